/**
 * From a line to the prices offered (decision 058): a feed's prices or a trader's line carry their
 * own margin, which is taken off proportionally (packages/games `fairFromPrices`); the brand's
 * margin goes on instead (`priceMarket`: its method, tick and floor), so every market of the book
 * carries the brand's overround whoever priced it.
 */
import { fairFromPrices, overround, priceMarket, type MarginSettings } from '@pkg/games/sports/margin';
import { isPrice } from '@pkg/games/sports/odds-formats';
import type { BookRulesRow } from './sports-rows.ts';

/** The brand's margin settings from its book rules. */
export function marginOf(rules: BookRulesRow): MarginSettings {
  return { marginX10k: rules.marginX10k, method: rules.marginMethod, tickX10k: rules.tickX10k, minPriceX10k: rules.minPriceX10k };
}

/** The offered prices of a market's selections from their line prices (every one above 1.0000). */
export function offeredPrices(lines: readonly number[], rules: BookRulesRow): number[] {
  if (lines.length === 0 || lines.some((line) => !isPrice(line))) throw new RangeError('every line price must be above 1.0000');
  if (lines.length === 1) return [...lines];
  return priceMarket(fairFromPrices(lines), marginOf(rules));
}

/** A market's overround × 10,000, rounded down (the desk shows it beside the prices). */
export function overroundX10k(prices: readonly number[]): number {
  if (prices.length < 2) return 0;
  const value = overround(prices);
  return Number((value.num * 10_000n) / value.den);
}
