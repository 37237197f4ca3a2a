/**
 * The results feed's file format (decision 065), the same as the desk's import: UTF-8 text, one
 * draw a line, `game_code,draw_no,numbers`, the numbers in table order (special prize first)
 * separated by spaces; a header line (`game_code,...`), blank lines and lines starting with # are
 * skipped. Anything else is refused with the line and what was expected, so an operator can fix
 * the source: a file is read whole or not at all.
 */

/** Files larger than this are refused unread. */
export const FEED_MAX_BYTES = 1_000_000;

/** One draw's result as a source states it. */
export interface FeedResult {
  line: number;
  gameCode: string;
  drawNo: string;
  numbers: string[];
}

/** A file that is not a results file, with what is wrong and where. */
export class FeedFormatError extends Error {
  constructor(
    readonly code: 'feed_empty' | 'feed_too_large' | 'feed_not_text' | 'feed_not_csv' | 'feed_line',
    message: string,
  ) {
    super(message);
  }
}

const GAME = /^[a-z0-9][a-z0-9-]{0,31}$/;
const DRAW_NO = /^[0-9]{8}-[a-z0-9]{1,8}$/;
const NUMBER = /^[0-9]{1,6}$/;
const EXPECTED = 'expected game_code,draw_no,numbers (e.g. vn-south,20261124-hcm,123456 12345 …)';

/** The reason a line is refused, or null when it is good. */
function lineProblem(cells: string[]): string | null {
  if (cells.length !== 3) return `${cells.length} columns, ${EXPECTED}`;
  const [gameCode = '', drawNo = '', numbers = ''] = cells;
  if (!GAME.test(gameCode)) return `game code "${gameCode.slice(0, 40)}" is not a game code (lower-case letters, digits and -)`;
  if (!DRAW_NO.test(drawNo)) return `draw number "${drawNo.slice(0, 40)}" is not YYYYMMDD-station (e.g. 20261124-hcm)`;
  const bad = numbers.split(/\s+/).find((n) => n !== '' && !NUMBER.test(n));
  if (bad !== undefined) return `"${bad.slice(0, 20)}" is not a prize number (1 to 6 digits)`;
  if (numbers.trim() === '') return 'no numbers';
  return null;
}

/** Reads a results file; throws FeedFormatError naming the first bad line. */
export function parseFeedFile(bytes: Uint8Array): FeedResult[] {
  if (bytes.byteLength > FEED_MAX_BYTES)
    throw new FeedFormatError('feed_too_large', `the file has ${bytes.byteLength} bytes, at most ${FEED_MAX_BYTES}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FeedFormatError('feed_not_text', 'the file is not UTF-8 text');
  }
  if (text.includes('\u0000')) throw new FeedFormatError('feed_not_text', 'the file is not UTF-8 text');
  const results: FeedResult[] = [];
  for (const [index, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || /^game_?code\s*,/i.test(line)) continue;
    if (results.length === 0 && /^[<{[]/.test(line)) {
      throw new FeedFormatError(
        'feed_not_csv',
        `line ${index + 1}: this looks like ${line.startsWith('<') ? 'HTML or XML' : 'JSON'}, ${EXPECTED}`,
      );
    }
    const cells = line.split(',').map((cell) => cell.trim());
    const problem = lineProblem(cells);
    if (problem) throw new FeedFormatError('feed_line', `line ${index + 1}: ${problem}`);
    const [gameCode = '', drawNo = '', numbers = ''] = cells;
    results.push({ line: index + 1, gameCode, drawNo, numbers: numbers.split(/\s+/).filter(Boolean) });
  }
  if (results.length === 0) throw new FeedFormatError('feed_empty', `the file has no results, ${EXPECTED}`);
  return results;
}
