import { addDays, checkDay, dayOf, startOfDay } from './gmt8-days.ts';

/**
 * Report and settlement periods in GMT+8 (SPEC.md section 9): D a day, W a week from Monday, H a
 * half month (1st-15th, 16th-end), M a month; and for salary contracts an hour (`hour`) and the
 * real-time salary's 5-minute bucket (`rt`). A period is [start, end) in instants, its first and
 * last GMT+8 day for display, and a key naming it uniquely within its kind.
 */
export type PeriodKind = 'D' | 'W' | 'H' | 'M' | 'hour' | 'rt';

export interface Period {
  kind: PeriodKind;
  /** e.g. D:2026-11-25, W:2026-11-23, H:2026-11-16, M:2026-11-01, hour:2026-11-25T13, rt:2026-11-25T13:05 (GMT+8). */
  key: string;
  start: Date;
  end: Date;
  /** First and last GMT+8 day it covers (the same day for hour and rt). */
  from: string;
  to: string;
}

const OFFSET_MS = 8 * 3_600_000;
const HOUR_MS = 3_600_000;
const BUCKET_MS = 5 * 60_000;

function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayPeriod(kind: 'D' | 'W' | 'H' | 'M', first: string, last: string): Period {
  return { kind, key: `${kind}:${first}`, start: startOfDay(first), end: startOfDay(addDays(last, 1)), from: first, to: last };
}

/** The period of a kind that holds a GMT+8 day. */
export function periodOfDay(kind: 'D' | 'W' | 'H' | 'M', day: string): Period {
  checkDay(day);
  if (kind === 'D') return dayPeriod('D', day, day);
  if (kind === 'W') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const monday = addDays(day, -weekday);
    return dayPeriod('W', monday, addDays(monday, 6));
  }
  const month = day.slice(0, 8);
  const last = daysInMonth(day);
  if (kind === 'M') return dayPeriod('M', `${month}01`, `${month}${String(last).padStart(2, '0')}`);
  return Number(day.slice(8)) <= 15
    ? dayPeriod('H', `${month}01`, `${month}15`)
    : dayPeriod('H', `${month}16`, `${month}${String(last).padStart(2, '0')}`);
}

/** The period of a kind that holds an instant. */
export function periodAt(kind: PeriodKind, at: Date): Period {
  if (kind === 'hour' || kind === 'rt') {
    const size = kind === 'hour' ? HOUR_MS : BUCKET_MS;
    const startMs = Math.floor(at.getTime() / size) * size;
    const local = new Date(startMs + OFFSET_MS).toISOString();
    const name = kind === 'hour' ? local.slice(0, 13) : local.slice(0, 16);
    const day = local.slice(0, 10);
    return { kind, key: `${kind}:${name}`, start: new Date(startMs), end: new Date(startMs + size), from: day, to: day };
  }
  return periodOfDay(kind, dayOf(at));
}

/** The period right after one. */
export function nextPeriod(period: Period): Period {
  return periodAt(period.kind, period.end);
}

/** The period right before one. */
export function previousPeriod(period: Period): Period {
  return periodAt(period.kind, new Date(period.start.getTime() - 1));
}

/** Reads a key back (bad_request when it is not one). */
export function periodOfKey(key: string): Period {
  const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'D' || kind === 'W' || kind === 'H' || kind === 'M') {
    const period = periodOfDay(kind, name);
    if (period.key === key) return period;
  } else if (kind === 'hour' || kind === 'rt') {
    const iso = kind === 'hour' ? `${name}:00:00Z` : `${name}:00Z`;
    const ms = Date.parse(iso);
    if (!Number.isNaN(ms)) {
      const period = periodAt(kind, new Date(ms - OFFSET_MS));
      if (period.key === key) return period;
    }
  }
  return periodOfDay('D', 'not-a-day');
}
