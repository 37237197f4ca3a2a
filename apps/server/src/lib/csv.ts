import type { Currency } from '@pkg/money/money';
import { formatMinor } from '@pkg/money/money';

/**
 * CSV for report downloads (RFC 4180): cells joined by commas, rows by CRLF, a cell quoted when it
 * holds a comma, a quote or a line break (quotes doubled inside). Reports show names people typed
 * (usernames, nicknames), which a spreadsheet would run as a formula when they start with = + - @
 * (or a tab or carriage return): such a text cell gets a leading apostrophe so it stays text.
 * Numbers, including negative ones like -1500 or -15.00, are left as they are.
 */

/** One cell: text, a number, a bigint, a boolean, or nothing (an empty cell). */
export type CsvCell = string | number | bigint | boolean | null | undefined;

/** A column: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text: formula starts neutralised, quoted when needed. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'string' ? cell : String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole document: the header row, then one row per item, CRLF after each row. It starts with
 * a byte order mark so spreadsheet programs read it as UTF-8 (names in Thai or Chinese).
 */
export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A Content-Disposition value for a download of that name (letters, digits, dots, dashes and underscores kept). */
export function attachmentName(filename: string): string {
  return `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

/** The most rows a CSV download holds (its first page of this size); the lists page through more. */
export const CSV_MAX_ROWS = 10_000;

const GMT8_OFFSET_MS = 8 * 3_600_000;

/** An amount cell: major units without thousands separators, e.g. 123456n -> "1234.56", so spreadsheets read a number. */
export function plainAmount(minor: string, currency: Currency): string {
  return formatMinor(BigInt(minor), currency).replaceAll(',', '');
}

/** A time cell: an ISO instant as GMT+8 "yyyy-MM-dd HH:mm:ss"; empty for none. */
export function gmt8Time(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + GMT8_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
