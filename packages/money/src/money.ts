/**
 * Money as integer minor units (bigint), parsed from and written to decimal strings. Floats never
 * carry money; display formatting happens only here.
 */

export interface Currency {
  /** ISO-like code, e.g. PHP. */
  code: string;
  /** Symbol shown before amounts, e.g. TLB (the platform's default). */
  symbol: string;
  /** Digits after the decimal point. */
  minorDigits: number;
}

export const DEFAULT_CURRENCY: Currency = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };

const MINOR_PATTERN = /^-?(0|[1-9][0-9]*)$/;

/** Parses a wire amount (integer minor units as a decimal string); throws on anything else. */
export function parseMinor(wire: string): bigint {
  if (!MINOR_PATTERN.test(wire)) throw new RangeError(`not an integer minor amount: ${wire}`);
  return BigInt(wire);
}

/** Writes minor units as the wire's decimal string. */
export function toWire(amountMinor: bigint): string {
  return amountMinor.toString();
}

/**
 * Parses an amount a person typed in major units ("1,234.5") into minor units. Returns null when
 * it has more decimals than the currency allows or is not a number.
 */
export function parseMajorInput(input: string, currency: Currency): bigint | null {
  const cleaned = input.trim().replaceAll(',', '');
  const match = /^(-)?([0-9]+)(?:\.([0-9]*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > currency.minorDigits) return null;
  const minor = BigInt(whole + fraction.padEnd(currency.minorDigits, '0'));
  return sign ? -minor : minor;
}

/** Formats minor units as a grouped major-unit number, e.g. 123456n -> "1,234.56". */
export function formatMinor(amountMinor: bigint, currency: Currency): string {
  const negative = amountMinor < 0n;
  const digits = (negative ? -amountMinor : amountMinor).toString().padStart(currency.minorDigits + 1, '0');
  const cut = digits.length - currency.minorDigits;
  const whole = digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = currency.minorDigits > 0 ? `.${digits.slice(cut)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Formats minor units with the currency symbol, e.g. "TLB 1,234.56". */
export function formatMoney(amountMinor: bigint, currency: Currency): string {
  return `${currency.symbol} ${formatMinor(amountMinor, currency)}`;
}
