/**
 * The two bingo formats and their cards. A card is stored as its numbered cells in a fixed order,
 * so that a pattern is a bit mask over cell indices (bit i = cell i) and fits one 32-bit word:
 * - 75-ball: 25 cells row-major (cell = row × 5 + column), 0 at the free centre (cell 12);
 * - 90-ball: the ticket's 15 numbers row by row, left to right (cell = row × 5 + k-th number of the row).
 */

/** A bingo format's code: '75' (5×5 card) or '90' (3×9 ticket). */
export type BingoFormatCode = '75' | '90';

/** What the detector and the prize maths need to know about a format. */
export interface BingoFormat {
  readonly code: BingoFormatCode;
  /** Balls numbered 1..balls. */
  readonly balls: number;
  /** Cells per card in the packed order above (at most 32, one bit each). */
  readonly cells: number;
}

/** 75-ball bingo: 5×5 cards, balls 1..75. */
export const BINGO_75: BingoFormat = Object.freeze({ code: '75', balls: 75, cells: 25 });
/** 90-ball bingo: 3×9 tickets of 15 numbers, balls 1..90. */
export const BINGO_90: BingoFormat = Object.freeze({ code: '90', balls: 90, cells: 15 });

/** The format of a code. */
export function bingoFormat(code: BingoFormatCode): BingoFormat {
  return code === '75' ? BINGO_75 : BINGO_90;
}

/** Index of the free centre cell of a 75-ball card. */
export const FREE_CELL_75 = 12;

/** A 75-ball card: 25 numbers row-major (B I N G O columns), 0 at the free centre. */
export type Card75 = readonly number[];

/** A 90-ball ticket as printed: 3 rows × 9 columns, 0 for a blank square. */
export type Ticket90 = readonly (readonly number[])[];

/** A 90-ball ticket's 15 numbers in cell order (row by row, left to right), the order patterns and the detector use. */
export function ticketCells90(ticket: Ticket90): number[] {
  return ticket.flatMap((row) => row.filter((n) => n !== 0));
}

/** The numbers a card holds in cell order: a 75-ball card as is, a 90-ball ticket through ticketCells90. */
export function cardCells(format: BingoFormat, card: Card75 | Ticket90): number[] {
  if (format.code === '75') return [...(card as Card75)];
  return ticketCells90(card as Ticket90);
}
