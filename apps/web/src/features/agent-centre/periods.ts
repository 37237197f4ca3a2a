import type { ReportPeriod } from '@pkg/contracts/agents';
import { gmt8Day } from '@pkg/web-kit/time';

/**
 * The report periods of the agent centre in GMT+8 days, the same as the server's (decision 029):
 * D a day, W a week from Monday, H a half month (1st-15th, 16th-end), M a month. The page shows
 * the range a period covers before the server answers, and steps to the previous or next one.
 */

/** A GMT+8 day range, inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function write(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day n days after (or before) a day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return write(new Date(Date.UTC(year, month - 1, date + days)));
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The days a period of a kind covers, given any day inside it. */
export function periodRange(kind: ReportPeriod, day: string): DayRange {
  const [year, month, date] = parts(day);
  const monthStart = `${day.slice(0, 8)}01`;
  const monthEnd = `${day.slice(0, 8)}${String(lastDayOfMonth(year, month)).padStart(2, '0')}`;
  switch (kind) {
    case 'D':
      return { from: day, to: day };
    case 'W': {
      const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7; // Monday 0
      const monday = addDays(day, -weekday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'H':
      return date <= 15 ? { from: monthStart, to: `${day.slice(0, 8)}15` } : { from: `${day.slice(0, 8)}16`, to: monthEnd };
    case 'M':
      return { from: monthStart, to: monthEnd };
  }
}

/** A day in the period before (-1) or after (+1) the one holding `day`: its first day. */
export function shiftPeriod(kind: ReportPeriod, day: string, step: -1 | 1): string {
  const range = periodRange(kind, day);
  return periodRange(kind, step < 0 ? addDays(range.from, -1) : addDays(range.to, 1)).from;
}

/** A range as the pages write it: one day alone, or "from – to". */
export function rangeLabel(range: DayRange): string {
  return range.from === range.to ? range.from : `${range.from} – ${range.to}`;
}

/** The last seven GMT+8 days, today included, as the day-range reports (team betting, transactions) open. */
export function lastSevenDays(now: Date = new Date()): DayRange {
  return { from: gmt8Day(now, -6), to: gmt8Day(now) };
}
