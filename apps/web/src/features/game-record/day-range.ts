/** GMT+8 calendar days for the betting record's range (SPEC.md: every time in GMT+8). */
import { gmt8Day } from '@pkg/web-kit/time';

/** A GMT+8 day range, inclusive, as yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

/** The last seven GMT+8 days, today included, as the record opens. */
export function lastWeek(now: Date): DayRange {
  return { from: gmt8Day(now, -6), to: gmt8Day(now) };
}
