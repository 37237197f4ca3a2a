import type { MissionGoal } from '@pkg/contracts/missions';
import { formatMinor, formatMoney, type Currency } from '@pkg/money/money';

/** A goal's figure as the player reads it: money for valid bets and deposits, a plain count of bets. */
export function goalFigure(goal: MissionGoal, wire: string, currency: Currency): string {
  return goal === 'settled_bets' ? formatMinor(BigInt(wire), { ...currency, minorDigits: 0 }) : formatMoney(BigInt(wire), currency);
}

/** "progress / target" in the goal's unit, exact: the progress is never rounded up to the target. */
export function progressFigures(goal: MissionGoal, progress: string, target: string, currency: Currency): string {
  const amount = (wire: string) =>
    goal === 'settled_bets' ? formatMinor(BigInt(wire), { ...currency, minorDigits: 0 }) : formatMinor(BigInt(wire), currency);
  return `${amount(progress)} / ${amount(target)}`;
}

/**
 * How full the bar is, in tenths of a percent (0-1000), by integer division so it reaches 1000 only
 * when the goal is reached (99.99% shows as 999, never as full).
 */
export function progressPermille(progress: string, target: string): number {
  const reached = BigInt(progress);
  const goal = BigInt(target);
  if (goal <= 0n || reached >= goal) return 1000;
  return Number((reached * 1000n) / goal);
}
