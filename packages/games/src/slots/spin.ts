/**
 * One spin: random stops, the visible grid, its wins and what a stake wins in minor units. The
 * outcome depends on the stops alone, so `evaluateStops` replays or verifies a stored round.
 */
import type { RandomSource } from '../random.ts';
import { evaluateLines, evaluateScatters } from './line-evaluator.ts';
import type { SlotOutcome, SlotTitle } from './slot-types.ts';
import { evaluateWays } from './ways-evaluator.ts';

/** The visible grid (grid[reel][row]) for the given stops: row k of reel r shows strip index (stop + k) mod length. */
export function gridAt(title: SlotTitle, stops: readonly number[]): string[][] {
  if (stops.length !== title.reelCount) throw new RangeError(`expected ${title.reelCount} stops, got ${stops.length}`);
  const grid: string[][] = [];
  for (let reel = 0; reel < title.reelCount; reel++) {
    const strip = title.reels[reel] as string[];
    const stop = stops[reel] as number;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) throw new RangeError(`stop ${stop} is off reel ${reel}`);
    const column: string[] = [];
    for (let row = 0; row < title.rows; row++) column.push(strip[(stop + row) % strip.length] as string);
    grid.push(column);
  }
  return grid;
}

/** Evaluates the outcome of the given stops (deterministic; throws RangeError on stops off the strips). */
export function evaluateStops(title: SlotTitle, stops: readonly number[]): SlotOutcome {
  const grid = gridAt(title, stops);
  const wins = [...(title.kind === 'ways' ? evaluateWays(title, grid) : evaluateLines(title, grid)), ...evaluateScatters(title, grid)];
  const winCredits = wins.reduce((sum, win) => sum + win.credits, 0);
  return { titleCode: title.code, stops: [...stops], grid, wins, winCredits };
}

/** Spins a title: one uniform stop per reel from `random` (random.int(strip length)), then evaluates. */
export function spinSlot(title: SlotTitle, random: RandomSource): SlotOutcome {
  return evaluateStops(
    title,
    title.reels.map((strip) => random.int(strip.length)),
  );
}

/**
 * What a stake wins, exactly: stakeMinor / betCredits * winCredits. The stake must be a positive
 * multiple of title.betCredits minor units (RangeError otherwise), so no rounding ever happens.
 */
export function winMinor(stakeMinor: bigint, title: SlotTitle, outcome: SlotOutcome): bigint {
  const bet = BigInt(title.betCredits);
  if (stakeMinor <= 0n || stakeMinor % bet !== 0n) {
    throw new RangeError(`stake ${stakeMinor} is not a positive multiple of ${title.betCredits}`);
  }
  if (outcome.titleCode !== title.code) throw new RangeError(`outcome of ${outcome.titleCode} is not of ${title.code}`);
  return (stakeMinor / bet) * BigInt(outcome.winCredits);
}
