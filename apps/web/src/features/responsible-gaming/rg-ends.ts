/**
 * When a cool-off or self-exclusion started now would end, for the confirmation text; the server
 * computes the same (modules/responsible-gaming/rg-periods.ts) and its date is the one that counts.
 * null: permanent.
 */
export function endOf(length: string, from: Date): Date | null {
  const hours: Record<string, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '6w': 42 * 24 };
  const fixed = hours[length];
  if (fixed !== undefined) return new Date(from.getTime() + fixed * 3_600_000);
  if (length === 'permanent') return null;
  const end = new Date(from.getTime());
  if (length === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (length === '1y' ? 1 : 5));
  return end;
}
