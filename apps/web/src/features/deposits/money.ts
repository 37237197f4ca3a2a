import type { Currency } from '@pkg/money/money';
import { formatMinor, formatMoney } from '@pkg/money/money';

/** How the brand writes an amount of a currency: its symbol and digits (from the whitelabel answer). */
export type BrandMoney = Pick<Currency, 'symbol' | 'minorDigits'>;

/** The packages/money currency of a deposit amount. */
export function currencyOf(code: string, brand: BrandMoney): Currency {
  return { code, symbol: brand.symbol, minorDigits: brand.minorDigits };
}

/** A wire amount (minor units as a decimal string) with the brand's symbol, e.g. "TLB 500.00". */
export function showMoney(amountMinor: string, code: string, brand: BrandMoney): string {
  return formatMoney(BigInt(amountMinor), currencyOf(code, brand));
}

/** The amount as a payer types it into a bank or e-wallet app: major units, no grouping ("1234.50"). */
export function plainAmount(amountMinor: string, code: string, brand: BrandMoney): string {
  return formatMinor(BigInt(amountMinor), currencyOf(code, brand)).replaceAll(',', '');
}
