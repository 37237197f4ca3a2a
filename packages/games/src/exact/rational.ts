/**
 * Exact rational numbers over bigint, for the house edges and RTPs that the house games compute by
 * enumeration (no float ever enters a published figure). Always kept reduced, denominator > 0.
 */

/** A reduced fraction num/den with den > 0. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fraction num/den, reduced; throws on a zero denominator. */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a rational needs a non-zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO: Rational = rational(0n);
export const ONE: Rational = rational(1n);

/** a + b */
export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a - b */
export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** a × b */
export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

/** a ÷ b; throws when b is zero. */
export function div(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

/** The sum of many rationals. */
export function sum(values: Iterable<Rational>): Rational {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The value as a decimal string rounded half away from zero to `digits` places, e.g. a house edge
 * toPercent-ready: decimal(rational(1, 3), 4) === '0.3333'.
 */
export function decimal(a: Rational, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const negative = a.num < 0n;
  const magnitude = negative ? -a.num : a.num;
  const scaled = (magnitude * scale * 2n + a.den) / (a.den * 2n);
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** The value as a percentage string with `digits` places, e.g. percent(rational(106, 10_000), 2) === '1.06'. */
export function percent(a: Rational, digits: number): string {
  return decimal(mul(a, rational(100n)), digits);
}

/** A float approximation, for statistical tests and charts only (never for money or published figures). */
export function toNumber(a: Rational): number {
  return Number(a.num) / Number(a.den);
}
