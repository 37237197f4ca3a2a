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
