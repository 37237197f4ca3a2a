/**
 * Handicap and total lines as text: stored as whole quarters (−0.75 -> −3), shown either as a
 * quarter ('-0.75') or split into the two lines a quarter line stakes half on ('-0.5/-1').
 */
import { type Rational, mul, rational } from '../exact/rational.ts';
import { OddsFormatError, parseDecimalText } from './odds-formats.ts';

/** How a line is written: handicaps carry a sign (+0.5, −1), totals do not. */
export interface LineStyle {
  readonly signed: boolean;
  /** Write a quarter line as its two halves ('0/-0.5'), as many Asian screens do. */
  readonly split?: boolean;
}

function quartersText(quarters: number, signed: boolean): string {
  const negative = quarters < 0;
  const magnitude = Math.abs(quarters);
  const whole = Math.floor(magnitude / 4);
  const fraction = ['', '.25', '.5', '.75'][magnitude % 4];
  const sign = negative ? '-' : signed && quarters > 0 ? '+' : '';
  return `${sign}${whole}${fraction}`;
}

/** A line in quarters as text: formatLine(−3, { signed: true }) = '-0.75'; with split, '-0.5/-1'. */
export function formatLine(quarters: number, style: LineStyle): string {
  if (!Number.isSafeInteger(quarters)) throw new RangeError(`a line is a whole number of quarters: ${quarters}`);
  if (!style.split || quarters % 2 === 0) return quartersText(quarters, style.signed);
  // The half nearer zero first: −3 -> −2 and −4 (−0.5/−1); 1 -> 0 and 2 (0/+0.5).
  const [near, far] = quarters > 0 ? [quarters - 1, quarters + 1] : [quarters + 1, quarters - 1];
  return `${quartersText(near, style.signed)}/${quartersText(far, style.signed)}`;
}

function toQuarters(value: Rational, text: string): number {
  const quarters = mul(value, rational(4n));
  if (quarters.den !== 1n) throw new OddsFormatError('out_of_range', `${text} is not a quarter line`);
  return Number(quarters.num);
}

/**
 * A typed line in quarters: '-0.75', '+1', '2.25', or split '0/-0.5', '-0.5/1', '2/2.5' (an
 * unsigned second half takes the first half's sign). Throws OddsFormatError: 'malformed' for text
 * that is not a line, 'out_of_range' for a value off the quarter grid or halves not 0.5 apart.
 */
export function parseLine(text: string): number {
  const parts = text.split('/');
  if (parts.length === 1) return toQuarters(parseDecimalText(text), text);
  if (parts.length !== 2) throw new OddsFormatError('malformed', `not a line: ${JSON.stringify(text)}`);
  const [firstText, secondText] = parts as [string, string];
  const first = toQuarters(parseDecimalText(firstText), text);
  let second = toQuarters(parseDecimalText(secondText), text);
  const unsigned = !/^\s*[+\-\u2212]/.test(secondText);
  const firstNegative = first < 0 || (first === 0 && /^\s*[-\u2212]/.test(firstText));
  if (unsigned && firstNegative) second = -second;
  if (Math.abs(first - second) !== 2 || first % 2 !== 0) throw new OddsFormatError('out_of_range', `${text} is not two lines 0.5 apart`);
  return (first + second) / 2;
}
