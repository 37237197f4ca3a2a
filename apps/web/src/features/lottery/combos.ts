import { findBetType } from '@pkg/games/lottery/bet-catalogue';
import { LotteryPickError, type LotteryFormat } from '@pkg/games/lottery/lottery-types';

/** Why a bet's picks are not a ticket yet (the bet type's own check, lottery-types.ts). */
export type PickProblem = LotteryPickError['reason'] | 'unknown_type';

/**
 * The combinations a bet's picks hold, computed in the browser with the same bet catalogue the
 * server prices with, so the stake shown before confirming is the stake taken. Picks that are not
 * a valid ticket yet (too few numbers, say) hold 0 combinations and say why; too many
 * combinations are counted anyway, so the player sees how far over the limit they are.
 */
export function comboCount(
  format: LotteryFormat,
  betType: string,
  picks: readonly (readonly string[])[],
): { combos: number; problem: PickProblem | null } {
  const type = findBetType(format, betType);
  if (!type) return { combos: 0, problem: 'unknown_type' };
  try {
    type.normalise(picks);
    return { combos: type.combos(picks), problem: null };
  } catch (error) {
    if (!(error instanceof LotteryPickError)) throw error;
    if (error.reason === 'too_many_combos') return { combos: type.combos(picks), problem: error.reason };
    return { combos: 0, problem: error.reason };
  }
}
