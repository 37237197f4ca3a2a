/** GMT+8 calendar days for the betting record's range (SPEC.md: every time in GMT+8). */

const GMT8_OFFSET_MS = 8 * 3_600_000;

/** A GMT+8 day range, inclusive, as yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

/** The GMT+8 calendar day (yyyy-MM-dd) an instant falls on, n days later when asked. */
export function gmt8Day(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + GMT8_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/** The last seven GMT+8 days, today included, as the record opens. */
export function lastWeek(now: Date): DayRange {
  return { from: gmt8Day(now, -6), to: gmt8Day(now) };
}
