/**
 * 90-ball tickets, made as strips of six. A ticket is 3 rows × 9 columns; column 0 holds 1–9,
 * column c (1..7) 10c..10c+9, column 8 80–90; each row has exactly five numbers, each column at
 * least one, and numbers ascend down a column. The six tickets of a strip hold 1–90 once each, so a
 * buyer of a whole strip marks every ball. A ticket sold alone is the first ticket of a fresh strip
 * (the six tickets of a strip are exchangeable, so it is as random as any other).
 *
 * Generation, three steps, all driven by one RandomSource:
 * 1. how many numbers each ticket has in each column: 1 + extra, extras in {0, 1, 2}, each ticket's
 *    extras summing to 6 and column c's to its size − 6 (3, 4, ..., 4, 5). Column by column from the
 *    last, each extra goes to a ticket chosen uniformly among those that can still take it; on a
 *    dead end (rare) the step starts again with the same source.
 * 2. which rows of a ticket each column fills: column by column, a uniformly random choice among
 *    the row sets that leave the rest completable (Gale–Ryser test), so every row ends with five.
 * 3. which numbers: each column's numbers are shuffled, dealt to tickets 0..5 by their counts, and
 *    sorted down the column.
 */
import type { RandomSource } from '../random.ts';
import { shufflePrefix } from './ball-order.ts';
import type { Ticket90 } from './bingo-types.ts';

/** The numbers of 90-ball column `column` (0..8). */
export function column90(column: number): number[] {
  const low = column === 0 ? 1 : column * 10;
  const high = column === 8 ? 90 : column * 10 + 9;
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** Step 1: counts[t][c], numbers of ticket t in column c. */
function columnCounts(random: RandomSource): number[][] {
  for (;;) {
    const extras = Array.from({ length: 6 }, () => new Array<number>(9).fill(0));
    const need = new Array<number>(6).fill(6);
    let stuck = false;
    for (let column = 8; column >= 0 && !stuck; column--) {
      for (let unit = column90(column).length - 6; unit > 0; unit--) {
        const open = [0, 1, 2, 3, 4, 5].filter((t) => (need[t] as number) > 0 && (extras[t]![column] as number) < 2);
        if (open.length === 0) {
          stuck = true;
          break;
        }
        const t = open[random.int(open.length)] as number;
        extras[t]![column]! += 1;
        need[t]! -= 1;
      }
    }
    if (!stuck) return extras.map((row) => row.map((extra) => extra + 1));
  }
}

/** Whether 3 rows needing `need` numbers can be filled by columns of sizes `sizes` (each ≤ 3), by Gale–Ryser. */
function completable(need: readonly number[], sizes: readonly number[]): boolean {
  const [a = 0, b = 0, c = 0] = [...need].sort((x, y) => y - x);
  if (c < 0) return false;
  const total = sizes.reduce((s, k) => s + k, 0);
  const upToTwo = sizes.reduce((s, k) => s + Math.min(k, 2), 0);
  return a + b + c === total && a <= sizes.length && a + b <= upToTwo;
}

const ROW_SETS: Record<number, number[][]> = {
  1: [[0], [1], [2]],
  2: [
    [0, 1],
    [0, 2],
    [1, 2],
  ],
  3: [[0, 1, 2]],
};

/** Step 2: for one ticket, the rows each column fills. */
function columnRows(counts: readonly number[], random: RandomSource): number[][] {
  const need = [5, 5, 5];
  return counts.map((count, column) => {
    const rest = counts.slice(column + 1);
    const options = (ROW_SETS[count] ?? []).filter((rows) =>
      completable(
        [0, 1, 2].map((r) => need[r]! - (rows.includes(r) ? 1 : 0)),
        rest,
      ),
    );
    const rows = options[random.int(options.length)] as number[];
    for (const r of rows) need[r]! -= 1;
    return rows;
  });
}

/** A strip of six 90-ball tickets covering 1–90 once each (see the module comment for the procedure). */
export function generateStrip90(random: RandomSource): Ticket90[] {
  const counts = columnCounts(random);
  const rows = counts.map((ticketCounts) => columnRows(ticketCounts, random));
  const tickets = counts.map(() => Array.from({ length: 3 }, () => new Array<number>(9).fill(0)));
  for (let column = 0; column < 9; column++) {
    const numbers = column90(column);
    shufflePrefix(numbers, numbers.length, random);
    let next = 0;
    tickets.forEach((ticket, t) => {
      const mine = numbers.slice(next, next + counts[t]![column]!).sort((x, y) => x - y);
      next += mine.length;
      rows[t]![column]!.forEach((row, k) => (ticket[row]![column] = mine[k] as number));
    });
  }
  return tickets;
}

/** One 90-ball ticket: the first ticket of a new strip. */
export function generateTicket90(random: RandomSource): Ticket90 {
  return generateStrip90(random)[0] as Ticket90;
}

/** What is wrong with a 90-ball ticket (empty when valid): shape, five per row, every column used, ranges, order. */
export function ticket90Problems(ticket: Ticket90): string[] {
  if (ticket.length !== 3 || ticket.some((row) => row.length !== 9)) return ['a ticket is 3 rows of 9 squares'];
  const problems: string[] = [];
  ticket.forEach((row, r) => {
    const filled = row.filter((n) => n !== 0).length;
    if (filled !== 5) problems.push(`row ${r} has ${filled} numbers, not 5`);
  });
  for (let column = 0; column < 9; column++) {
    const range = column90(column);
    const numbers = ticket.map((row) => row[column] as number).filter((n) => n !== 0);
    if (numbers.length === 0) problems.push(`column ${column} is empty`);
    if (numbers.some((n) => !range.includes(n))) problems.push(`column ${column} holds a number outside ${range[0]}–${range.at(-1)}`);
    if (numbers.some((n, k) => k > 0 && n <= (numbers[k - 1] as number))) problems.push(`column ${column} does not ascend`);
  }
  return problems;
}

/** What is wrong with a strip (empty when valid): six valid tickets holding 1–90 exactly once. */
export function strip90Problems(strip: readonly Ticket90[]): string[] {
  if (strip.length !== 6) return [`a strip has 6 tickets, not ${strip.length}`];
  const problems = strip.flatMap((ticket, t) => ticket90Problems(ticket).map((p) => `ticket ${t}: ${p}`));
  const all = strip.flatMap((ticket) => ticket.flat().filter((n) => n !== 0)).sort((x, y) => x - y);
  if (all.length !== 90 || all.some((n, i) => n !== i + 1)) problems.push('the strip does not hold 1–90 exactly once');
  return problems;
}
