import type { TFunction } from 'i18next';
import type { ReportRow } from '@pkg/contracts/reports';
import { formatMinor } from '@pkg/money/money';

/** A money value of a report row, in its brand's currency: "PHP 1,250.00". */
export function moneyOf(row: ReportRow | undefined, column: string): string {
  if (!row) return '—';
  return `${row.currency} ${formatMinor(BigInt(row.values[column] ?? '0'), { code: '', symbol: '', minorDigits: row.minorDigits })}`;
}

/** A count value of a report row. */
export function countOf(row: ReportRow | undefined, column: string): string {
  return row?.values[column] ?? '0';
}

/** How long something has waited, coarsely: minutes under two hours, hours under two days, then days. */
export function ageText(t: TFunction, sinceIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  if (minutes < 120) return t('boConsole.dashboard.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('boConsole.dashboard.age.hours', { count: hours });
  return t('boConsole.dashboard.age.days', { count: Math.floor(hours / 24) });
}
