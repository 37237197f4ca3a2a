import { RG_PERIODS, type RgLimitKind, type RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { Queryable } from '../../db/client.ts';
import { periodBounds } from './rg-periods.ts';

/** What an account used in each running period: deposited, lost (may be negative: net winnings) and wagered. */
export type Usage = Record<RgLimitKind, Record<RgPeriod, bigint>>;

type Bounds = Record<RgPeriod, { start: Date; end: Date }>;

export function boundsAt(now: Date): Bounds {
  return { day: periodBounds('day', now), week: periodBounds('week', now), month: periodBounds('month', now) };
}

function earliest(bounds: Bounds): Date {
  return RG_PERIODS.map((period) => bounds[period].start).reduce((a, b) => (a < b ? a : b));
}

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

type Row = Record<string, string>;

/** The account's bet sums (loss and wager) of the running day, week and month. */
export async function betUsage(q: Queryable, accountId: string, now: Date): Promise<Pick<Usage, 'loss' | 'wager'>> {
  const bounds = boundsAt(now);
  const [row = {}] = await q.query<Row>(BET_SUMS, [
    accountId,
    earliest(bounds).toISOString(),
    bounds.day.start.toISOString(),
    bounds.week.start.toISOString(),
    bounds.month.start.toISOString(),
  ]);
  const of = (key: string) => BigInt(row[key] ?? '0');
  return {
    loss: { day: of('lossDay'), week: of('lossWeek'), month: of('lossMonth') },
    wager: { day: of('wagerDay'), week: of('wagerWeek'), month: of('wagerMonth') },
  };
}

/** The account's deposits of the running day, week and month, open orders included. */
export async function depositUsage(q: Queryable, accountId: string, now: Date): Promise<Usage['deposit']> {
  const bounds = boundsAt(now);
  const [row = {}] = await q.query<Row>(DEPOSIT_SUMS, [
    accountId,
    earliest(bounds).toISOString(),
    bounds.day.start.toISOString(),
    bounds.week.start.toISOString(),
    bounds.month.start.toISOString(),
    now.toISOString(),
  ]);
  const open = BigInt(row.depositOpen ?? '0');
  const of = (key: string) => BigInt(row[key] ?? '0') + open;
  return { day: of('depositDay'), week: of('depositWeek'), month: of('depositMonth') };
}

/** Every sum at once, for the player's page. */
export async function usageOf(q: Queryable, accountId: string, now: Date): Promise<Usage> {
  return { ...(await betUsage(q, accountId, now)), deposit: await depositUsage(q, accountId, now) };
}
