import type { ProfitPeriod } from '@pkg/contracts/wallet-codes';
import { AppError } from '../http/errors.ts';

/**
 * Calendar days as the site shows them: in GMT+8 (SPEC.md section 9), wherever the server runs.
 * A day is its yyyy-MM-dd name; its instants are [start, start of the next day).
 */

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function nameOf(utcMidnightMs: number): string {
  return new Date(utcMidnightMs).toISOString().slice(0, 10);
}

/** The GMT+8 day an instant falls on. */
export function dayOf(at: Date): string {
  return nameOf(at.getTime() + OFFSET_MS);
}

/** Checks a yyyy-MM-dd day name (a real date); bad_request otherwise. */
export function checkDay(day: string): string {
  const match = DAY.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || nameOf(ms) !== day) throw new AppError('bad_request', `not a day: ${day}`);
  return day;
}

/** The first instant of a GMT+8 day. */
export function startOfDay(day: string): Date {
  return new Date(Date.parse(`${checkDay(day)}T00:00:00Z`) - OFFSET_MS);
}

/** The day n days after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  return nameOf(Date.parse(`${checkDay(day)}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from one day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${checkDay(to)}T00:00:00Z`) - Date.parse(`${checkDay(from)}T00:00:00Z`)) / DAY_MS);
}

/** The first and last day of a profit period at the given instant; weeks start on Monday. */
export function periodDays(period: ProfitPeriod, now: Date): { from: string; to: string } {
  const today = dayOf(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: addDays(today, -weekday), to: today };
    case 'lastWeek':
      return { from: addDays(today, -weekday - 7), to: addDays(today, -weekday - 1) };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}
