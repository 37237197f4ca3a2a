import { parseMajorInput, type Currency } from '@pkg/money/money';

/**
 * Reading an amount of money a person typed in major units ("1,234.50") with the currency's
 * decimals, the same in every form of both apps: exact minor units through packages/money, never
 * a float. The server checks again; this spares a round trip and says which problem to show.
 */

/** Why a typed amount is refused: not an amount above zero (or too many decimals), below the least, above the most. */
export type AmountProblem = 'invalid' | 'belowMin' | 'aboveMax';

export type AmountRead = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

/** The inclusive bounds in minor units (as the API sends them, strings, or bigint). */
export interface AmountLimits {
  minMinor?: string | bigint;
  maxMinor?: string | bigint;
}

/** A typed amount as minor units above zero and within the limits, or the problem with it. */
export function readAmount(text: string, currency: Currency, limits: AmountLimits = {}): AmountRead {
  const minor = parseMajorInput(text, currency);
  if (minor === null || minor <= 0n) return { ok: false, problem: 'invalid' };
  if (limits.minMinor !== undefined && minor < BigInt(limits.minMinor)) return { ok: false, problem: 'belowMin' };
  if (limits.maxMinor !== undefined && minor > BigInt(limits.maxMinor)) return { ok: false, problem: 'aboveMax' };
  return { ok: true, minor };
}

/** Whether a text is on its way to an amount: empty, or one that parses with the currency's decimals (for aria-invalid while typing). */
export function amountTextValid(text: string, currency: Currency): boolean {
  return text.trim() === '' || parseMajorInput(text, currency) !== null;
}
