/**
 * Sportsbook prices: one stored form and the five display formats players switch between.
 *
 * A price is stored as decimal odds in ten-thousandths (`priceX10k`: 1.95 -> 19_500), the scale
 * the platform already uses for odds (`oddsX10k`); the two differ only by the stake:
 * priceX10k = oddsX10k + 10_000. Ten-thousandths (not thousandths) so a price typed in Malay,
 * Indonesian or American survives the trip to storage and back to the same text over the ranges
 * traders use (see docs/games/sportsbook.md). Every conversion runs on exact rationals.
 */
import { type Rational, rational } from '../exact/rational.ts';

/** Decimal odds × 10_000, an integer above 10_000 (1.95 -> 19_500). */
export type PriceX10k = number;

/** The stored scale: decimal odds 1.00 is 10_000. */
export const PRICE_SCALE = 10_000;
/** The smallest storable price, 1.0001. */
export const MIN_PRICE_X10K = 10_001;

/** The display formats: decimal, Hong Kong, Malay, Indonesian, American. */
export type OddsFormat = 'decimal' | 'hongkong' | 'malay' | 'indonesian' | 'american';
/** Every format, in the order a settings page lists them. */
export const ODDS_FORMATS: readonly OddsFormat[] = Object.freeze(['decimal', 'hongkong', 'malay', 'indonesian', 'american']);
/** The conventional decimals shown in each format (American is a whole number). */
export const DISPLAY_DIGITS: Readonly<Record<OddsFormat, number>> = Object.freeze({
  decimal: 2,
  hongkong: 2,
  malay: 2,
  indonesian: 2,
  american: 0,
});

/** Why a typed price was refused: not a number at all, or a number the format cannot express. */
export class OddsFormatError extends Error {
  constructor(
    readonly code: 'malformed' | 'out_of_range',
    message: string,
  ) {
    super(message);
    this.name = 'OddsFormatError';
  }
}

/** Whether `price` is a storable price (a safe integer of at least MIN_PRICE_X10K). */
export function isPrice(price: number): boolean {
  return Number.isSafeInteger(price) && price >= MIN_PRICE_X10K;
}

function checkPrice(price: number): void {
  if (!isPrice(price)) throw new RangeError(`not a stored price (decimal odds × 10_000 above 10_000): ${price}`);
}

/** The decimal odds d of a stored price, exactly (19_500 -> 39/20). */
export function decimalOdds(price: PriceX10k): Rational {
  checkPrice(price);
  return rational(price, PRICE_SCALE);
}

/**
 * The exact value of a stored price in a format: decimal d; Hong Kong d − 1; Malay d − 1 when
 * d ≤ 2, else −1/(d − 1); Indonesian d − 1 when d ≥ 2, else −1/(d − 1); American +100(d − 1)
 * when d ≥ 2, else −100/(d − 1). Each is increasing in d on each of its branches.
 */
export function displayValue(price: PriceX10k, format: OddsFormat): Rational {
  checkPrice(price);
  const profit = BigInt(price - PRICE_SCALE); // (d − 1) × 10_000
  const scale = BigInt(PRICE_SCALE);
  const evenOrLonger = price >= 2 * PRICE_SCALE;
  switch (format) {
    case 'decimal':
      return rational(price, PRICE_SCALE);
    case 'hongkong':
      return rational(profit, scale);
    case 'malay':
      return price <= 2 * PRICE_SCALE ? rational(profit, scale) : rational(-scale, profit);
    case 'indonesian':
      return evenOrLonger ? rational(profit, scale) : rational(-scale, profit);
    case 'american':
      return evenOrLonger ? rational(profit * 100n, scale) : rational(-100n * scale, profit);
  }
}

/**
 * The exact decimal odds a value in `format` stands for; throws OddsFormatError('out_of_range')
 * outside the format's domain: decimal > 1, Hong Kong > 0, Malay in [−1, 0) ∪ (0, 1], Indonesian
 * ≤ −1 or ≥ 1, American ≤ −100 or ≥ +100.
 */
export function decimalFromDisplay(value: Rational, format: OddsFormat): Rational {
  const { num, den } = value;
  const refuse = (): never => {
    throw new OddsFormatError('out_of_range', `${num}/${den} is not a ${format} price`);
  };
  const plusOne = (r: Rational): Rational => rational(r.num + r.den, r.den);
  // −1/v + 1 = (v − 1)/v for a negative v.
  const fromNegative = (v: Rational): Rational => rational(v.num - v.den, v.num);
  switch (format) {
    case 'decimal':
      return num > den ? value : refuse();
    case 'hongkong':
      return num > 0n ? plusOne(value) : refuse();
    case 'malay':
      if (num > 0n && num <= den) return plusOne(value);
      return num < 0n && -num <= den ? fromNegative(value) : refuse();
    case 'indonesian':
      if (num >= den) return plusOne(value);
      return -num >= den ? fromNegative(value) : refuse();
    case 'american':
      if (num >= 100n * den) return plusOne(rational(num, den * 100n));
      return -num >= 100n * den ? fromNegative(rational(num, den * 100n)) : refuse();
  }
}

/** Floor of a rational (toward −∞), as bigint. */
function floorOf(r: Rational): bigint {
  const q = r.num / r.den;
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q;
}

/** r rounded to `digits` decimals, half up (toward +∞), as a scaled integer. */
function roundHalfUp(r: Rational, digits: number): bigint {
  const scale = 10n ** BigInt(digits);
  return floorOf(rational(r.num * scale * 2n + r.den, r.den * 2n));
}

/**
 * Exact decimal odds rounded to the stored grid, nearest with halves up (the better price for the
 * player); throws OddsFormatError('out_of_range') when that is not above 1.0000.
 */
export function priceFromDecimal(odds: Rational): PriceX10k {
  const price = Number(roundHalfUp(odds, 4));
  if (!isPrice(price)) throw new OddsFormatError('out_of_range', `decimal odds ${odds.num}/${odds.den} round to no price above 1.0000`);
  return price;
}

function scaledText(scaled: bigint, digits: number): string {
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${text.slice(text.length - digits)}` : ''}`;
}

/**
 * A stored price as the text a player sees in `format`, rounded to `digits` decimals half up
 * (ties toward the better price, as every format rises with d). American carries its sign (+150,
 * −200). Even money is written one way in every format: a Malay or Indonesian value that rounds
 * to −1.00 prints as 1.00, an American −100 prints as +100. A value that would round out of its
 * format (decimal 1.0001 to 1.00, Hong Kong 0.0001 or Malay −0.004 to 0.00) gets more decimals
 * until it shows (1.0001, 0.0001, −0.004) rather than a price nobody can pay.
 */
export function formatOdds(price: PriceX10k, format: OddsFormat, digits: number = DISPLAY_DIGITS[format]): string {
  const value = displayValue(price, format);
  const floorValue = format === 'decimal' ? 1n : 0n;
  let scaled = roundHalfUp(value, digits);
  while (scaled === floorValue * 10n ** BigInt(digits)) scaled = roundHalfUp(value, ++digits);
  const evenMoney = (format === 'american' ? 100n : 1n) * 10n ** BigInt(digits);
  if (format !== 'decimal' && format !== 'hongkong' && scaled === -evenMoney) scaled = evenMoney;
  const text = scaledText(scaled, digits);
  return format === 'american' && scaled > 0n ? `+${text}` : text;
}

const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$|^([+-]?)\.(\d+)$/;

/** The exact value of a typed decimal number ('−0.87', '+150', '1.952'); a Unicode minus is accepted. */
export function parseDecimalText(text: string): Rational {
  const match = NUMBER.exec(text.trim().replace(/\u2212/g, '-'));
  if (!match) throw new OddsFormatError('malformed', `not a number: ${JSON.stringify(text)}`);
  const sign = (match[1] ?? match[4]) === '-' ? -1n : 1n;
  const whole = match[2] ?? '0';
  const fraction = match[3] ?? match[5] ?? '';
  return rational(sign * BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/**
 * A price a trader typed in `format` ('1.95', '0.95', '-0.87', '+150'), as the nearest stored
 * price (halves up). Throws OddsFormatError: 'malformed' for text that is not a number,
 * 'out_of_range' for a number outside the format's domain.
 */
export function parseOdds(text: string, format: OddsFormat): PriceX10k {
  return priceFromDecimal(decimalFromDisplay(parseDecimalText(text), format));
}
