import type { BalanceValue } from '@pkg/contracts/wallet';
import type { Currency } from '@pkg/money/money';

/** The currency of a wallet answer, as packages/money formats it (the brand's symbol and digits). */
export function currencyOf(answer: Pick<BalanceValue, 'currency' | 'currencySymbol' | 'minorDigits'>): Currency {
  return { code: answer.currency, symbol: answer.currencySymbol, minorDigits: answer.minorDigits };
}
