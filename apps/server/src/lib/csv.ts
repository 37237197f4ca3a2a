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
