import { formatMoney, type Currency } from '@pkg/money/money';

// The header's session watch (in every page) shows amounts with this; the limit rule lives in
// rg-limit.ts, because its contract module brings zod, which start-up must not load (decision 046).

/** How the brand writes money: its symbol and digits (from the whitelabel answer). */
export type BrandMoney = Pick<Currency, 'symbol' | 'minorDigits'>;

/** A wire amount with the brand's symbol, e.g. "TLB 100.00". */
export function showMinor(amountMinor: string, code: string, brand: BrandMoney): string {
  return formatMoney(BigInt(amountMinor), { code, ...brand });
}
