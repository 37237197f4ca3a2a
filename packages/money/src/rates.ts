/**
 * Contract rates travel as basis points (1% = 100, decision 029) and are shown and typed as
 * percents with at most two decimals. The conversion works on the digits, never through floating
 * point, so "0.29" is 29 and not 28.999....
 */

const PERCENT = /^([0-9]{0,3})(?:\.([0-9]{1,2}))?$/;

/** Basis points of a typed percent ("1.25" or "1.25%" -> 125); null when not a number from 0 to 100 with at most 2 decimals. */
export function percentToBp(input: string): number | null {
  const cleaned = input.trim().replace(/\s*%$/, '');
  const match = PERCENT.exec(cleaned);
  if (!match || cleaned === '' || cleaned === '.') return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const bp = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** The percent of basis points as typed in a form, e.g. 125 -> "1.25", 50 -> "0.50". */
export function bpToPercentInput(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const size = Math.abs(Math.trunc(bp));
  return `${sign}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** Basis points shown as a percent with two decimals, e.g. 125 -> "1.25%". */
export function formatBp(bp: number): string {
  return `${bpToPercentInput(bp)}%`;
}
