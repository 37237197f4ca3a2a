/**
 * Exact return-to-player, variance and hit rate of a title, by enumeration (never simulation).
 *
 * Every combination of stops is equally likely, so the statistics are sums over all
 * prod(strip lengths) combinations. Enumerating them one by one is too slow for 5-reel titles
 * (30^5 = 24 million), so we walk the reels left to right with a `ReelStepper` (the evaluators
 * restated reel by reel): each reel's identical windows are grouped with their multiplicity, and
 * partial spins whose state keys are equal (same open runs, same scatters so far) are merged,
 * carrying the number of combinations behind them and the sum and sum of squares of the credits
 * settled so far. This is the full enumeration, only grouped. All sums are whole numbers of
 * non-negative terms, so every intermediate value is at most the final totals; those are checked
 * to be below 2^53, which makes every step exact in doubles (they are around 10^11 for our
 * titles). The final divisions are done in bigint.
 */
import { titleStepper } from './reel-steppers.ts';
import type { SlotTitle } from './slot-types.ts';

/** Exact statistics of winCredits / betCredits per spin. */
export interface SlotStats {
  /** Expected return per unit staked. */
  rtp: number;
  /** Variance of the return per unit staked. */
  variance: number;
  /** Probability that a spin wins anything. */
  hitRate: number;
}

interface Bucket {
  state: unknown;
  /** stop combinations behind this state */
  n: number;
  /** of those, how many have won nothing so far */
  zero: number;
  /** sum and sum of squares of the credits settled so far */
  s1: number;
  s2: number;
}

/** Each distinct visible window of a reel with how many stops show it. */
function windows(strip: readonly string[], rows: number): Array<{ window: string[]; weight: number }> {
  const grouped = new Map<string, { window: string[]; weight: number }>();
  strip.forEach((_, stop) => {
    const window = Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as string);
    const key = window.join('\u0000');
    const entry = grouped.get(key);
    if (entry) entry.weight += 1;
    else grouped.set(key, { window, weight: 1 });
  });
  return [...grouped.values()];
}

/** A ratio of bigints as a float with full double precision. */
function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / 1e18;
}

/** The exact RTP, variance and hit rate of a title (see the module comment for the method). */
export function slotStats(title: SlotTitle): SlotStats {
  const stepper = titleStepper(title);
  const last = title.reelCount - 1;
  let level = new Map<string, Bucket>([['', { state: stepper.initial, n: 1, zero: 1, s1: 0, s2: 0 }]]);
  let totalN = 0;
  let hitsN = 0;
  let sumN = 0;
  let squaresN = 0;
  title.reels.forEach((strip, reel) => {
    const next = new Map<string, Bucket>();
    const reelWindows = windows(strip, title.rows);
    for (const bucket of level.values()) {
      for (const { window, weight } of reelWindows) {
        const stepped = stepper.step(bucket.state, reel, window);
        // On the last reel, what is still open settles at once: no state to keep or merge.
        const d = reel === last ? stepped.credits + stepper.finish(stepped.state) : stepped.credits;
        const n = bucket.n * weight;
        const zero = d > 0 ? 0 : bucket.zero * weight;
        const s1 = (bucket.s1 + bucket.n * d) * weight;
        const s2 = (bucket.s2 + 2 * d * bucket.s1 + bucket.n * d * d) * weight;
        if (reel === last) {
          totalN += n;
          hitsN += n - zero;
          sumN += s1;
          squaresN += s2;
          continue;
        }
        const key = stepper.key(stepped.state);
        const merged = next.get(key);
        if (merged) {
          merged.n += n;
          merged.zero += zero;
          merged.s1 += s1;
          merged.s2 += s2;
        } else next.set(key, { state: stepped.state, n, zero, s1, s2 });
      }
    }
    level = next;
  });
  if (![totalN, sumN, squaresN].every(Number.isSafeInteger))
    throw new RangeError(`${title.code}: sums exceed 2^53, statistics would not be exact`);
  const [total, hits, sum, squares, bet] = [totalN, hitsN, sumN, squaresN, title.betCredits].map(BigInt) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  return {
    rtp: ratio(sum, total * bet),
    // Var = (N * sum(x^2) - sum(x)^2) / N^2, in units of the bet.
    variance: ratio(total * squares - sum * sum, total * total * bet * bet),
    hitRate: ratio(hits, total),
  };
}
