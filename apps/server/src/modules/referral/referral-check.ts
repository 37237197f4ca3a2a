/**
 * The referral programme's recurring check (decision 034), `referral-check:every` on the job
 * runner. For each brand whose programme is on it
 * 1. finds new invitees: members who signed up with a member's invitation code as referralCode,
 *    within the brand's window, and adds them pending (one row each, so a second run adds none);
 * 2. checks pending invitees, least recently checked first: the first deposit and the valid bets
 *    (validBetsInWindow) within the invitee's window. An invitee that qualified is, in one
 *    transaction holding its row, either capped (its referrer reached the month's limit), flagged
 *    (it shares a self-referral signal with its referrer: staff decide) or rewarded: the reward is
 *    offered to the referrer's reward centre under the key `referral:<invitee>`, so however many
 *    runs or processes get there, it is offered once. One whose window passed unqualified expires.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { periodAt } from '../../lib/periods.ts';
import { validBetsInWindow } from '../games/index.ts';
import { offerReward } from '../rewards/index.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import { RULE_COLUMNS, rewardFor, rulesOf, type RulesRow, type StoredRules } from './referral-settings.ts';
import { selfReferralEvidence } from './self-referral.ts';

/** Pending invitees checked per brand in one run (the least recently checked first); the rest wait for the next run. */
export const CHECK_BATCH = 500;
/** How far back new sign-ups are looked for beyond the window, so a check that stopped for a while still finds them. */
const DISCOVER_SLACK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

export interface CheckReport {
  found: number;
  rewarded: number;
  flagged: number;
  capped: number;
  expired: number;
}

interface PendingRow {
  invitee_id: string;
  merchant_id: string;
  referrer_id: string;
  invitee_name: string;
  registered_at: Date | string;
  window_ends_at: Date | string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The first deposit credited to the invitee's main wallet in [start, end), or null. */
export async function firstDepositIn(
  db: Queryable,
  q: { merchantId: string; currency: string; accountId: string; start: Date; end: Date },
) {
  const [row] = await db.query<{ amount: string }>(
    `select t.amount::text as amount from ledger_transfers t
       join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'player_main' and a.owner_account_id = $2
      where t.merchant_id = $1 and t.currency = $3 and t.code = 'deposit' and t.created_at >= $4 and t.created_at < $5
      order by t.created_at, t.id limit 1`,
    [q.merchantId, q.accountId, q.currency, q.start.toISOString(), q.end.toISOString()],
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
 * Offers a qualified invitee's reward to its referrer's reward centre, in the caller's transaction
 * (the key makes a second offer answer the first).
 */
export async function offerInviteeReward(
  tx: Queryable,
  row: { merchantId: string; referrerId: string; inviteeId: string; inviteeName: string; currency: string },
  amountMinor: bigint,
  wageringBp: number,
  at: Date,
): Promise<string> {
  const { reward } = await offerReward(tx, {
    merchantId: row.merchantId,
    accountId: row.referrerId,
    currency: row.currency,
    source: 'referral',
    key: `referral:${row.inviteeId}`,
    amountMinor,
    wageringBp,
    detail: maskUsername(row.inviteeName),
    at,
  });
  return reward.id;
}

export function createReferralCheck(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Adds the brand's new invitees as pending; answers how many. */
  async function discover(merchantId: string, rules: RulesRow, now: Date): Promise<number> {
    const since = new Date(now.getTime() - rules.windowDays * DAY_MS - DISCOVER_SLACK_MS);
    const added = await db.query(
      `insert into referral_invitees (invitee_id, merchant_id, referrer_id, registered_at, window_ends_at, checked_at, created_at)
       select a.id, a.merchant_id, r.id, a.created_at, a.created_at + make_interval(days => $3), $4, $4
         from accounts a
         join accounts r on r.merchant_id = a.merchant_id and r.affiliate_code = a.referral_code and r.account_type = 0
        where a.merchant_id = $1 and a.referral_code is not null and a.account_type = 0 and a.created_at >= $2
          and a.created_at > r.created_at and a.id <> r.id
       on conflict (invitee_id) do nothing
       returning invitee_id`,
      [merchantId, since.toISOString(), rules.windowDays, now.toISOString()],
    );
    return added.length;
  }

  /** Checks one pending invitee in its own transaction; answers what became of it. */
  async function checkOne(
    inviteeId: string,
    rules: RulesRow,
    currency: string,
  ): Promise<'pending' | 'rewarded' | 'flagged' | 'capped' | 'expired' | 'skipped'> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx.query<PendingRow>(
        `select i.invitee_id::text, i.merchant_id::text, i.referrer_id::text, a.username as invitee_name, i.registered_at, i.window_ends_at
           from referral_invitees i join accounts a on a.id = i.invitee_id
          where i.invitee_id = $1 and i.status = 'pending' for update of i`,
        [inviteeId],
      );
      // Another run decided it meanwhile.
      if (!row) return 'skipped';
      const start = asDate(row.registered_at);
      const end = asDate(row.window_ends_at);
      const scope = { merchantId: row.merchant_id, currency, start, end };
      const deposit = await firstDepositIn(tx, { ...scope, accountId: row.invitee_id });
      const bets = await validBetsInWindow(tx, { ...scope, accountIds: [row.invitee_id] });
      const validBet = bets.reduce((sum, bet) => sum + bet.validBetMinor, 0n);
      const qualified =
        (rules.minDepositMinor === 0n || (deposit !== null && deposit >= rules.minDepositMinor)) &&
        (rules.minValidBetMinor === 0n || validBet >= rules.minValidBetMinor);
      const progress = [row.invitee_id, deposit?.toString() ?? null, validBet.toString(), now.toISOString()];
      if (!qualified) {
        const expired = now >= end;
        await tx.query(
          `update referral_invitees set first_deposit_minor = $2, valid_bet_minor = $3, checked_at = $4,
              status = case when $5 then 'expired' else status end
            where invitee_id = $1`,
          [...progress, expired],
        );
        return expired ? 'expired' : 'pending';
      }
      const amount = rewardFor(rules, deposit);
      // One referrer's invitees are decided one at a time, so two runs cannot both take the month's last place.
      await tx.query(`select pg_advisory_xact_lock(hashtext('referral-cap'), hashtext($1::text))`, [row.referrer_id]);
      const capped = rules.monthlyCap > 0 && (await rewardsInMonth(tx, row.referrer_id, now)) >= rules.monthlyCap;
      const evidence = await selfReferralEvidence(tx, row.invitee_id, row.referrer_id);
      const status = capped ? 'capped' : evidence.length > 0 ? 'flagged' : 'rewarded';
      const rewardId =
        status === 'rewarded'
          ? await offerInviteeReward(
              tx,
              {
                merchantId: row.merchant_id,
                referrerId: row.referrer_id,
                inviteeId: row.invitee_id,
                inviteeName: row.invitee_name,
                currency,
              },
              amount,
              rules.wageringBp,
              now,
            )
          : null;
      await tx.query(
        `update referral_invitees set first_deposit_minor = $2, valid_bet_minor = $3, checked_at = $4, status = $5, qualified_at = $4,
            reward_minor = $6, reward_wagering_bp = $7, reward_id = $8, evidence = $9
          where invitee_id = $1`,
        [...progress, status, amount.toString(), rules.wageringBp, rewardId, JSON.stringify(evidence)],
      );
      return status;
    });
  }

  /** One run over every brand whose programme is on. */
  async function run(): Promise<CheckReport> {
    const report: CheckReport = { found: 0, rewarded: 0, flagged: 0, capped: 0, expired: 0 };
    const brands = await db.query<StoredRules & { merchant_id: string; currency: string }>(
      `select s.*, m.currency_code as currency
         from (select merchant_id::text as merchant_id, ${RULE_COLUMNS} from referral_settings where enabled) s
         join merchants m on m.id = s.merchant_id::bigint
        order by s.merchant_id::bigint`,
    );
    for (const brand of brands) {
      const rules = rulesOf(brand);
      const now = clock.now();
      report.found += await discover(brand.merchant_id, rules, now);
      const pending = await db.query<{ invitee_id: string }>(
        `select invitee_id::text from referral_invitees where merchant_id = $1 and status = 'pending'
          order by checked_at, invitee_id limit ${CHECK_BATCH}`,
        [brand.merchant_id],
      );
      for (const { invitee_id } of pending) {
        const outcome = await checkOne(invitee_id, rules, brand.currency);
        if (outcome !== 'pending' && outcome !== 'skipped') report[outcome] += 1;
      }
    }
    return report;
  }

  return { run };
}

export type ReferralCheck = ReturnType<typeof createReferralCheck>;
