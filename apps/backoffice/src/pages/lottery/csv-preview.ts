/**
 * A look at an import file before it is sent, read the way the server reads it
 * (apps/server draw-desk.service importResults): one draw a line as `game_code,draw_no,numbers`
 * with the numbers space-separated in table order; blank lines, lines starting with # and a
 * header line (game_code,... or gamecode,...) are skipped. Line numbers are 1-based in the file.
 */

/** The server's limit on the text of one import (packages/contracts lottery-desk boImportBody). */
export const IMPORT_MAX_CHARS = 60_000;

export interface PreviewLine {
  line: number;
  gameCode: string;
  numero: string;
  numbers: string[];
}

export interface CsvPreview {
  /** The first lines that will be sent as draws. */
  lines: PreviewLine[];
  /** How many lines will be sent in all. */
  total: number;
  /** Blank, comment and header lines left out. */
  skipped: number;
}

/** Whether the server skips a line: blank, a # comment or the header. */
export function isSkippedLine(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.startsWith('#') || /^game_?code\s*,/i.test(trimmed);
}

/** Reads the first `limit` draw lines of an import, and counts them all. */
export function previewCsv(csv: string, limit = 10): CsvPreview {
  const lines: PreviewLine[] = [];
  let total = 0;
  let skipped = 0;
  const raw = csv.split(/\r?\n/);
  // A trailing new line is not a line of its own.
  if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop();
  for (const [index, text] of raw.entries()) {
    if (isSkippedLine(text)) {
      skipped += 1;
      continue;
    }
    total += 1;
    if (lines.length >= limit) continue;
    const [gameCode = '', numero = '', numbers = ''] = text
      .trim()
      .split(',')
      .map((cell) => cell.trim());
    lines.push({ line: index + 1, gameCode, numero, numbers: numbers.split(/\s+/).filter(Boolean) });
  }
  return { lines, total, skipped };
}

/** The readable part of an import line's server message (`code: detail`), without the code. */
export function importDetail(errorCode: string | null, message: string | null): string {
  if (!message) return '';
  const prefix = errorCode ? `${errorCode}: ` : '';
  if (prefix && message.startsWith(prefix)) return message.slice(prefix.length);
  return message === errorCode ? '' : message;
}
