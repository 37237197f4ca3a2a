import type { MissionGoal } from '@pkg/contracts/missions';
import type { Queryable } from '../../db/client.ts';
import { validBetsInWindow } from '../games/index.ts';
import type { MissionWindow } from './mission-periods.ts';
import { selectDepositTotals } from './missions.queries.ts';

/** What a mission counts. */
export interface MissionGoalSpec {
  goal: MissionGoal;
  gameType: string | null;
}

interface Scope {
  brandId: string;
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
    for (const deposit of await selectDepositTotals(db, scope, window, accountIds)) add(deposit.accountId, deposit.totalMinor);
    return progress;
  }
  const bets = await validBetsInWindow(db, { ...scope, start: window.start, end: window.end, ...(accountIds ? { accountIds } : {}) });
  for (const bet of bets) {
    if (goal.gameType && bet.gameType !== goal.gameType) continue;
    add(bet.accountId, goal.goal === 'valid_bet' ? bet.validBetMinor : BigInt(bet.bets));
  }
  return progress;
}
