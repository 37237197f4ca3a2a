/**
 * 75-ball cards: 5×5, column B holds 1–15, I 16–30, N 31–45, G 46–60, O 61–75, the centre is free.
 * Each column's numbers are a uniformly random ordered choice from its fifteen (no sorting, as on
 * printed 75-ball cards), so every card in a column's range is equally likely.
 */
import type { RandomSource } from '../random.ts';
import { shufflePrefix } from './ball-order.ts';
import type { Card75 } from './bingo-types.ts';
import { FREE_CELL_75 } from './bingo-types.ts';

/** The lowest number of column `column` (0 = B ... 4 = O). */
function columnBase(column: number): number {
  return column * 15 + 1;
}

/**
 * A new card from `random`: for each column B, I, N, G, O in turn, shufflePrefix of its fifteen
 * numbers (ascending) picks the first 5 (4 for N), placed top to bottom (N skips the centre).
 */
export function generateCard75(random: RandomSource): Card75 {
  const cells = new Array<number>(25).fill(0);
  for (let column = 0; column < 5; column++) {
    const pool = Array.from({ length: 15 }, (_, i) => columnBase(column) + i);
    const rows = column === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    shufflePrefix(pool, rows.length, random);
    rows.forEach((row, k) => (cells[row * 5 + column] = pool[k] as number));
  }
  return cells;
}

/** What is wrong with a 75-ball card (empty when it is valid): shape, column ranges, repeats, the free centre. */
export function card75Problems(card: Card75): string[] {
  const problems: string[] = [];
  if (card.length !== 25) return [`a card has 25 cells, not ${card.length}`];
  const seen = new Set<number>();
  card.forEach((n, cell) => {
    const column = cell % 5;
    if (cell === FREE_CELL_75) {
      if (n !== 0) problems.push('the centre cell must be free (0)');
      return;
    }
    if (!Number.isInteger(n) || n < columnBase(column) || n > columnBase(column) + 14) {
      problems.push(`cell ${cell}: ${n} is outside column ${'BINGO'[column]}`);
    }
    if (seen.has(n)) problems.push(`cell ${cell}: ${n} repeats`);
    seen.add(n);
  });
  return problems;
}
