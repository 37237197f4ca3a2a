import type { BalanceValue } from '@pkg/contracts/wallet';
import type { Currency } from '@pkg/money/money';

/** The currency of a wallet answer, as packages/money formats it (the brand's symbol and digits). */
export function currencyOf(answer: Pick<BalanceValue, 'currency' | 'currencySymbol' | 'minorDigits'>): Currency {
  return { code: answer.currency, symbol: answer.currencySymbol, minorDigits: answer.minorDigits };
}

const GMT8_OFFSET_MS = 8 * 3_600_000;

/** The GMT+8 calendar day (yyyy-MM-dd) an instant falls on, n days later when asked. */
export function gmt8Day(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + GMT8_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}
