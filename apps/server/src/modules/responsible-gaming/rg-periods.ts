import type { RgCoolOffLength, RgExclusionLength, RgPeriod } from '@pkg/contracts/responsible-gaming';
import { addDays, dayOf, periodDays, startOfDay } from '../../lib/gmt8-days.ts';

const HOUR_MS = 3_600_000;

/** The instants a limit's period runs between at `now`, in GMT+8: [start, end). Weeks start on Monday. */
export function periodBounds(period: RgPeriod, now: Date): { start: Date; end: Date } {
  if (period === 'day') {
    const today = dayOf(now);
    return { start: startOfDay(today), end: startOfDay(addDays(today, 1)) };
  }
  if (period === 'week') {
    const monday = periodDays('thisWeek', now).from;
    return { start: startOfDay(monday), end: startOfDay(addDays(monday, 7)) };
  }
  const first = periodDays('thisMonth', now).from;
  // 31 days after the 1st always lands in the next month; its 1st is the end.
  const next = `${addDays(first, 31).slice(0, 8)}01`;
  return { start: startOfDay(first), end: startOfDay(next) };
}

/** When a cool-off started at `from` ends. */
export function coolOffEnd(length: RgCoolOffLength, from: Date): Date {
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '6w': 42 * 24 }[length];
  return new Date(from.getTime() + hours * HOUR_MS);
}

/** When a self-exclusion started at `from` ends; null for a permanent one. Months and years are calendar ones. */
export function exclusionEnd(length: RgExclusionLength, from: Date): Date | null {
  if (length === 'permanent') return null;
  const end = new Date(from.getTime());
  if (length === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (length === '1y' ? 1 : 5));
  return end;
}
