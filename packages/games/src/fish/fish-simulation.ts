/**
 * Monte Carlo play of a fish table, for the statistical test and the docs (the exact figures are in
 * fish-odds.ts). Shots cycle through the species in table order (shot i aims at species i mod n)
 * unless an aim is given; the expected RTP is the same for every aim, and the 99% band uses the
 * exact variance of the shots actually aimed.
 */
import { toNumber } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import { prepareFishTable, rtpOf } from './fish-odds.ts';
import { rollChance } from './resolve-shots.ts';
import type { FishTable } from './fish-table.ts';

/** What a simulation measured, per unit staked. */
export interface FishSimulation {
  readonly shots: number;
  /** total multipliers won / shots */
  readonly rtp: number;
  /** sample standard deviation of one shot's return / sqrt(shots) */
  readonly stdError: number;
  /** The table's exact RTP. */
  readonly exactRtp: number;
  /** 2.576 × the exact standard error: the observed RTP lies within exactRtp ± this 99% of the time. */
  readonly band99: number;
  readonly catches: number;
  readonly featureHits: Record<string, number>;
}

/** Plays `shots` shots of stake 1 (the same draws as resolveShots) and measures the return. */
export function simulateFish(table: FishTable, random: RandomSource, shots: number, aim?: (shot: number) => number): FishSimulation {
  if (!Number.isInteger(shots) || shots < 2) throw new RangeError(`shots must be an integer >= 2: ${shots}`);
  const prepared = prepareFishTable(table);
  const exact = rtpOf(table);
  const variances = exact.perTarget.map((t) => toNumber(t.variance));
  const targetCount = prepared.targets.length;
  const featureHits = Object.fromEntries(prepared.features.map((f) => [f.code, 0]));
  let total = 0;
  let squares = 0;
  let varianceSum = 0;
  let catches = 0;
  for (let i = 0; i < shots; i++) {
    const index = aim ? aim(i) : i % targetCount;
    const target = prepared.targets[index]!;
    let won = 0;
    const caught = rollChance(random, target);
    if (caught >= 0) {
      won += target.awards.entries[caught]!.multiplier;
      catches++;
    }
    for (const feature of prepared.features) {
      const hit = rollChance(random, feature);
      if (hit >= 0) {
        won += feature.awards.entries[hit]!.multiplier;
        featureHits[feature.code]! += 1;
      }
    }
    // Whole multipliers add up exactly in a double far below 2^53.
    total += won;
    squares += won * won;
    varianceSum += variances[index]!;
  }
  const mean = total / shots;
  const sampleVariance = Math.max(0, (squares - shots * mean * mean) / (shots - 1));
  return {
    shots,
    rtp: mean,
    stdError: Math.sqrt(sampleVariance / shots),
    exactRtp: toNumber(exact.target),
    band99: (2.576 * Math.sqrt(varianceSum)) / shots,
    catches,
    featureHits,
  };
}
