/**
 * How the agent desk writes and reads its figures (decision 029): money of the brand's currency
 * from minor units, rates as percents typed and shown with two decimals and sent as basis points
 * (1% = 100), and settlement periods from their keys. Pure, so the conversions are tested: none
 * goes through floating point.
 */
import { formatMinor, type Currency } from '@pkg/money/money';

/**
 * The currency the desk reads and types amounts in. The desk's API gives only the brand's
 * currency code, so amounts have two decimals (every brand currency today has two), as on the
 * lottery desk.
 */
export function deskCurrency(code: string): Currency {
  return { code, symbol: code, minorDigits: 2 };
}

/** An amount of the brand's currency with its code, e.g. "PHP 1,234.56". */
export function agentMoney(minor: string, currency: string): string {
  return `${currency} ${agentAmount(minor, currency)}`;
}

/** An amount of the brand's currency without its code (where the code is named once for a table), e.g. "1,234.56". */
export function agentAmount(minor: string, currency: string): string {
  return formatMinor(BigInt(minor), deskCurrency(currency));
}

/** Percent typing and display of basis points, shared with the site. */
export { formatBp, percentToBp } from '@pkg/money/rates';

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function validDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** "13:05" plus minutes, up to "24:00" for the end of the day. */
function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  return `${String(Math.trunc(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A settlement period's key (apps/server/src/lib/periods.ts) as people read it, in GMT+8:
 * `D:2026-11-25` -> "2026-11-25", `W:2026-11-23` -> "2026-11-23 – 2026-11-29", `H:2026-11-16`
 * -> "2026-11-16 – 2026-11-30", `M:2026-11-01` -> "2026-11", `hour:2026-11-25T13` ->
 * "2026-11-25 13:00–14:00", `rt:2026-11-25T13:05` -> "2026-11-25 13:05–13:10". A key it does not
 * know stays as it is.
 */
export function periodLabel(key: string): string {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const name = key.slice(colon + 1);
  if (kind === 'D' || kind === 'W' || kind === 'H' || kind === 'M') {
    if (!validDay(name)) return key;
    const date = Number(name.slice(8));
    if (kind === 'D') return name;
    if (kind === 'W') return new Date(`${name}T00:00:00Z`).getUTCDay() === 1 ? `${name} – ${addDays(name, 6)}` : key;
    if (kind === 'M') return date === 1 ? name.slice(0, 7) : key;
    if (date === 1) return `${name} – ${name.slice(0, 8)}15`;
    return date === 16 ? `${name} – ${lastOfMonth(name)}` : key;
  }
  if (kind === 'hour' || kind === 'rt') {
    const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2})(?::([0-9]{2}))?$/.exec(name);
    if (!match) return key;
    const [, day = '', hour = '', minute] = match;
    if (!validDay(day) || Number(hour) > 23) return key;
    if (kind === 'hour') return minute === undefined ? `${day} ${hour}:00–${addMinutes(`${hour}:00`, 60)}` : key;
    if (minute === undefined || Number(minute) % 5 !== 0 || Number(minute) > 55) return key;
    return `${day} ${hour}:${minute}–${addMinutes(`${hour}:${minute}`, 5)}`;
  }
  return key;
}
