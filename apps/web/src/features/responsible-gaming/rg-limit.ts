import { parseMajorInput } from '@pkg/money/money';
import { RG_MAX_LIMIT_MINOR } from '@pkg/contracts/responsible-gaming';
import type { BrandMoney } from './rg-money';

/**
 * A typed limit in minor units, or null when it is not a positive amount the server takes (the
 * same rule as the contract: whole minor units, 1 to 10^15).
 */
export function limitMinorOf(input: string, code: string, brand: BrandMoney): bigint | null {
  const minor = parseMajorInput(input.trim(), { code, ...brand });
  if (minor === null || minor <= 0n || minor > RG_MAX_LIMIT_MINOR) return null;
  return minor;
}
