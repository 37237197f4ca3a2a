/**
 * Auto-spin: how many spins were asked for and when to stop early. The page asks `afterSpin` after
 * every answer (and before each next spin); the server alone decides every outcome.
 */

/** The counts the player may pick. */
export const AUTO_SPIN_COUNTS = [10, 25, 50, 100] as const;
export type AutoSpinCount = (typeof AUTO_SPIN_COUNTS)[number];

/** What the player set: the count and the optional stop amounts (minor units). */
export interface AutoSpinPlan {
  count: AutoSpinCount;
  /** Stop after a single win larger than this; null: never for a win. */
  stopOnWinAboveMinor: bigint | null;
  /** Stop once the balance is below this; null: only when a spin can no longer be paid. */
  stopBelowBalanceMinor: bigint | null;
}

/** Why auto-spin stopped. */
export type AutoSpinStop = 'done' | 'bigWin' | 'lowBalance' | 'insufficientFunds' | 'error' | 'stopped';

/** What the last spin gave: a settled spin, or a failure with its error code. */
export type AutoSpinResult = { kind: 'spin'; winMinor: bigint; balanceAfterMinor: bigint } | { kind: 'error'; code: string };

/**
 * Whether to go on after a spin: spinsDone counts the spins answered so far (this one included),
 * nextStakeMinor is what the next spin would cost. Checks run from the most to the least urgent:
 * any failure, the win limit, the balance limit, the balance not covering a spin, the count.
 */
export function afterSpin(plan: AutoSpinPlan, spinsDone: number, result: AutoSpinResult, nextStakeMinor: bigint): AutoSpinStop | null {
  if (result.kind === 'error') return result.code === 'insufficient_funds' ? 'insufficientFunds' : 'error';
  if (plan.stopOnWinAboveMinor !== null && result.winMinor > plan.stopOnWinAboveMinor) return 'bigWin';
  if (plan.stopBelowBalanceMinor !== null && result.balanceAfterMinor < plan.stopBelowBalanceMinor) return 'lowBalance';
  if (result.balanceAfterMinor < nextStakeMinor) return 'insufficientFunds';
  if (spinsDone >= plan.count) return 'done';
  return null;
}

/** Whether auto-spin may start at all: the balance covers a spin and is not already under the limit. */
export function canStartAutoSpin(plan: AutoSpinPlan, balanceMinor: bigint, stakeMinor: bigint): AutoSpinStop | null {
  if (balanceMinor < stakeMinor) return 'insufficientFunds';
  if (plan.stopBelowBalanceMinor !== null && balanceMinor < plan.stopBelowBalanceMinor) return 'lowBalance';
  return null;
}
