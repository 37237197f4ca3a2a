import { useCallback } from 'react';
import { formatAmountTokens } from '@pkg/money/amount-tokens';
import { DEFAULT_CURRENCY, type Currency } from '@pkg/money/money';
import { useWhitelabel } from './brand';

/** The brand's currency (symbol and digits), or the platform's default until the brand has answered. */
export function useBrandCurrency(): Currency {
  return useWhitelabel().data?.currency ?? DEFAULT_CURRENCY;
}

/**
 * Plain texts an operator wrote (promotion titles and summaries, notice, message and mission titles,
 * goods): amount tokens (`{{amount:1000}}`) shown through the one formatter with the brand's symbol
 * (decision 067). React escapes the result as any text; operator HTML goes through SafeHtml.
 */
export function useOperatorText(): (text: string) => string {
  const currency = useBrandCurrency();
  return useCallback((text: string) => formatAmountTokens(text, currency), [currency]);
}
