/**
 * Exact win probabilities of the bet types, for the default odds, the odds table in the docs and
 * the RTP test. E-lottery types are measured by running their own `hits` over every equally
 * likely result (ssc 10^5, k3 216, 11x5 55,440 ordered draws; pk10 over the ranks a bet reads).
 * VN types use closed forms over independent uniform numbers, in exact bigint arithmetic.
 */
import type { BetType, LotteryFormat, LotteryResult, PreparedResult } from './lottery-types.ts';
import { prepareResult } from './bet-catalogue.ts';
import type { Picks } from './bet-kit.ts';
import type { VnFormat } from './vn-tiers.ts';
import { isVnFormat, vnCountWithDigits, vnHeadIndexes } from './vn-tiers.ts';

/** What one combination of a bet does on average: expected hits, and the chance it wins at all. */
export interface ComboStats {
  expectedHits: number;
  winProbability: number;
}

/** A ratio of bigints as a float, to about 1e-15 relative. */
export function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / 1e18;
}

/** Every equally likely result of an e-lottery format; for pk10 only `ranks` vary (the others keep the left-over cars in order). */
export function* outcomes(format: LotteryFormat, ranks: readonly number[] = []): Generator<LotteryResult> {
  const two = (value: number): string => String(value).padStart(2, '0');
  if (format === 'ssc') {
    for (let n = 0; n < 100_000; n++) yield { format, numbers: String(n).padStart(5, '0').split('') };
  } else if (format === 'k3') {
    for (let n = 0; n < 216; n++) yield { format, numbers: [1 + Math.floor(n / 36), 1 + (Math.floor(n / 6) % 6), 1 + (n % 6)].map(String) };
  } else if (format === '11x5' || format === 'pk10') {
    const size = format === '11x5' ? 11 : 10;
    const positions = format === '11x5' ? [0, 1, 2, 3, 4] : ranks;
    const walk = function* (chosen: number[]): Generator<number[]> {
      if (chosen.length === positions.length) return yield chosen;
      for (let value = 1; value <= size; value++) if (!chosen.includes(value)) yield* walk([...chosen, value]);
    };
    for (const chosen of walk([])) {
      if (format === '11x5') yield { format, numbers: chosen.map(two) };
      else {
        const rest = Array.from({ length: size }, (_, i) => i + 1).filter((car) => !chosen.includes(car));
        yield {
          format,
          numbers: Array.from({ length: size }, (_, rank) =>
            two(positions.includes(rank) ? (chosen[positions.indexOf(rank)] as number) : (rest.shift() as number)),
          ),
        };
      }
    }
  } else throw new RangeError(`${format} is not enumerable; use vnComboStats`);
}

/**
 * The pk10 ranks (0-based) that the picks' outcome depends on: a position or two-sided pick on
 * row r reads rank r, a dragon–tiger pick on row r reads ranks r and 9 - r, top-2 bets ranks 0
 * and 1. Each ordered assignment of cars to these ranks has the same number of completions, so
 * enumerating only them is exact (10!/(10-m)! results for m ranks: keep probes to a row or two).
 */
export function pk10RanksOf(code: string, picks: Picks): number[] {
  if (code.startsWith('pk10.top2')) return [0, 1];
  const ranks = new Set<number>();
  picks.forEach((tokens, r) => {
    if (tokens.length === 0) return;
    ranks.add(r);
    if (code === 'pk10.dt') ranks.add(9 - r);
  });
  return [...ranks].sort((a, b) => a - b);
}

const preparedCache = new Map<string, readonly PreparedResult[]>();

/** Every outcome of outcomes(format, ranks), prepared, kept after the first call (ssc: 10^5 of them). */
function preparedOutcomes(format: LotteryFormat, ranks: readonly number[]): readonly PreparedResult[] {
  const key = `${format}:${ranks.join(',')}`;
  let prepared = preparedCache.get(key);
  if (!prepared) {
    prepared = Array.from(outcomes(format, ranks), prepareResult);
    preparedCache.set(key, prepared);
  }
  return prepared;
}

/** Exact stats of the (canonical) picks of an e-lottery bet, per combination (averaged over its combinations), by enumerating `hits`. */
export function enumeratedStats(format: LotteryFormat, betType: BetType, picks: Picks): ComboStats {
  const combos = betType.combos(picks);
  const prepared = preparedOutcomes(format, format === 'pk10' ? pk10RanksOf(betType.info.code, picks) : []);
  let hitsTotal = 0;
  for (const result of prepared) hitsTotal += betType.hits(picks, result);
  const count = prepared.length;
  // An e-lottery combination wins at most once, so its win probability is its expected hits.
  const expectedHits = hitsTotal / count / combos;
  return { expectedHits, winProbability: expectedHits };
}

/** Factorials 0..n as bigints. */
function factorials(n: number): bigint[] {
  const out = [1n];
  for (let i = 1; i <= n; i++) out.push((out[i - 1] as bigint) * BigInt(i));
  return out;
}

/**
 * P(k given different values all appear) among `draws` independent uniform values of an alphabet
 * of `size`, by inclusion–exclusion: sum over j of (-1)^j C(k, j) (size - j)^draws / size^draws.
 */
export function allAppearProbability(draws: number, k: number, size = 100): number {
  const f = factorials(k);
  let numerator = 0n;
  for (let j = 0; j <= k; j++) {
    const term = ((f[k] as bigint) / ((f[j] as bigint) * (f[k - j] as bigint))) * BigInt(size - j) ** BigInt(draws);
    numerator += j % 2 === 0 ? term : -term;
  }
  return ratio(numerator, BigInt(size) ** BigInt(draws));
}

/**
 * E[min(A, B)] for the counts A and B of two given different values among `draws` independent
 * uniform values of an alphabet of `size`: the exact joint (multinomial) distribution,
 * P(A = i, B = j) = draws! / (i! j! (draws-i-j)!) (size-2)^(draws-i-j) / size^draws.
 */
export function pairMinExpectation(draws: number, size = 100): number {
  const f = factorials(draws);
  let numerator = 0n;
  for (let i = 1; i <= draws; i++) {
    for (let j = 1; i + j <= draws; j++) {
      const ways = (f[draws] as bigint) / ((f[i] as bigint) * (f[j] as bigint) * (f[draws - i - j] as bigint));
      numerator += BigInt(Math.min(i, j)) * ways * BigInt(size - 2) ** BigInt(draws - i - j);
    }
  }
  return ratio(numerator, BigInt(size) ** BigInt(draws));
}

/** P(a given value appears at least once) among `draws` uniform values of an alphabet of `size`. */
export function appearProbability(draws: number, size: number): number {
  return ratio(BigInt(size) ** BigInt(draws) - BigInt(size - 1) ** BigInt(draws), BigInt(size) ** BigInt(draws));
}

/**
 * Exact stats of one combination of a VN bet type (the last n digits of every drawn number are
 * independent and uniform): lô-style types count appearances among their lô set, xiên needs all
 * its k numbers present, đá pays min(count a, count b).
 */
export function vnComboStats(format: VnFormat, code: string): ComboStats {
  const lo = vnCountWithDigits(format, 2);
  const heads = vnHeadIndexes(format).length;
  const among = (draws: number, size: number): ComboStats => ({
    expectedHits: draws / size,
    winProbability: appearProbability(draws, size),
  });
  switch (code) {
    case 'vn.lo2':
      return among(lo, 100);
    case 'vn.lo3':
      return among(vnCountWithDigits(format, 3), 1000);
    case 'vn.lo4':
      return among(vnCountWithDigits(format, 4), 10_000);
    case 'vn.de':
      return among(1, 100);
    case 'vn.3cang':
      return among(1, 1000);
    case 'vn.dau':
      return among(heads, 100);
    case 'vn.dauduoi':
      return among(heads + 1, 100);
    case 'vn.xien2':
    case 'vn.xien3':
    case 'vn.xien4': {
      const probability = allAppearProbability(lo, Number(code.slice(-1)));
      return { expectedHits: probability, winProbability: probability };
    }
    case 'vn.da':
      return { expectedHits: pairMinExpectation(lo), winProbability: allAppearProbability(lo, 2) };
  }
  throw new RangeError(`no VN bet type ${code}`);
}

/**
 * The fewest picks that make a combination: each row's minimum (row r starting at its token r, so
 * rows on distinct numbers do not collide), topped up from the first row to minPicks.
 */
export function probePicks(betType: BetType): string[][] {
  const picks = betType.info.rows.map((pickRow, r) => pickRow.tokens.slice(r, r + pickRow.min));
  const first = betType.info.rows[0];
  while (first && picks.flat().length < betType.info.minPicks)
    (picks[0] as string[]).push(first.tokens[(picks[0] as string[]).length] as string);
  return picks;
}

/**
 * Exact per-combination stats of a bet type's probe picks, or of `picks` (e.g. one token of a
 * per-token type). Every combination of a type is alike by symmetry, so any picks give the same.
 */
export function comboStats(format: LotteryFormat, betType: BetType, picks?: Picks): ComboStats {
  if (isVnFormat(format)) return vnComboStats(format, betType.info.code);
  return enumeratedStats(format, betType, picks ?? probePicks(betType));
}

/** The RTP of one combination at `oddsBp`: oddsBp / 10_000 × expected hits / priceUnits. */
export function rtpAt(oddsBp: number, stats: ComboStats, priceUnits: number): number {
  return ((oddsBp / 10_000) * stats.expectedHits) / priceUnits;
}
