/**
 * Pusoy Dos payments as table data: each loser pays the winner unitMinor × (cards left) × the
 * multiplier for that many cards (by default doubled from 10 cards and tripled with all 13 — a
 * seat that never played). Nets sum to zero; the rake is the server's (cards/table-payments.ts).
 */
import type { HandPayments } from '../cards/table-payments.ts';
import { paymentsFromUnits } from '../cards/table-payments.ts';
import type { PusoyState } from './pusoy-dos.ts';

/** One step of the multiplier table: from `fromCards` cards left, multiply by `times`. */
export interface CardsLeftMultiplier {
  fromCards: number;
  times: number;
}

/** A table's Pusoy Dos scoring. */
export interface PusoyTable {
  /** Minor units per card left (the table's stake unit). */
  unitMinor: bigint;
  /** Ascending by fromCards; the last step at or below a loser's count applies, else ×1. */
  multipliers: CardsLeftMultiplier[];
}

/** The default scoring: 1 unit a card, ×2 from 10 cards, ×3 with 13 (unit 100 minor units). */
export const DEFAULT_PUSOY_TABLE: PusoyTable = Object.freeze({
  unitMinor: 100n,
  multipliers: [
    { fromCards: 10, times: 2 },
    { fromCards: 13, times: 3 },
  ],
});

/** Problems with a table's scoring data (empty when usable). */
export function validatePusoyTable(table: PusoyTable): string[] {
  const problems: string[] = [];
  if (typeof table.unitMinor !== 'bigint' || table.unitMinor <= 0n) problems.push('unitMinor must be a positive bigint');
  if (!Array.isArray(table.multipliers)) return [...problems, 'multipliers must be a list'];
  let previous = 0;
  for (const step of table.multipliers) {
    if (!Number.isInteger(step.fromCards) || step.fromCards < 1 || step.fromCards > 13)
      problems.push(`fromCards must be 1..13: ${step.fromCards}`);
    else if (step.fromCards <= previous) problems.push(`multipliers must ascend by fromCards: ${step.fromCards}`);
    if (!Number.isInteger(step.times) || step.times < 1 || step.times > 100)
      problems.push(`times must be an integer 1..100: ${step.times}`);
    previous = step.fromCards;
  }
  return problems;
}

/** The units a loser with `cardsLeft` cards pays: cardsLeft × the multiplier for that count. */
export function unitsForCardsLeft(table: PusoyTable, cardsLeft: number): number {
  let times = 1;
  for (const step of table.multipliers) if (cardsLeft >= step.fromCards) times = step.times;
  return cardsLeft * times;
}

/** What a finished hand pays: every loser pays the winner per card left; nets sum to zero. */
export function score(state: PusoyState, table: PusoyTable): HandPayments {
  if (state.winner === null) throw new Error('the hand is not over');
  const problems = validatePusoyTable(table);
  if (problems.length > 0) throw new Error(`bad Pusoy Dos table: ${problems.join('; ')}`);
  const unitsOwed = state.hands.map((hand, seat) => (seat === state.winner ? 0 : unitsForCardsLeft(table, hand.length)));
  return paymentsFromUnits(state.winner, unitsOwed, table.unitMinor);
}
