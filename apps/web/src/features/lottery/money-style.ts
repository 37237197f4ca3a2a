import type { Currency } from '@pkg/money/money';

/**
 * How amounts of a lottery answer's currency are written. The lottery answers name only the
 * currency code; the wallet's balance answer (the player's own currency, the demo XTS for a trial
 * account) and the brand's configuration carry its symbol and digits. A code neither knows is
 * written with the code as its symbol and two decimals.
 */
export function moneyStyle(code: string, ...known: ReadonlyArray<Currency | null | undefined>): Currency {
  return known.find((currency) => currency?.code === code) ?? { code, symbol: code, minorDigits: 2 };
}
