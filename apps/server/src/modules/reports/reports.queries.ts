/**
 * The reports' sums (decision 041), read from the ledger so they reconcile with it: game money and
 * agent commission are the postings on the brands' house shards, bonus cost the postings on their
 * bonus accounts, deposits and withdrawals the postings on their clearing accounts. A reversal
 * counts under the reason of the transfer it undid, with the opposite sign. Only the brand's own
 * currency is read (trial accounts play in XTS and never appear). Each source is aggregated on
 * its own, never joined with another one-to-many source, so nothing is counted twice. Read only.
 */
import type { ReportGrouping } from '@pkg/contracts/reports';
import { TRIAL_ACCOUNT_TYPE } from '@pkg/contracts/agent-types';
import type { Queryable } from '../../db/client.ts';
import { gmt8Day } from '../agent-team/index.ts';

/** The brands a report covers and the instants [from, to) of its GMT+8 days. */
export interface ReportRange {
  brandIds: string[];
  from: Date;
  to: Date;
}

/** A brand as the reports show it. */
export interface ReportBrand {
  id: string;
  code: string;
  name: string;
  currency: string;
  minorDigits: number;
}

/** The brands of these ids that exist, by code. */
export function selectReportBrands(db: Queryable, brandIds: string[] | null): Promise<ReportBrand[]> {
  return db.query<ReportBrand>(
    `select id::text as id, code, name, currency_code as currency, currency_minor_digits as "minorDigits"
       from merchants where $1::bigint[] is null or id = any($1::bigint[]) order by code`,
    [brandIds],
  );
}

const rangeParams = (range: ReportRange) => [range.brandIds, range.from.toISOString(), range.to.toISOString()];

/**
 * Postings of the brands' accounts of the given kinds in their own currency within the range, each
 * with its effective reason (`code`: a reversal's is the reversed transfer's), sign (`amount` as the
 * account saw it), the transfer's metadata and key (the reversed one's for a reversal), and the
 * other account of the transfer (`other_id`). Placeholders: $1 brand ids, $2 from, $3 to.
 */
function postingsSql(kinds: string): string {
  return `
    select p.merchant_id, p.created_at, p.amount, a.kind as book, a.ref as book_ref, p.code = 'reversal' as reversed,
           coalesce(o.code, t.code) as code, coalesce(o.metadata, t.metadata) as meta,
           coalesce(o.idempotency_key, t.idempotency_key) as key,
           case when t.debit_account_id = p.account_id then t.credit_account_id else t.debit_account_id end as other_id
      from merchants m
      join ledger_accounts a on a.merchant_id = m.id and a.currency = m.currency_code and a.kind in ${kinds}
      join ledger_postings p on p.account_id = a.id and p.created_at >= $2 and p.created_at < $3
      join ledger_transfers t on t.id = p.transfer_id
      left join ledger_transfers o on o.id = t.reverses_transfer_id
     where m.id = any($1::bigint[])`;
}

const BET_CODES = `('bet_stake', 'bet_payout', 'bet_clawback')`;
const COMMISSION_CODES = `('salary', 'dividend')`;
const BONUS_CODES = `('bonus', 'rebate', 'points_convert')`;

/**
 * The game a bet posting belongs to: the vendor wallet's gameCode, the lottery stake's game, or a
 * lottery payout's draw's game (its `draw` is the draw id; a stake's is the draw number, hence the CASE).
 */
const GAME_SQL = `coalesce(f.meta ->> 'gameCode', f.meta ->> 'game',
  (select d.game_code from lottery_draws d where d.merchant_id = f.merchant_id
     and d.id = case when (f.meta ->> 'draw') ~ '^[0-9]{1,18}$' then (f.meta ->> 'draw')::bigint end))`;
/** The vendor of a bet posting: the ledger keeps it in the metadata, and a clawback's key is clawback:<vendor>:... */
const VENDOR_SQL = `coalesce(f.meta ->> 'vendor', split_part(f.key, ':', 2))`;

/**
 * Per grouping: the key columns (SQL giving text, null for "none") and the label of the last key.
 * Bets go to their vendor and game; bonuses and commission are not attributable to a game and go to
 * the null row. Per agent: bets and bonuses go to the player's direct upline, commission to the
 * agent who earned it.
 */
const GROUPINGS: Record<ReportGrouping, { keys: string[]; label: string }> = {
  brand: { keys: [], label: 'null' },
  day: { keys: [`${gmt8Day('f.created_at')}::text`], label: 'null' },
  vendor: {
    keys: [`case when f.kind = 'bet' then ${VENDOR_SQL} end`],
    label: `(select v.display_name from game_vendors v where v.merchant_id = g.merchant_id and v.vendor_code = g.k0)`,
  },
  game: {
    keys: [`case when f.kind = 'bet' then ${VENDOR_SQL} end`, `case when f.kind = 'bet' then ${GAME_SQL} end`],
    label: `(select x.display_name from games x where x.merchant_id = g.merchant_id and x.vendor_code = g.k0 and x.game_code = g.k1)`,
  },
  agent: {
    keys: [
      `(select ag.username from accounts ag where ag.id = case when f.kind = 'commission' then f.owner else (select pl.upline_id from accounts pl where pl.id = f.owner) end)`,
    ],
    label: 'null',
  },
};

/** One GGR row's sums (minor units), before GGR and NGR are worked out. */
export interface GgrSums {
  brandId: string;
  keys: Array<string | null>;
  label: string | null;
  stakeMinor: bigint;
  payoutMinor: bigint;
  bonusMinor: bigint;
  commissionMinor: bigint;
}

/**
 * Stakes, payouts, bonus cost and commission of the range by grouping. From the house's side:
 * a stake posts +amount on a shard, a payout -amount, a clawback +amount (a payout taken back),
 * commission -amount; a bonus posts -amount on the bonus account. So GGR (stakes - payouts) is
 * exactly what the shards gained from bets.
 */
export async function selectGgr(db: Queryable, range: ReportRange, grouping: ReportGrouping): Promise<GgrSums[]> {
  const { keys, label } = GROUPINGS[grouping];
  const keyList = keys.map((sql, index) => `${sql} as k${index}`);
  const groupCols = keys.map((_, index) => `k${index}`);
  const rows = await db.query<{ brandId: string; keys: Array<string | null>; label: string | null } & Record<string, string>>(
    `with f as (
       select q.*, case when q.book = 'house' and q.code in ${BET_CODES} then 'bet'
                        when q.book = 'house' and q.code in ${COMMISSION_CODES} then 'commission'
                        when q.book = 'bonus' and q.code in ${BONUS_CODES} then 'bonus' end as kind,
              (select w.owner_account_id from ledger_accounts w where w.id = q.other_id) as owner
         from (${postingsSql(`('house', 'bonus')`)}) q),
     g as (
       select f.merchant_id ${keyList.map((sql) => `, ${sql}`).join('')},
              coalesce(sum(f.amount) filter (where f.kind = 'bet' and f.code = 'bet_stake'), 0) as stake,
              coalesce(sum(-f.amount) filter (where f.kind = 'bet' and f.code <> 'bet_stake'), 0) as payout,
              coalesce(sum(-f.amount) filter (where f.kind = 'bonus'), 0) as bonus,
              coalesce(sum(-f.amount) filter (where f.kind = 'commission'), 0) as commission
         from f where f.kind is not null
        group by f.merchant_id ${groupCols.map((col) => `, ${col}`).join('')})
     select g.merchant_id::text as "brandId", array[${groupCols.map((col) => `g.${col}`).join(', ')}]::text[] as keys,
            ${label} as label, g.stake::text as stake, g.payout::text as payout, g.bonus::text as bonus, g.commission::text as commission
       from g order by g.merchant_id ${groupCols.map((col) => `, g.${col} nulls last`).join('')}`,
    rangeParams(range),
  );
  return rows.map((row) => ({
    brandId: row.brandId,
    keys: row.keys ?? [],
    label: row.label,
    stakeMinor: BigInt(row.stake as string),
    payoutMinor: BigInt(row.payout as string),
    bonusMinor: BigInt(row.bonus as string),
    commissionMinor: BigInt(row.commission as string),
  }));
}

/** Deposits and withdrawals of one GMT+8 day through one channel (a refund counts back: -1 and -amount). */
export interface PaymentSums {
  brandId: string;
  day: string;
  channel: string;
  depositCount: string;
  depositMinor: bigint;
  withdrawalCount: string;
  withdrawalMinor: bigint;
}

/** Deposits and withdrawals by day and channel: the clearing accounts' postings (a deposit leaves clearing, a withdrawal arrives). */
export async function selectPayments(db: Queryable, range: ReportRange): Promise<PaymentSums[]> {
  const rows = await db.query<Omit<PaymentSums, 'depositMinor' | 'withdrawalMinor'> & { depositMinor: string; withdrawalMinor: string }>(
    `with f as (select q.* from (${postingsSql(`('clearing')`)}) q where q.code in ('deposit', 'withdrawal'))
     select f.merchant_id::text as "brandId", ${gmt8Day('f.created_at')}::text as day, f.book_ref as channel,
            (count(*) filter (where f.code = 'deposit' and not f.reversed)
              - count(*) filter (where f.code = 'deposit' and f.reversed))::text as "depositCount",
            coalesce(sum(-f.amount) filter (where f.code = 'deposit'), 0)::text as "depositMinor",
            (count(*) filter (where f.code = 'withdrawal' and not f.reversed)
              - count(*) filter (where f.code = 'withdrawal' and f.reversed))::text as "withdrawalCount",
            coalesce(sum(f.amount) filter (where f.code = 'withdrawal'), 0)::text as "withdrawalMinor"
       from f group by 1, 2, 3 order by 1, 2, 3`,
    rangeParams(range),
  );
  return rows.map((row) => ({ ...row, depositMinor: BigInt(row.depositMinor), withdrawalMinor: BigInt(row.withdrawalMinor) }));
}

/** Registrations and players with a bet, of one GMT+8 day. */
export interface PlayerCounts {
  brandId: string;
  /** null in the per-brand total of the range. */
  day: string | null;
  newPlayers: number;
  activePlayers: number;
}

/**
 * New players (accounts registered, trial accounts left out) and active players (accounts whose
 * stake reached a house shard: at least one bet, even one later rolled back) per day, and per
 * brand over the whole range, where a player active on several days counts once.
 */
export function selectPlayers(db: Queryable, range: ReportRange): Promise<PlayerCounts[]> {
  const accountDay = gmt8Day('a.created_at');
  return db.query<PlayerCounts>(
    `with stakes as (
       select q.merchant_id, ${gmt8Day('q.created_at')} as day, (select w.owner_account_id from ledger_accounts w where w.id = q.other_id) as owner
         from (${postingsSql(`('house')`)}) q where q.code = 'bet_stake' and not q.reversed),
     active as (
       select merchant_id, day, count(distinct owner)::int as n from stakes group by grouping sets ((merchant_id, day), (merchant_id))),
     registered as (
       select a.merchant_id, ${accountDay} as day, count(*)::int as n from accounts a
        where a.merchant_id = any($1::bigint[]) and a.created_at >= $2 and a.created_at < $3 and a.account_type <> ${TRIAL_ACCOUNT_TYPE}
        group by grouping sets ((a.merchant_id, ${accountDay}), (a.merchant_id)))
     select coalesce(r.merchant_id, x.merchant_id)::text as "brandId", coalesce(r.day, x.day)::text as day,
            coalesce(r.n, 0) as "newPlayers", coalesce(x.n, 0) as "activePlayers"
       from registered r full join active x on x.merchant_id = r.merchant_id and x.day is not distinct from r.day
      order by 1, 2 nulls last`,
    rangeParams(range),
  );
}

/** Bonus cost of one kind: how many were credited (net of reversals) and how much. */
export interface BonusSums {
  brandId: string;
  kind: string;
  count: string;
  amountMinor: string;
}

/**
 * Bonus cost by kind: what left the bonus account. A reward's kind is its source (promotion,
 * first_deposit, rebate, checkin, raffle, vip, mission, referral); points converted to cash are
 * `points`.
 */
export function selectBonus(db: Queryable, range: ReportRange): Promise<BonusSums[]> {
  return db.query<BonusSums>(
    `with f as (
       select q.*, case when q.code = 'points_convert' then 'points' else coalesce(q.meta ->> 'source', q.code) end as bonus_kind
         from (${postingsSql(`('bonus')`)}) q where q.code in ${BONUS_CODES})
     select f.merchant_id::text as "brandId", f.bonus_kind as kind,
            (count(*) filter (where not f.reversed) - count(*) filter (where f.reversed))::text as count,
            coalesce(sum(-f.amount), 0)::text as "amountMinor"
       from f group by 1, 2 order by 1, 2`,
    rangeParams(range),
  );
}
