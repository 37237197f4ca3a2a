import type { Queryable } from '../../db/client.ts';

// The bet movements of a player's main wallet: stakes (negative), wins (positive), wins taken back
// (negative) and reversals of any of them (a rolled-back stake comes back positive). Loss is minus
// their sum; wager is the stakes less the rolled-back ones. A reversal names its original, so only
// reversal rows join the transfers.
const BET_SUMS = `
  with moves as (
    select p.created_at, p.amount, coalesce(o.code, p.code) as code
      from ledger_postings p
      left join ledger_transfers t on p.code = 'reversal' and t.id = p.transfer_id
      left join ledger_transfers o on o.id = t.reverses_transfer_id
     where p.account_id in (select id from ledger_accounts where owner_account_id = $1 and kind = 'player_main')
       and p.created_at >= $2 and p.code in ('bet_stake', 'bet_payout', 'bet_clawback', 'reversal')
  )
  select
    coalesce(-sum(amount) filter (where code = 'bet_stake' and created_at >= $3), 0)::text as "wagerDay",
    coalesce(-sum(amount) filter (where code = 'bet_stake' and created_at >= $4), 0)::text as "wagerWeek",
    coalesce(-sum(amount) filter (where code = 'bet_stake' and created_at >= $5), 0)::text as "wagerMonth",
    coalesce(-sum(amount) filter (where code in ('bet_stake', 'bet_payout', 'bet_clawback') and created_at >= $3), 0)::text as "lossDay",
    coalesce(-sum(amount) filter (where code in ('bet_stake', 'bet_payout', 'bet_clawback') and created_at >= $4), 0)::text as "lossWeek",
    coalesce(-sum(amount) filter (where code in ('bet_stake', 'bet_payout', 'bet_clawback') and created_at >= $5), 0)::text as "lossMonth"
  from moves`;

// Credited deposits count by the time they were credited; open orders (pending and not overdue, or
// submitted and waiting for staff) count in every period, so two orders cannot slip past together.
const DEPOSIT_SUMS = `
  select
    coalesce(sum(amount) filter (where credited and at >= $3), 0)::text as "depositDay",
    coalesce(sum(amount) filter (where credited and at >= $4), 0)::text as "depositWeek",
    coalesce(sum(amount) filter (where credited and at >= $5), 0)::text as "depositMonth",
    coalesce(sum(amount) filter (where not credited), 0)::text as "depositOpen"
  from (
    select amount, status in ('approved', 'paid') as credited, coalesce(decided_at, updated_at) as at
      from deposit_orders
     where account_id = $1
       and ((status in ('approved', 'paid') and coalesce(decided_at, updated_at) >= $2)
         or status = 'submitted' or (status = 'pending' and expires_at > $6))
  ) orders`;

// The session's bet movements on the player's main wallet since it started, read as BET_SUMS
// reads a period's: a reversal counts as the movement it undoes. Net: payouts less stakes and
// clawbacks (negative: a loss); stakes: what was staked less rolled-back stakes.
const SESSION_SUMS = `
  with moves as (
    select p.amount, coalesce(o.code, p.code) as code
      from ledger_postings p
      left join ledger_transfers t on p.code = 'reversal' and t.id = p.transfer_id
      left join ledger_transfers o on o.id = t.reverses_transfer_id
     where p.account_id in (select id from ledger_accounts where owner_account_id = $1 and kind = 'player_main')
       and p.created_at >= $2 and p.code in ('bet_stake', 'bet_payout', 'bet_clawback', 'reversal')
  )
  select
    coalesce(sum(amount) filter (where code in ('bet_stake', 'bet_payout', 'bet_clawback')), 0)::text as net,
    coalesce(-sum(amount) filter (where code = 'bet_stake'), 0)::text as stakes
  from moves`;

type Row = Record<string, string>;

/** The starts of the running periods a sum reads from: `since` (the earliest) and each period's. */
export interface PeriodStarts {
  since: Date;
  day: Date;
  week: Date;
  month: Date;
}

const startsOf = (starts: PeriodStarts) => [
  starts.since.toISOString(),
  starts.day.toISOString(),
  starts.week.toISOString(),
  starts.month.toISOString(),
];

/** The account's bet sums (loss, may be negative: net winnings; wager) of each running period. */
export async function selectBetSums(q: Queryable, accountId: string, starts: PeriodStarts) {
  const [row = {}] = await q.query<Row>(BET_SUMS, [accountId, ...startsOf(starts)]);
  const of = (key: string) => BigInt(row[key] ?? '0');
  return {
    loss: { day: of('lossDay'), week: of('lossWeek'), month: of('lossMonth') },
    wager: { day: of('wagerDay'), week: of('wagerWeek'), month: of('wagerMonth') },
  };
}

/** The account's credited deposits of each running period, and its open orders (counted in every period). */
export async function selectDepositSums(q: Queryable, accountId: string, starts: PeriodStarts, now: Date) {
  const [row = {}] = await q.query<Row>(DEPOSIT_SUMS, [accountId, ...startsOf(starts), now.toISOString()]);
  const of = (key: string) => BigInt(row[key] ?? '0');
  return { day: of('depositDay'), week: of('depositWeek'), month: of('depositMonth'), open: of('depositOpen') };
}

/** A login session's bet result since `since` (its start): net (negative: a loss) and stakes. */
export async function selectSessionSums(q: Queryable, accountId: string, since: Date): Promise<{ netMinor: bigint; stakesMinor: bigint }> {
  const [sums] = await q.query<{ net: string; stakes: string }>(SESSION_SUMS, [accountId, since.toISOString()]);
  return { netMinor: BigInt(sums?.net ?? '0'), stakesMinor: BigInt(sums?.stakes ?? '0') };
}
