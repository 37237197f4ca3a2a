import type { SlotTitle } from '@pkg/games/slots/slot-types';

/** The stake multipliers every title offers, lowest first (decision 024). */
export const STAKE_MULTIPLIERS = [1n, 2n, 5n, 10n, 20n, 50n, 100n] as const;

/**
 * Minor units one credit is worth in a currency. A credit is one cent of a currency with two or
 * more minor digits (PHP, THB, CNY, USD and the demo XTS shown with the brand's digits), and 100
 * units of a currency with fewer (VND, IDR, KRW keep no cents worth betting), so the lowest stake
 * of a 20-credit title is 0.20 PHP or 2,000 VND.
 */
export function creditValueMinor(minorDigits: number): bigint {
  if (minorDigits >= 2) return 10n ** BigInt(minorDigits - 2);
  return 100n;
}

/**
 * The stakes a title offers in a currency: betCredits × [1, 2, 5, 10, 20, 50, 100] × the
 * credit's value. Every stake is a whole multiple of betCredits credits, so each win (a whole
 * number of credits per betCredits) is a whole number of minor units.
 */
export function stakeLevelsMinor(title: Pick<SlotTitle, 'betCredits'>, minorDigits: number): bigint[] {
  const base = BigInt(title.betCredits) * creditValueMinor(minorDigits);
  return STAKE_MULTIPLIERS.map((multiplier) => base * multiplier);
}

/** The stake as minor units when it is one of the title's levels; null otherwise (bet_invalid). */
export function parseStake(wire: string, levels: readonly bigint[]): bigint | null {
  if (!/^[1-9][0-9]{0,17}$/.test(wire)) return null;
  const stake = BigInt(wire);
  return levels.includes(stake) ? stake : null;
}
