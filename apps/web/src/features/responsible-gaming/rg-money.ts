import { formatMoney, parseMajorInput, type Currency } from '@pkg/money/money';
import { RG_MAX_LIMIT_MINOR } from '@pkg/contracts/responsible-gaming';

/** How the brand writes money: its symbol and digits (from the whitelabel answer). */
export type BrandMoney = Pick<Currency, 'symbol' | 'minorDigits'>;

/** A wire amount with the brand's symbol, e.g. "TLB 100.00". */
export function showMinor(amountMinor: string, code: string, brand: BrandMoney): string {
  return formatMoney(BigInt(amountMinor), { code, ...brand });
}

/**
 * A typed limit in minor units, or null when it is not a positive amount the server takes (the
 * same rule as the contract: whole minor units, 1 to 10^15).
 */
export function limitMinorOf(input: string, code: string, brand: BrandMoney): bigint | null {
  const minor = parseMajorInput(input.trim(), { code, ...brand });
  if (minor === null || minor <= 0n || minor > RG_MAX_LIMIT_MINOR) return null;
  return minor;
}
