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
