/**
 * From fair probabilities (a model, a feed with its margin removed, or a trader's line) to the
 * prices a brand offers, with the brand's margin (overround) built in, and the overround a set of
 * prices carries. All on exact rationals; prices land on the stored grid, rounded down to a tick.
 */
import { type Rational, ONE, add, compare, div, mul, rational, sub, sum } from '../exact/rational.ts';
import { type PriceX10k, PRICE_SCALE, decimalOdds, isPrice } from './odds-formats.ts';

/**
 * How the margin is shared among a market's selections:
 * - 'proportional' (multiplicative): every implied probability is scaled by (1 + margin), so every
 *   price is its fair price ÷ (1 + margin), the same percentage cut on each selection;
 * - 'odds_weighted' (margin weights proportional to the odds): each selection's implied probability
 *   gets an equal share margin/n added, so relative to its own probability a long shot carries
 *   more of the margin than a favourite (the favourite–long-shot bias books usually price in).
 */
export type MarginMethod = 'proportional' | 'odds_weighted';

/** A brand's pricing settings (data). */
export interface MarginSettings {
  /** The overround in ten-thousandths: 500 = 5 %, so the implied probabilities sum to 1.05. */
  marginX10k: number;
  method: MarginMethod;
  /** Offered prices are rounded down to a multiple of this (100 = 0.01 in decimal odds). */
  tickX10k: number;
  /** The lowest price offered; a selection priced below it is offered at it instead. */
  minPriceX10k: PriceX10k;
}

/** The default: a 5 % proportional margin, prices in 0.01 steps, nothing below 1.01. */
export const DEFAULT_MARGIN: Readonly<MarginSettings> = Object.freeze({
  marginX10k: 500,
  method: 'proportional',
  tickX10k: 100,
  minPriceX10k: 10_100,
});

/** The problems in a brand's pricing settings, empty when sound. */
export function marginProblems(settings: MarginSettings): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(settings.marginX10k) || settings.marginX10k < 0 || settings.marginX10k >= PRICE_SCALE) {
    problems.push('marginX10k must be a whole number in [0, 10_000)');
  }
  if (settings.method !== 'proportional' && settings.method !== 'odds_weighted') problems.push(`unknown method ${String(settings.method)}`);
  if (!Number.isSafeInteger(settings.tickX10k) || settings.tickX10k < 1) problems.push('tickX10k must be a positive whole number');
  if (!isPrice(settings.minPriceX10k)) problems.push('minPriceX10k must be a stored price above 1.0000');
  return problems;
}

/** The probabilities scaled to sum to 1; throws unless every one is positive. */
export function normalise(probabilities: readonly Rational[]): Rational[] {
  if (probabilities.length === 0 || probabilities.some((p) => p.num <= 0n)) {
    throw new RangeError('a market needs at least one selection and every probability above 0');
  }
  const total = sum(probabilities);
  return probabilities.map((p) => div(p, total));
}

/**
 * The implied probabilities (1/price) of a set of offered prices, each selection's margin taken
 * off proportionally: p_i = (1/d_i) / Σ 1/d_j. How a feed's prices (or a trader's line typed as
 * prices) become fair probabilities before the brand's own margin is put on.
 */
export function fairFromPrices(prices: readonly PriceX10k[]): Rational[] {
  return normalise(prices.map((price) => div(ONE, decimalOdds(price))));
}

/** Σ 1/d over a market's prices, minus 1: 0.0526… for 1.90/1.90. The book's overround. */
export function overround(prices: readonly PriceX10k[]): Rational {
  return sub(sum(prices.map((price) => div(ONE, decimalOdds(price)))), ONE);
}

/** 1 / Σ 1/d: the share of stakes a perfectly balanced book pays back (0.95 for 1.90/1.90). */
export function payoutRate(prices: readonly PriceX10k[]): Rational {
  return div(ONE, add(overround(prices), ONE));
}

/** The implied probability each selection is priced at, before rounding: Σ = 1 + margin. */
export function impliedWithMargin(fair: readonly Rational[], marginX10k: number, method: MarginMethod): Rational[] {
  const margin = rational(marginX10k, PRICE_SCALE);
  const probabilities = normalise(fair);
  if (method === 'proportional') return probabilities.map((p) => mul(p, add(ONE, margin)));
  const share = div(margin, rational(probabilities.length));
  return probabilities.map((p) => add(p, share));
}

/**
 * The prices to offer for a market's selections given their fair probabilities (normalised to sum
 * 1 first) and the brand's settings: d_i = 1 / implied_i, rounded DOWN to the tick, so the
 * offered overround is never below the brand's margin; a price under minPriceX10k is raised to it
 * (that selection then carries less margin; `overround` of the result shows the true figure).
 */
export function priceMarket(fair: readonly Rational[], settings: MarginSettings = DEFAULT_MARGIN): PriceX10k[] {
  const problems = marginProblems(settings);
  if (problems.length > 0) throw new RangeError(problems.join('; '));
  const tick = BigInt(settings.tickX10k);
  return impliedWithMargin(fair, settings.marginX10k, settings.method).map((implied) => {
    if (compare(implied, ONE) >= 0) return settings.minPriceX10k;
    const exact = div(rational(PRICE_SCALE), implied); // the price × 10_000, exactly
    const rounded = Number((exact.num / exact.den / tick) * tick);
    return Math.max(rounded, settings.minPriceX10k);
  });
}
