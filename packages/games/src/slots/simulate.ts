/** Monte Carlo play of a title, for benchmarks and the statistical tests (the exact figures are in slot-stats.ts). */
import type { RandomSource } from '../random.ts';
import type { SlotTitle } from './slot-types.ts';
import { spinSlot } from './spin.ts';

/** What a simulation measured; rtp and stdError are per unit staked. */
export interface SlotSimulation {
  spins: number;
  /** total won / total staked */
  rtp: number;
  /** standard error of rtp: sample standard deviation of one spin's return / sqrt(spins) */
  stdError: number;
  hitRate: number;
  maxWinCredits: number;
}

/** Plays `spins` spins with `random` and measures the return. */
export function simulateSlot(title: SlotTitle, random: RandomSource, spins: number): SlotSimulation {
  if (!Number.isInteger(spins) || spins < 2) throw new RangeError(`spins must be an integer >= 2: ${spins}`);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let maxWinCredits = 0;
  for (let i = 0; i < spins; i++) {
    const credits = spinSlot(title, random).winCredits;
    // Whole credits add up exactly in a double (far below 2^53); one division at the end.
    sum += credits;
    squares += credits * credits;
    if (credits > 0) hits++;
    if (credits > maxWinCredits) maxWinCredits = credits;
  }
  const bet = title.betCredits;
  const mean = sum / spins / bet;
  const sampleVariance = Math.max(0, (squares / (bet * bet) - spins * mean * mean) / (spins - 1));
  return { spins, rtp: mean, stdError: Math.sqrt(sampleVariance / spins), hitRate: hits / spins, maxWinCredits };
}
