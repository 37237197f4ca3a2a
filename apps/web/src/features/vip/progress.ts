/**
 * How full a progress bar is, in whole percent from 0 to 100, computed on minor units as bigint
 * (never floats): a target of 0 (not asked) counts as full.
 */
export function percentOf(currentMinor: string, targetMinor: string): number {
  const target = BigInt(targetMinor);
  if (target <= 0n) return 100;
  const current = BigInt(currentMinor);
  if (current >= target) return 100;
  return Number((current * 100n) / target);
}

/** A turnover requirement in basis points of the bonus as a multiple, on the digits (15000 -> "1.5"). */
export function multipleOf(bp: number): string {
  const whole = Math.trunc(bp / 10_000);
  const rest = bp % 10_000;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(4, '0').replace(/0+$/, '')}`;
}
