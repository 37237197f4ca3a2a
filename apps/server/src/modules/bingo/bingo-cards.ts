/**
 * Bingo cards as bet details (decision 057): generated on the server from the random source the
 * engine passes (the process's CSPRNG) by packages/games' rules, 75-ball cards one by one and
 * 90-ball tickets as strips of six covering 1–90 (a buyer of six tickets in one call holds a whole
 * strip; a ticket sold alone is the first of a fresh strip), and read back for the detector.
 */
import type { BingoCardDetail } from '@pkg/contracts/bingo';
import type { Card75, Ticket90 } from '@pkg/games/bingo/bingo-types';
import type { BingoFormat } from '@pkg/games/bingo/bingo-types';
import { card75Problems, generateCard75 } from '@pkg/games/bingo/card-75';
import { generateStrip90, ticket90Problems } from '@pkg/games/bingo/strip-90';
import type { RandomSource } from '@pkg/games/random';

/** `count` new cards of a format, as the details the bets store. */
export function newCards(format: BingoFormat, count: number, random: RandomSource): BingoCardDetail[] {
  if (format.code === '75') return Array.from({ length: count }, () => ({ cells: [...generateCard75(random)] }));
  const tickets: Ticket90[] = [];
  while (tickets.length < count) tickets.push(...generateStrip90(random));
  return tickets.slice(0, count).map((ticket) => ({ rows: ticket.map((row) => [...row]) }));
}

/**
 * A stored card of a format, for the detector; throws on a detail without the card's shape (the
 * server wrote every card itself, so this checks the shape only: `cardProblems` checks the rules,
 * and the detector refuses a number that is no ball).
 */
export function cardOf(format: BingoFormat, detail: unknown): Card75 | Ticket90 {
  const value = detail as Partial<{ cells: number[]; rows: number[][] }> | null;
  if (format.code === '75') {
    const cells = value?.cells;
    if (!Array.isArray(cells) || cells.length !== 25) throw new Error('a bet holds no 75-ball card');
    return cells;
  }
  const rows = value?.rows;
  if (!Array.isArray(rows) || rows.length !== 3 || rows.some((row) => !Array.isArray(row) || row.length !== 9))
    throw new Error('a bet holds no 90-ball ticket');
  return rows;
}

/** What is wrong with a stored card by the format's rules (none: a valid card). */
export function cardProblems(format: BingoFormat, detail: unknown): string[] {
  try {
    const card = cardOf(format, detail);
    return format.code === '75' ? card75Problems(card as Card75) : ticket90Problems(card as Ticket90);
  } catch (error) {
    return [(error as Error).message];
  }
}
