import type { MissionGoal } from '@pkg/contracts/missions';
import type { Queryable } from '../../db/client.ts';
import { validBetsInWindow } from '../games/index.ts';
import type { MissionWindow } from './mission-periods.ts';

/** What a mission counts. */
export interface MissionGoalSpec {
  goal: MissionGoal;
  gameType: string | null;
}

interface Scope {
  merchantId: string;
  currency: string;
}

/**
 * Each account's progress toward a goal in a window, exactly: valid bets (minor units) or the
 * number of settled bets from validBetsInWindow (games/valid-bets.ts, the one definition every
 * engagement rule uses), optionally of one game type; or the sum of credited deposits (orders
 * approved or paid, by the time their ledger credit was written). Only accounts with progress
 * appear. With `accountIds` only those accounts are read; without, the brand's every account (the
 * leaderboard).
 */
export async function progressInWindow(
  db: Queryable,
  scope: Scope,
  goal: MissionGoalSpec,
  window: MissionWindow,
  accountIds?: readonly string[],
): Promise<Map<string, bigint>> {
  const progress = new Map<string, bigint>();
  const add = (accountId: string, amount: bigint) => {
    if (amount > 0n) progress.set(accountId, (progress.get(accountId) ?? 0n) + amount);
  };
  if (goal.goal === 'deposit') {
    if (accountIds && accountIds.length === 0) return progress;
    const rows = await db.query<{ account_id: string; total: string }>(
      `select o.account_id::text, sum(o.amount)::text as total
         from deposit_orders o join ledger_transfers t on t.id = o.ledger_transfer_id
        where o.merchant_id = $1 and o.currency = $2 and o.status in ('approved', 'paid')
          and t.created_at >= $3 and t.created_at < $4 and ($5::bigint[] is null or o.account_id = any($5::bigint[]))
        group by o.account_id`,
      [scope.merchantId, scope.currency, window.start.toISOString(), window.end.toISOString(), accountIds ?? null],
    );
    for (const row of rows) add(row.account_id, BigInt(row.total));
    return progress;
  }
  const bets = await validBetsInWindow(db, { ...scope, start: window.start, end: window.end, ...(accountIds ? { accountIds } : {}) });
  for (const row of bets) {
    if (goal.gameType && row.gameType !== goal.gameType) continue;
    add(row.accountId, goal.goal === 'valid_bet' ? row.validBetMinor : BigInt(row.bets));
  }
  return progress;
}
