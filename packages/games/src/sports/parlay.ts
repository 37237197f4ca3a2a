/**
 * Parlays (accumulators) and system bets. A parlay's legs multiply: a settled leg contributes its
 * leg factor (win d, void 1, half won (1 + d)/2, half lost 1/2, dead heat d × share, lost 0) and
 * the return is floor(stake × product), capped at the bet's maximum payout. A system bet is every
 * parlay of the chosen sizes over its legs, each for the unit stake.
 */
import { type Rational, ONE, mul, rational } from '../exact/rational.ts';
import { type PriceX10k, decimalOdds } from './odds-formats.ts';
import { type Settlement, applyFactor, legFactor } from './settlement.ts';

/** A parlay leg: the price taken and, once its market is settled, its settlement. */
export interface ParlayLeg {
  readonly priceX10k: PriceX10k;
  readonly settlement?: Settlement;
}

/** A parlay's state: lost as soon as one leg loses, settled when every leg is, else pending. */
export type ParlayResult =
  | { readonly status: 'pending' }
  | { readonly status: 'settled'; readonly factor: Rational; readonly returnMinor: bigint; readonly capped: boolean };

/** The combined decimal odds of legs not yet settled: the product of their prices. */
export function parlayOdds(prices: readonly PriceX10k[]): Rational {
  return prices.reduce<Rational>((product, price) => mul(product, decimalOdds(price)), ONE);
}

/** The return if every leg wins: floor(stake × Π d), capped at `maxPayoutMinor` when given. */
export function parlayPotentialReturn(stakeMinor: bigint, prices: readonly PriceX10k[], maxPayoutMinor?: bigint): bigint {
  const full = applyFactor(stakeMinor, parlayOdds(prices));
  return maxPayoutMinor !== undefined && full > maxPayoutMinor ? maxPayoutMinor : full;
}

/**
 * Settles a parlay: 'settled' with return 0 once any leg has lost (the rest need not be settled),
 * 'pending' while a leg is unsettled, else floor(stake × Π leg factor) capped at maxPayoutMinor.
 */
export function settleParlay(stakeMinor: bigint, legs: readonly ParlayLeg[], maxPayoutMinor?: bigint): ParlayResult {
  if (legs.length === 0) throw new RangeError('a parlay needs at least one leg');
  if (legs.some((leg) => leg.settlement?.kind === 'lose')) {
    return { status: 'settled', factor: rational(0n), returnMinor: 0n, capped: false };
  }
  let factor = ONE;
  for (const leg of legs) {
    if (!leg.settlement) return { status: 'pending' };
    factor = mul(factor, legFactor(leg.settlement, leg.priceX10k));
  }
  const full = applyFactor(stakeMinor, factor);
  const capped = maxPayoutMinor !== undefined && full > maxPayoutMinor;
  return { status: 'settled', factor, returnMinor: capped ? maxPayoutMinor : full, capped };
}

/** Named system bets: how many legs and which parlay sizes they hold. */
export const SYSTEMS: Readonly<Record<string, { readonly legs: number; readonly sizes: readonly number[] }>> = Object.freeze({
  /** 3 doubles + 1 treble = 4 bets. */
  trixie: { legs: 3, sizes: [2, 3] },
  /** 3 singles + 3 doubles + 1 treble = 7 bets. */
  patent: { legs: 3, sizes: [1, 2, 3] },
  /** 6 doubles + 4 trebles + 1 fourfold = 11 bets. */
  yankee: { legs: 4, sizes: [2, 3, 4] },
  /** the Yankee plus 4 singles = 15 bets. */
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
  /** 10 doubles + 10 trebles + 5 fourfolds + 1 fivefold = 26 bets. */
  canadian: { legs: 5, sizes: [2, 3, 4, 5] },
  /** every double up to the sixfold = 57 bets. */
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
});

/**
 * The parlays a system bet expands to, as lists of leg indexes (sizes ascending, then
 * lexicographic): expandSystem(3, [2]) = [[0,1],[0,2],[1,2]] — a "2 from 3".
 */
export function expandSystem(legCount: number, sizes: readonly number[]): number[][] {
  if (!Number.isInteger(legCount) || legCount < 1) throw new RangeError('a system needs at least one leg');
  const out: number[][] = [];
  for (const size of [...new Set(sizes)].sort((a, b) => a - b)) {
    if (!Number.isInteger(size) || size < 1 || size > legCount) throw new RangeError(`no ${size}-fold from ${legCount} legs`);
    const walk = (start: number, chosen: number[]): void => {
      if (chosen.length === size) {
        out.push(chosen);
        return;
      }
      for (let i = start; i <= legCount - (size - chosen.length); i++) walk(i + 1, [...chosen, i]);
    };
    walk(0, []);
  }
  return out;
}

/** A system bet's outcome: pending until every leg it needs is known, else the summed returns. */
export type SystemResult =
  { readonly status: 'pending' } | { readonly status: 'settled'; readonly returnMinor: bigint; readonly bets: number };

/**
 * Settles a system bet of `unitStakeMinor` per parlay (total stake = unit × number of parlays):
 * the sum of every parlay's return, the total capped at maxPayoutMinor.
 */
export function settleSystem(
  unitStakeMinor: bigint,
  legs: readonly ParlayLeg[],
  sizes: readonly number[],
  maxPayoutMinor?: bigint,
): SystemResult {
  const combos = expandSystem(legs.length, sizes);
  let total = 0n;
  for (const combo of combos) {
    const result = settleParlay(
      unitStakeMinor,
      combo.map((i) => legs[i] as ParlayLeg),
    );
    if (result.status === 'pending') return result;
    total += result.returnMinor;
  }
  return {
    status: 'settled',
    returnMinor: maxPayoutMinor !== undefined && total > maxPayoutMinor ? maxPayoutMinor : total,
    bets: combos.length,
  };
}
