import { useCallback } from 'react';
import { formatMoney, type Currency } from '@pkg/money/money';
import { useWhitelabel } from '../../lib/brand';

/**
 * How the agent centre writes amounts: the agent answers name only a currency code, so the symbol
 * and digits come from the brand's configuration when it is the brand's currency; any other code
 * is written with the code as its symbol and two decimals.
 */
export function useAgentMoney() {
  const { data: brand } = useWhitelabel();
  const brandCurrency = brand?.currency;
  const currencyOf = useCallback(
    (code?: string): Currency => {
      if (brandCurrency && (code === undefined || code === brandCurrency.code)) return brandCurrency;
      return { code: code ?? '', symbol: code ?? '', minorDigits: 2 };
    },
    [brandCurrency],
  );
  const money = useCallback((amountMinor: string, code?: string) => formatMoney(BigInt(amountMinor), currencyOf(code)), [currencyOf]);
  return { money, currencyOf };
}

/** Gains green, losses red, zero plain (the class of an amount cell). */
export function toneOf(amountMinor: string): string {
  const value = BigInt(amountMinor);
  return value > 0n ? 'amount amount--in' : value < 0n ? 'amount amount--out' : 'amount';
}
