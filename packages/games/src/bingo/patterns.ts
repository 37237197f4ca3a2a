/**
 * Winning patterns as data. A pattern is a list of cell masks (bit i = cell i in the packed order of
 * bingo-types.ts); a card completes the pattern when every cell of at least one mask is daubed. The
 * free centre of a 75-ball card counts as daubed from the start. "To go" for a card is the fewest
 * undaubed cells over the masks. Rooms may define their own shapes with maskFromPicture.
 */
import type { BingoFormat, BingoFormatCode } from './bingo-types.ts';
import { FREE_CELL_75 } from './bingo-types.ts';

/** A winning pattern: the card must complete any one of `masks`. */
export interface BingoPattern {
  /** Stable code, e.g. 'line', 'four-corners', 'full-house'. */
  readonly code: string;
  readonly format: BingoFormatCode;
  readonly masks: readonly number[];
}

/**
 * The mask of a 5×5 picture (75-ball): five strings of five characters, 'X' for a cell of the
 * shape and '.' for the rest, e.g. ['X...X', '.X.X.', '..X..', '.X.X.', 'X...X'] is the X.
 */
export function maskFromPicture(rows: readonly string[]): number {
  if (rows.length !== 5 || rows.some((row) => !/^[X.]{5}$/.test(row))) throw new Error('a picture is 5 rows of 5 characters X or .');
  let mask = 0;
  rows.forEach((row, r) => [...row].forEach((ch, c) => (mask |= ch === 'X' ? 1 << (r * 5 + c) : 0)));
  return mask >>> 0;
}

const cell = (row: number, column: number): number => 1 << (row * 5 + column);
const range5 = [0, 1, 2, 3, 4];
const rowMask = (r: number): number => range5.reduce((m, c) => m | cell(r, c), 0) >>> 0;
const columnMask = (c: number): number => range5.reduce((m, r) => m | cell(r, c), 0) >>> 0;
const diagonal = range5.reduce((m, i) => m | cell(i, i), 0) >>> 0;
const antiDiagonal = range5.reduce((m, i) => m | cell(i, 4 - i), 0) >>> 0;

/** Default 75-ball patterns (rooms may add their own). */
export const PATTERNS_75 = Object.freeze({
  /** Any row, column or diagonal: 12 masks. */
  line: { code: 'line', format: '75', masks: [...range5.map(rowMask), ...range5.map(columnMask), diagonal, antiDiagonal] },
  fourCorners: { code: 'four-corners', format: '75', masks: [maskFromPicture(['X...X', '.....', '.....', '.....', 'X...X'])] },
  x: { code: 'x', format: '75', masks: [(diagonal | antiDiagonal) >>> 0] },
  /** A 2×2 block in any corner ("postage stamp"): 4 masks. */
  postageStamp: {
    code: 'postage-stamp',
    format: '75',
    masks: [
      ['XX...', 'XX...', '.....', '.....', '.....'],
      ['...XX', '...XX', '.....', '.....', '.....'],
      ['.....', '.....', '.....', 'XX...', 'XX...'],
      ['.....', '.....', '.....', '...XX', '...XX'],
    ].map(maskFromPicture),
  },
  letterT: { code: 'letter-t', format: '75', masks: [maskFromPicture(['XXXXX', '..X..', '..X..', '..X..', '..X..'])] },
  letterL: { code: 'letter-l', format: '75', masks: [maskFromPicture(['X....', 'X....', 'X....', 'X....', 'XXXXX'])] },
  plus: { code: 'plus', format: '75', masks: [(rowMask(2) | columnMask(2)) >>> 0] },
  /** Coverall: every cell. */
  blackout: { code: 'blackout', format: '75', masks: [2 ** 25 - 1] },
} satisfies Record<string, BingoPattern>);

const ROW_90 = 0b11111;

/** The 90-ball stages: one line (any row), two lines (any two rows), full house (all 15 numbers). */
export const PATTERNS_90 = Object.freeze({
  oneLine: { code: 'one-line', format: '90', masks: [ROW_90, ROW_90 << 5, ROW_90 << 10] },
  twoLines: { code: 'two-lines', format: '90', masks: [ROW_90 | (ROW_90 << 5), ROW_90 | (ROW_90 << 10), (ROW_90 << 5) | (ROW_90 << 10)] },
  fullHouse: { code: 'full-house', format: '90', masks: [2 ** 15 - 1] },
} satisfies Record<string, BingoPattern>);

/** Number of set bits of a 32-bit word. */
export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** How many more cells a card with `daubed` cells needs to complete `pattern` (0 = complete). */
export function toGoOf(pattern: BingoPattern, daubed: number): number {
  let best = 32;
  for (const mask of pattern.masks) best = Math.min(best, popcount32(mask & ~daubed));
  return best;
}

/**
 * What is wrong with a pattern for a format (empty when valid): it needs masks, each a set of the
 * format's cells with at least one numbered cell (a mask of only the free centre would be won
 * before the first ball).
 */
export function patternProblems(pattern: BingoPattern, format: BingoFormat): string[] {
  const problems: string[] = [];
  if (pattern.format !== format.code) problems.push(`${pattern.code}: a ${pattern.format}-ball pattern in a ${format.code}-ball game`);
  if (pattern.masks.length === 0) problems.push(`${pattern.code}: no masks`);
  const all = 2 ** format.cells - 1;
  const free = format.code === '75' ? 1 << FREE_CELL_75 : 0;
  for (const mask of pattern.masks) {
    if (!Number.isInteger(mask) || mask <= 0 || mask > all || mask === free) {
      problems.push(`${pattern.code}: mask ${mask} is not a set of the ${format.cells} cells with a numbered cell`);
    }
  }
  return problems;
}
