/** Both apps show every time in GMT+8 (SPEC.md section 9), the platform's business time, wherever the reader is. */
const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats an instant as "yyyy-MM-dd HH:mm:ss" in GMT+8. */
export function formatGmt8(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + GMT8_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** The GMT+8 calendar day (yyyy-MM-dd) an instant falls on, n days later when asked. */
export function gmt8Day(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + GMT8_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/** An instant as a datetime-local input's value (yyyy-MM-ddTHH:mm) in GMT+8, as staff type every time; none is empty. */
export function gmt8Input(instant: Date | string | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  return new Date(new Date(instant).getTime() + GMT8_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value typed in GMT+8 as the ISO instant it names (UTC, "…Z"); null when empty or not such a value. */
export function gmt8InputInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
