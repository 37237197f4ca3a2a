/**
 * The exact odds of a fish table (Rational, never floats):
 *
 *   base        = (rtpX10k − Σ shareX10k) / 10_000
 *   E[award]    = Σ weight × multiplier / Σ weight             (per target or feature)
 *   p(catch t)  = base / E[award of t]
 *   q(feature)  = share / E[award of feature]
 *   RTP(t)      = p(t) × E[t] + Σ q(f) × E[f] = base + Σ shares = rtpX10k / 10_000, for every target
 *   Var(t)      = p E[A²] − (p E[A])² + Σ_f (q E[F²] − (q E[F])²)   (catch and features independent)
 *
 * rtpOf computes each target's RTP from its probabilities (it does not assume the identity), so a
 * table whose odds were wrong would show it.
 */
import type { Rational } from '../exact/rational.ts';
import { add, div, mul, rational, sub, sum, ZERO } from '../exact/rational.ts';
import type { AwardEntry, FishTable } from './fish-table.ts';
import { speciesAwards, validateFishTable } from './fish-table.ts';

/** An award table ready for drawing: cumulative weights and its exact first two moments. */
export interface PreparedAwards {
  readonly entries: readonly AwardEntry[];
  /** cumulative[i] = weights of entries 0..i. */
  readonly cumulative: readonly number[];
  readonly totalWeight: number;
  readonly mean: Rational;
  readonly meanSquare: Rational;
}

/** A target or feature with its exact chance per shot. */
export interface PreparedChance {
  readonly code: string;
  readonly chance: Rational;
  readonly awards: PreparedAwards;
}

/** A validated table with every probability computed once. */
export interface PreparedFishTable {
  readonly table: FishTable;
  readonly base: Rational;
  readonly targets: readonly PreparedChance[];
  readonly targetIndex: ReadonlyMap<string, number>;
  readonly features: readonly PreparedChance[];
}

function prepareAwards(entries: readonly AwardEntry[]): PreparedAwards {
  let running = 0;
  const cumulative = entries.map((e) => (running += e.weight));
  const w = BigInt(running);
  return {
    entries,
    cumulative,
    totalWeight: running,
    mean: rational(
      entries.reduce((s, e) => s + BigInt(e.weight) * BigInt(e.multiplier), 0n),
      w,
    ),
    meanSquare: rational(
      entries.reduce((s, e) => s + BigInt(e.weight) * BigInt(e.multiplier) ** 2n, 0n),
      w,
    ),
  };
}

const cache = new WeakMap<FishTable, PreparedFishTable>();

/** Validates a table and computes its probabilities (cached per table object); throws on an invalid table. */
export function prepareFishTable(table: FishTable): PreparedFishTable {
  const cached = cache.get(table);
  if (cached) return cached;
  const problems = validateFishTable(table);
  if (problems.length > 0) throw new Error(`invalid fish table ${table.code}: ${problems.join('; ')}`);
  const shares = table.features.reduce((s, f) => s + f.shareX10k, 0);
  const base = rational(table.rtpX10k - shares, 10_000);
  const targets = table.species.map((species): PreparedChance => {
    const awards = prepareAwards(speciesAwards(species));
    return { code: species.code, chance: div(base, awards.mean), awards };
  });
  const features = table.features.map((f): PreparedChance => {
    const awards = prepareAwards(f.awards);
    return { code: f.code, chance: div(rational(f.shareX10k, 10_000), awards.mean), awards };
  });
  const prepared = { table, base, targets, targetIndex: new Map(targets.map((t, i) => [t.code, i])), features };
  cache.set(table, prepared);
  return prepared;
}

/** Expected return and variance contributed by one chance (caught/set off with its probability, then an award). */
function moments(c: PreparedChance): { mean: Rational; variance: Rational } {
  const mean = mul(c.chance, c.awards.mean);
  return { mean, variance: sub(mul(c.chance, c.awards.meanSquare), mul(mean, mean)) };
}

/** One target's exact figures, per unit staked. */
export interface TargetRtp {
  readonly code: string;
  readonly catchChance: Rational;
  readonly expectedMultiplier: Rational;
  /** p × E[award]: the base. */
  readonly fromCatch: Rational;
  /** Σ q × E[feature award]: the feature shares. */
  readonly fromFeatures: Rational;
  readonly rtp: Rational;
  /** Variance of one shot's return at this target. */
  readonly variance: Rational;
}

/** The exact figures of a table. */
export interface FishRtp {
  /** rtpX10k / 10_000 */
  readonly target: Rational;
  readonly base: Rational;
  readonly features: readonly { code: string; chance: Rational; expectedMultiplier: Rational; share: Rational }[];
  readonly perTarget: readonly TargetRtp[];
  /** RTP averaged over targets weighted by spawn weight (equal to every target's when the table is right). */
  readonly overall: Rational;
}

/** The exact RTP of every target and of the table. */
export function rtpOf(table: FishTable): FishRtp {
  const prepared = prepareFishTable(table);
  const featureMoments = prepared.features.map(moments);
  const fromFeatures = sum(featureMoments.map((m) => m.mean));
  const featureVariance = sum(featureMoments.map((m) => m.variance));
  const perTarget = prepared.targets.map((t): TargetRtp => {
    const own = moments(t);
    return {
      code: t.code,
      catchChance: t.chance,
      expectedMultiplier: t.awards.mean,
      fromCatch: own.mean,
      fromFeatures,
      rtp: add(own.mean, fromFeatures),
      variance: add(own.variance, featureVariance),
    };
  });
  const weights = table.species.map((s) => BigInt(Math.round(s.spawn.weight * 1_000)));
  const totalWeight = weights.reduce((a, b) => a + b, 0n);
  const overall = totalWeight === 0n ? ZERO : div(sum(perTarget.map((t, i) => mul(t.rtp, rational(weights[i]!)))), rational(totalWeight));
  return {
    target: rational(table.rtpX10k, 10_000),
    base: prepared.base,
    features: prepared.features.map((f, i) => ({
      code: f.code,
      chance: f.chance,
      expectedMultiplier: f.awards.mean,
      share: featureMoments[i]!.mean,
    })),
    perTarget,
    overall,
  };
}
