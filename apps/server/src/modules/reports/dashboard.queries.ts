/**
 * The dashboard's counts of what waits for a person (decision 069): each counts the rows the desk
 * that acts on them lists as waiting, in the staff member's brands (null: every brand). Counts and
 * the oldest time only; the money figures are the reports' (reports.queries.ts). Read only.
 */
import type { Queryable } from '../../db/client.ts';

/** How many rows wait and since when the oldest does. */
export interface WaitingCount {
  count: number;
  oldestAt: Date | null;
}

type Scope = string[] | null;

async function countOf(db: Queryable, sql: string, params: unknown[]): Promise<WaitingCount> {
  const [row] = await db.query<WaitingCount>(sql, params);
  return row ?? { count: 0, oldestAt: null };
}

/** Deposit orders whose receipt the player sent: the deposit desk's default queue (status submitted). */
export function countDepositsWaiting(db: Queryable, scope: Scope): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(coalesce(submitted_at, created_at)) as "oldestAt" from deposit_orders
      where status = 'submitted' and ($1::bigint[] is null or merchant_id = any($1::bigint[]))`,
    [scope],
  );
}

/** Withdrawals requested and not yet decided: the withdrawal desk's queue (status requested). */
export function countWithdrawalsWaiting(db: Queryable, scope: Scope): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(requested_at) as "oldestAt" from withdrawals
      where status = 'requested' and ($1::bigint[] is null or merchant_id = any($1::bigint[]))`,
    [scope],
  );
}

/**
 * Deposit orders waiting longer than their brand's waiting time (merchants.payment_wait_alert_minutes):
 * the same queue as countDepositsWaiting, only the ones past the brand's own limit.
 */
export function countDepositsOverdue(db: Queryable, scope: Scope, now: Date): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(coalesce(o.submitted_at, o.created_at)) as "oldestAt" from deposit_orders o
       join merchants m on m.id = o.merchant_id
      where o.status = 'submitted' and coalesce(o.submitted_at, o.created_at) < $2::timestamptz - m.payment_wait_alert_minutes * interval '1 minute'
        and ($1::bigint[] is null or o.merchant_id = any($1::bigint[]))`,
    [scope, now.toISOString()],
  );
}

/** Withdrawals requested longer ago than their brand's waiting time. */
export function countWithdrawalsOverdue(db: Queryable, scope: Scope, now: Date): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(w.requested_at) as "oldestAt" from withdrawals w
       join merchants m on m.id = w.merchant_id
      where w.status = 'requested' and w.requested_at < $2::timestamptz - m.payment_wait_alert_minutes * interval '1 minute'
        and ($1::bigint[] is null or w.merchant_id = any($1::bigint[]))`,
    [scope, now.toISOString()],
  );
}

/** Paid withdrawals the player says did not arrive (whole or in part), waiting for staff to resolve. */
export function countWithdrawalDisputes(db: Queryable, scope: Scope): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(coalesce(answered_at, decided_at)) as "oldestAt" from withdrawals
      where dispute = 'open' and ($1::bigint[] is null or merchant_id = any($1::bigint[]))`,
    [scope],
  );
}

/** Official-result draws (the Vietnamese ones) whose time passed without a result: the lottery desk's `awaiting` filter. */
export function countDrawsWithoutResult(db: Queryable, scope: Scope, now: Date): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(d.draw_at) as "oldestAt" from lottery_draws d
       join lottery_games l on l.merchant_id = d.merchant_id and l.game_code = d.game_code
      where l.result_source = 'official' and d.status in ('scheduled', 'open', 'closed') and d.draw_at <= $2
        and ($1::bigint[] is null or d.merchant_id = any($1::bigint[]))`,
    [scope, now.toISOString()],
  );
}

/** Agent settlements held by staff: nothing is paid until someone releases or re-runs them. */
export function countSettlementsHeld(db: Queryable, scope: Scope): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(created_at) as "oldestAt" from agent_settlements
      where status = 'held' and ($1::bigint[] is null or merchant_id = any($1::bigint[]))`,
    [scope],
  );
}

/** Background jobs that used up their attempts (settlements, payouts, feeds ...); they belong to no one brand. */
export function countJobsFailed(db: Queryable): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, min(coalesce(started_at, due_at)) as "oldestAt" from jobs where status = 'failed'`,
    [],
  );
}

/** Switched-on vendors in maintenance: their games cannot be played until the catalogue says otherwise. */
export function countVendorsInMaintenance(db: Queryable, scope: Scope): Promise<WaitingCount> {
  return countOf(
    db,
    `select count(*)::int as count, null::timestamptz as "oldestAt" from game_vendors
      where maintenance and enabled and ($1::bigint[] is null or merchant_id = any($1::bigint[]))`,
    [scope],
  );
}
