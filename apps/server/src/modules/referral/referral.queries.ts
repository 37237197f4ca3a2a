/**
 * What the referral programme reads and writes (decision 034): a brand's rules, invitees found and
 * checked, the figures that qualify them, the self-referral signals, and the member centre's lists.
 * Rows become typed values here (amounts as bigint).
 */
import type { ReferralState } from '@pkg/contracts/referral';
import type { Queryable } from '../../db/client.ts';
import { periodAt } from '../../lib/periods.ts';
import { OFF_RULES, type RulesRow } from './referral-settings.ts';

interface StoredRules {
  enabled: boolean;
  min_deposit_minor: string;
  min_valid_bet_minor: string;
  window_days: number;
  reward_fixed_minor: string;
  reward_deposit_bp: number;
  reward_share_max_minor: string;
  wagering_bp: number;
  monthly_cap: number;
}

const RULE_COLUMNS = `enabled, min_deposit_minor::text, min_valid_bet_minor::text, window_days, reward_fixed_minor::text,
  reward_deposit_bp, reward_share_max_minor::text, wagering_bp, monthly_cap`;

function rulesOf(row: StoredRules | undefined): RulesRow {
  if (!row) return OFF_RULES;
  return {
    enabled: row.enabled,
    minDepositMinor: BigInt(row.min_deposit_minor),
    minValidBetMinor: BigInt(row.min_valid_bet_minor),
    windowDays: row.window_days,
    rewardFixedMinor: BigInt(row.reward_fixed_minor),
    rewardDepositBp: row.reward_deposit_bp,
    rewardShareMaxMinor: BigInt(row.reward_share_max_minor),
    wageringBp: row.wagering_bp,
    monthlyCap: row.monthly_cap,
  };
}

/** The brand's rules (OFF_RULES when it has none). */
export async function readRules(db: Queryable, brandId: string): Promise<RulesRow> {
  const [row] = await db.query<StoredRules>(`select ${RULE_COLUMNS} from referral_settings where merchant_id = $1`, [brandId]);
  return rulesOf(row);
}

/** Writes a brand's rules (insert or replace) in the caller's transaction. */
export async function writeRules(tx: Queryable, brandId: string, rules: RulesRow, staffId: string | null, at: Date): Promise<void> {
  await tx.query(
    `insert into referral_settings (merchant_id, enabled, min_deposit_minor, min_valid_bet_minor, window_days, reward_fixed_minor,
        reward_deposit_bp, reward_share_max_minor, wagering_bp, monthly_cap, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (merchant_id) do update set enabled = excluded.enabled, min_deposit_minor = excluded.min_deposit_minor,
        min_valid_bet_minor = excluded.min_valid_bet_minor, window_days = excluded.window_days,
        reward_fixed_minor = excluded.reward_fixed_minor, reward_deposit_bp = excluded.reward_deposit_bp,
        reward_share_max_minor = excluded.reward_share_max_minor, wagering_bp = excluded.wagering_bp,
        monthly_cap = excluded.monthly_cap, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [
      brandId,
      rules.enabled,
      rules.minDepositMinor.toString(),
      rules.minValidBetMinor.toString(),
      rules.windowDays,
      rules.rewardFixedMinor.toString(),
      rules.rewardDepositBp,
      rules.rewardShareMaxMinor.toString(),
      rules.wageringBp,
      rules.monthlyCap,
      at.toISOString(),
      staffId,
    ],
  );
}

/** Each brand whose programme is on, with its rules and currency, by id. */
export async function selectEnabledBrands(db: Queryable): Promise<{ brandId: string; currency: string; rules: RulesRow }[]> {
  const brands = await db.query<StoredRules & { merchant_id: string; currency: string }>(
    `select s.*, m.currency_code as currency
       from (select merchant_id::text as merchant_id, ${RULE_COLUMNS} from referral_settings where enabled) s
       join merchants m on m.id = s.merchant_id::bigint
      order by s.merchant_id::bigint`,
  );
  return brands.map((brand) => ({ brandId: brand.merchant_id, currency: brand.currency, rules: rulesOf(brand) }));
}

/** Each brand in the staff scope (null: every brand) with its rules, or null rules when it has none. */
export async function selectBrandsRules(
  db: Queryable,
  scope: string[] | null,
): Promise<{ brandId: string; brandCode: string; currency: string; rules: RulesRow | null }[]> {
  const rows = await db.query<StoredRules & { brand_id: string; brand_code: string; currency: string; has: boolean }>(
    `select m.id::text as brand_id, m.code as brand_code, m.currency_code as currency, s.merchant_id is not null as has, s.*
       from merchants m
       left join (select merchant_id, ${RULE_COLUMNS} from referral_settings) s on s.merchant_id = m.id
      where $1::bigint[] is null or m.id = any($1)
      order by m.id`,
    [scope],
  );
  return rows.map((row) => ({
    brandId: row.brand_id,
    brandCode: row.brand_code,
    currency: row.currency,
    rules: row.has ? rulesOf(row) : null,
  }));
}

/** The brand's rules locked for a change (null when it has none yet). */
export async function lockRules(tx: Queryable, brandId: string): Promise<RulesRow | null> {
  const [before] = await tx.query<StoredRules>(`select ${RULE_COLUMNS} from referral_settings where merchant_id = $1 for update`, [
    brandId,
  ]);
  return before ? rulesOf(before) : null;
}

/** The first deposit credited to the invitee's main wallet in [start, end), or null. */
export async function firstDepositIn(
  db: Queryable,
  q: { brandId: string; currency: string; accountId: string; start: Date; end: Date },
): Promise<bigint | null> {
  const [row] = await db.query<{ amount: string }>(
    `select t.amount::text as amount from ledger_transfers t
       join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'player_main' and a.owner_account_id = $2
      where t.merchant_id = $1 and t.currency = $3 and t.code = 'deposit' and t.created_at >= $4 and t.created_at < $5
      order by t.created_at, t.id limit 1`,
    [q.brandId, q.accountId, q.currency, q.start.toISOString(), q.end.toISOString()],
  );
  return row ? BigInt(row.amount) : null;
}

/** Rewards (offered or awaiting a decision) a referrer earned in the GMT+8 month holding `at`. */
export async function rewardsInMonth(db: Queryable, referrerId: string, at: Date): Promise<number> {
  const month = periodAt('M', at);
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from referral_invitees
      where referrer_id = $1 and status in ('rewarded', 'flagged') and qualified_at >= $2 and qualified_at < $3`,
    [referrerId, month.start.toISOString(), month.end.toISOString()],
  );
  return row?.count ?? 0;
}

/**
 * Adds the brand's new invitees as pending: members who signed up since `since` with an older
 * member's invitation code as referralCode (one row each, so a second run adds none); answers how many.
 */
export async function insertNewInvitees(tx: Queryable, brandId: string, since: Date, windowDays: number, now: Date): Promise<number> {
  const added = await tx.query(
    `insert into referral_invitees (invitee_id, merchant_id, referrer_id, registered_at, window_ends_at, checked_at, created_at)
     select a.id, a.merchant_id, r.id, a.created_at, a.created_at + make_interval(days => $3), $4, $4
       from accounts a
       join accounts r on r.merchant_id = a.merchant_id and r.affiliate_code = a.referral_code and r.account_type = 0
      where a.merchant_id = $1 and a.referral_code is not null and a.account_type = 0 and a.created_at >= $2
        and a.created_at > r.created_at and a.id <> r.id
     on conflict (invitee_id) do nothing
     returning invitee_id`,
    [brandId, since.toISOString(), windowDays, now.toISOString()],
  );
  return added.length;
}

/** The brand's pending invitees, least recently checked first, at most `limit`. */
export async function selectPendingInvitees(db: Queryable, brandId: string, limit: number): Promise<string[]> {
  const pending = await db.query<{ invitee_id: string }>(
    `select invitee_id::text from referral_invitees where merchant_id = $1 and status = 'pending'
      order by checked_at, invitee_id limit ${limit}`,
    [brandId],
  );
  return pending.map((row) => row.invitee_id);
}

/** A pending invitee, locked for its check. */
export interface PendingInvitee {
  inviteeId: string;
  brandId: string;
  referrerId: string;
  inviteeName: string;
  registeredAt: Date;
  windowEndsAt: Date;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Locks a pending invitee for its check; null when it is no longer pending (another run decided it). */
export async function lockPendingInvitee(tx: Queryable, inviteeId: string): Promise<PendingInvitee | null> {
  const [row] = await tx.query<{
    invitee_id: string;
    merchant_id: string;
    referrer_id: string;
    invitee_name: string;
    registered_at: Date | string;
    window_ends_at: Date | string;
  }>(
    `select i.invitee_id::text, i.merchant_id::text, i.referrer_id::text, a.username as invitee_name, i.registered_at, i.window_ends_at
       from referral_invitees i join accounts a on a.id = i.invitee_id
      where i.invitee_id = $1 and i.status = 'pending' for update of i`,
    [inviteeId],
  );
  return row
    ? {
        inviteeId: row.invitee_id,
        brandId: row.merchant_id,
        referrerId: row.referrer_id,
        inviteeName: row.invitee_name,
        registeredAt: asDate(row.registered_at),
        windowEndsAt: asDate(row.window_ends_at),
      }
    : null;
}

/** What a check found of an invitee: its first deposit and valid bets in its window, at the check's time. */
export interface InviteeProgress {
  inviteeId: string;
  firstDepositMinor: bigint | null;
  validBetMinor: bigint;
  at: Date;
}

const progressValues = (progress: InviteeProgress) => [
  progress.inviteeId,
  progress.firstDepositMinor?.toString() ?? null,
  progress.validBetMinor.toString(),
  progress.at.toISOString(),
];

/** Records an unqualified invitee's progress; expired when its window has passed. */
export async function updateProgress(tx: Queryable, progress: InviteeProgress, expired: boolean): Promise<void> {
  await tx.query(
    `update referral_invitees set first_deposit_minor = $2, valid_bet_minor = $3, checked_at = $4,
        status = case when $5 then 'expired' else status end
      where invitee_id = $1`,
    [...progressValues(progress), expired],
  );
}

/** Serialises the decisions of one referrer's invitees until the transaction ends (the month's cap). */
export async function lockReferrerCap(tx: Queryable, referrerId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('referral-cap'), hashtext($1::text))`, [referrerId]);
}

/** Records a qualified invitee: its state, the reward worked out (and offered, when rewarded) and the evidence. */
export async function updateQualified(
  tx: Queryable,
  progress: InviteeProgress,
  outcome: { status: ReferralState; rewardMinor: bigint; wageringBp: number; rewardId: string | null; evidence: unknown },
): Promise<void> {
  await tx.query(
    `update referral_invitees set first_deposit_minor = $2, valid_bet_minor = $3, checked_at = $4, status = $5, qualified_at = $4,
        reward_minor = $6, reward_wagering_bp = $7, reward_id = $8, evidence = $9
      where invitee_id = $1`,
    [
      ...progressValues(progress),
      outcome.status,
      outcome.rewardMinor.toString(),
      outcome.wageringBp,
      outcome.rewardId,
      JSON.stringify(outcome.evidence),
    ],
  );
}

/** Most values one signal keeps as evidence (the list is for a person to read). */
const MAX_VALUES = 5;
/** What an IPv4 or IPv6 address is made of (a pattern for SQL; `operator` and other markers do not match). */
const ADDRESS = '^[0-9A-Fa-f:.]+$';

/** The values an invitee shares with its referrer, per signal (selfReferralEvidence says what each means). */
export async function selectSharedSignals(
  db: Queryable,
  inviteeId: string,
  referrerId: string,
): Promise<{ register_ip: string[]; login_ip: string[]; device: string[]; payout: string[] } | null> {
  const [row] = await db.query<{ register_ip: string[]; login_ip: string[]; device: string[]; payout: string[] }>(
    `with inv_ips as (
       select ip from account_ips where account_id = $1
       union select register_ip from accounts where id = $1 and register_ip is not null),
     ref_ips as (
       select ip from account_ips where account_id = $2
       union select register_ip from accounts where id = $2 and register_ip is not null)
     select
       array(select i.register_ip from accounts i join accounts r on r.id = $2 and r.register_ip = i.register_ip
              where i.id = $1 and i.register_ip ~ '${ADDRESS}') as register_ip,
       array(select ip from (select ip from inv_ips intersect select ip from ref_ips) shared
              where ip ~ '${ADDRESS}' order by ip limit ${MAX_VALUES}) as login_ip,
       array(select distinct a.ip || ' ' || a.user_agent from sessions a
               join sessions b on b.account_id = $2 and b.ip = a.ip and b.user_agent = a.user_agent
              where a.account_id = $1 and a.ip ~ '${ADDRESS}' and coalesce(a.user_agent, '') <> ''
              limit ${MAX_VALUES}) as device,
       array(select distinct p.account_number from payout_accounts p
               join payout_accounts q on q.account_id = $2 and q.type = p.type and q.account_number = p.account_number
              where p.account_id = $1 limit ${MAX_VALUES}) as payout`,
    [inviteeId, referrerId],
  );
  return row ?? null;
}

/** An invitee as its referrer's page lists it. */
export interface OwnInviteeRow {
  username: string;
  registeredAt: Date;
  status: ReferralState | null;
  windowEndsAt: Date | null;
  /** The reward's amount in minor units, as text (the wire's form). */
  rewardMinor: string | null;
  rewardState: 'claimable' | 'claimed' | 'expired' | null;
}

/**
 * A page of the referrer's invitees, newest first: accounts of the brand that signed up with its
 * code after it (read from the accounts, so a sign-up shows before the check has looked at it).
 */
export async function selectOwnInvitees(
  db: Queryable,
  q: { brandId: string; accountId: string; code: string; limit: number; offset: number },
): Promise<{ rows: OwnInviteeRow[]; total: number }> {
  const rows = await db.query<{
    username: string;
    created_at: Date | string;
    status: ReferralState | null;
    window_ends_at: Date | string | null;
    reward_minor: string | null;
    reward_state: 'claimable' | 'claimed' | 'expired' | null;
    total: number;
  }>(
    `select a.username, a.created_at, i.status, i.window_ends_at, i.reward_minor::text as reward_minor, r.status as reward_state,
            count(*) over ()::int as total
       from accounts a
       join accounts me on me.id = $2
       left join referral_invitees i on i.invitee_id = a.id and i.referrer_id = me.id
       left join player_rewards r on r.id = i.reward_id
      where a.merchant_id = $1 and a.referral_code = $3 and a.account_type = 0 and a.created_at > me.created_at
      order by a.created_at desc, a.id desc
      limit $4 offset $5`,
    [q.brandId, q.accountId, q.code, q.limit, q.offset],
  );
  return {
    rows: rows.map((row) => ({
      username: row.username,
      registeredAt: new Date(row.created_at),
      status: row.status,
      windowEndsAt: row.window_ends_at ? new Date(row.window_ends_at) : null,
      rewardMinor: row.reward_minor,
      rewardState: row.reward_state,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** A referrer's counts and income (minor units as text): invited, pending at `now`, qualified, earned, claimed, claimable. */
export async function selectOwnSummary(
  db: Queryable,
  q: { brandId: string; accountId: string; code: string; now: Date; windowDays: number },
): Promise<{ invited: number; pending: number; qualified: number; earned: string; claimed: string; claimable: string } | null> {
  const [row] = await db.query<{ invited: number; pending: number; qualified: number; earned: string; claimed: string; claimable: string }>(
    `with mine as (
       select a.id, a.created_at, i.status, i.window_ends_at, r.amount_minor, r.status as reward_state
         from accounts a
         join accounts me on me.id = $2
         left join referral_invitees i on i.invitee_id = a.id and i.referrer_id = me.id
         left join player_rewards r on r.id = i.reward_id
        where a.merchant_id = $1 and a.referral_code = $3 and a.account_type = 0 and a.created_at > me.created_at)
     select count(*)::int as invited,
            count(*) filter (where status = 'pending' or (status is null and created_at > $4::timestamptz - make_interval(days => $5)))::int as pending,
            count(*) filter (where status in ('rewarded', 'flagged', 'capped'))::int as qualified,
            coalesce(sum(amount_minor), 0)::text as earned,
            coalesce(sum(amount_minor) filter (where reward_state = 'claimed'), 0)::text as claimed,
            coalesce(sum(amount_minor) filter (where reward_state = 'claimable'), 0)::text as claimable
       from mine`,
    [q.brandId, q.accountId, q.code, q.now.toISOString(), q.windowDays],
  );
  return row ?? null;
}
