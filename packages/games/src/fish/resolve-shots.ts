/**
 * The server's decision for a batch of shots (e.g. one player's shots of the last second). For
 * each shot, in order, these random draws are made (so a batch is a deterministic function of the
 * random source: pass fairRandom(seed, context) to make it provable):
 *   1. catch: u = uniformBelow(den) for the target's catch chance num/den (reduced); caught when u < num;
 *   2. if caught and the target's award table has several entries: random.int(total weight), and
 *      the award is the first entry whose cumulative weight exceeds it;
 *   3. for each feature in table order: the same two steps with the feature's chance and table.
 * A shot returns stake × (catch multiplier + the features' multipliers), integers, so exact.
 */
import type { Rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import type { PreparedAwards, PreparedChance } from './fish-odds.ts';
import { prepareFishTable } from './fish-odds.ts';
import type { FishTable } from './fish-table.ts';

const TWO_POW_32 = 2n ** 32n;

/**
 * A uniform integer in [0, den) for any positive bigint den: random.int(den) when den ≤ 2^32;
 * otherwise k = ceil(bits / 32) words w_1..w_k = random.int(2^32) each form v = Σ w_i 2^(32(k−i)),
 * rejected and redrawn when v ≥ 2^(32k) − (2^(32k) mod den), else v mod den (no modulo bias).
 */
export function uniformBelow(random: RandomSource, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('den must be positive');
  if (den <= TWO_POW_32) return BigInt(random.int(Number(den)));
  let words = 0;
  for (let span = 1n; span < den; span *= TWO_POW_32) words++;
  const range = TWO_POW_32 ** BigInt(words);
  const limit = range - (range % den);
  for (;;) {
    let v = 0n;
    for (let i = 0; i < words; i++) v = v * TWO_POW_32 + BigInt(random.int(2 ** 32));
    if (v < limit) return v % den;
  }
}

/** Whether an event of probability `chance` happens (one uniformBelow(den) draw). */
export function happens(random: RandomSource, chance: Rational): boolean {
  if (chance.den <= TWO_POW_32) return random.int(Number(chance.den)) < Number(chance.num);
  return uniformBelow(random, chance.den) < chance.num;
}

/** Draws an award entry index by weight (no draw when there is one entry). */
function drawAward(random: RandomSource, awards: PreparedAwards): number {
  if (awards.entries.length === 1) return 0;
  const u = random.int(awards.totalWeight);
  let i = 0;
  while (u >= awards.cumulative[i]!) i++;
  return i;
}

/** Steps 1–2 for one chance: the entry index won, or −1. */
export function rollChance(random: RandomSource, c: PreparedChance): number {
  return happens(random, c.chance) ? drawAward(random, c.awards) : -1;
}

/** A shot as the client sent it: the species aimed at and the cannon's stake. */
export interface Shot {
  readonly target: string;
  readonly stakeMinor: bigint;
}

/** A feature a shot set off. */
export interface FeatureHit {
  readonly code: string;
  readonly multiplier: number;
  readonly fishKilled: number;
}

/** The server's decision for one shot. */
export interface ShotOutcome {
  readonly target: string;
  readonly stakeMinor: bigint;
  readonly caught: boolean;
  /** The target's multiplier when caught (a boss's drawn one), else 0. */
  readonly catchMultiplier: number;
  readonly features: readonly FeatureHit[];
  /** stake × (catchMultiplier + Σ feature multipliers). */
  readonly returnMinor: bigint;
}

/** A settled batch. */
export interface ShotBatch {
  readonly outcomes: readonly ShotOutcome[];
  readonly stakeMinor: bigint;
  readonly returnMinor: bigint;
}

/** Decides a batch of shots (see the module comment for the draws); throws on an unknown target or a stake ≤ 0. */
export function resolveShots(table: FishTable, shots: readonly Shot[], random: RandomSource): ShotBatch {
  const prepared = prepareFishTable(table);
  let stakeMinor = 0n;
  let returnMinor = 0n;
  const outcomes = shots.map((shot): ShotOutcome => {
    const index = prepared.targetIndex.get(shot.target);
    if (index === undefined) throw new RangeError(`unknown target: ${shot.target}`);
    if (shot.stakeMinor <= 0n) throw new RangeError('a shot needs a positive stake');
    const target = prepared.targets[index]!;
    const won = rollChance(random, target);
    const catchMultiplier = won < 0 ? 0 : target.awards.entries[won]!.multiplier;
    const features: FeatureHit[] = [];
    for (const feature of prepared.features) {
      const hit = rollChance(random, feature);
      if (hit >= 0) {
        const entry = feature.awards.entries[hit]!;
        features.push({ code: feature.code, multiplier: entry.multiplier, fishKilled: entry.fishKilled ?? 1 });
      }
    }
    const multiplier = catchMultiplier + features.reduce((s, f) => s + f.multiplier, 0);
    const shotReturn = shot.stakeMinor * BigInt(multiplier);
    stakeMinor += shot.stakeMinor;
    returnMinor += shotReturn;
    return { target: shot.target, stakeMinor: shot.stakeMinor, caught: won >= 0, catchMultiplier, features, returnMinor: shotReturn };
  });
  return { outcomes, stakeMinor, returnMinor };
}
