/**
 * Tongits payments as table data. Each loser pays the winner, in units of `unitMinor`:
 *   winUnits
 *   + tongitsUnits            when the winner went Tongits (emptied the hand)
 *   + burnedUnits             when this loser is burned (no exposed meld of its own at the end)
 *   + challengeLostUnits      when this loser called Draw or fought it and lost the showdown
 *   + aceUnits × A            A = aces the winner holds in hand or in melds it exposed
 *   + secretUnits × S         S = four-of-a-kinds concealed in the winner's hand at the end
 * A seat that folds to a Draw pays only the base (and the burn and winner bonuses that apply).
 * Nets sum to zero; the rake is the server's (cards/table-payments.ts).
 */
import { rankOf } from '../cards/cards.ts';
import type { HandPayments } from '../cards/table-payments.ts';
import { paymentsFromUnits } from '../cards/table-payments.ts';
import type { TongitsState } from './tongits-state.ts';

/** A table's Tongits scoring (all unit counts are non-negative integers; 0 turns a bonus off). */
export interface TongitsTable {
  unitMinor: bigint;
  winUnits: number;
  tongitsUnits: number;
  burnedUnits: number;
  challengeLostUnits: number;
  aceUnits: number;
  secretUnits: number;
}

/** The default scoring: 1 unit to win, +2 for Tongits, +1 burned, +1 lost challenge, +1 an ace, +2 a secret four. */
export const DEFAULT_TONGITS_TABLE: TongitsTable = Object.freeze({
  unitMinor: 100n,
  winUnits: 1,
  tongitsUnits: 2,
  burnedUnits: 1,
  challengeLostUnits: 1,
  aceUnits: 1,
  secretUnits: 2,
});

const UNIT_FIELDS = ['winUnits', 'tongitsUnits', 'burnedUnits', 'challengeLostUnits', 'aceUnits', 'secretUnits'] as const;

/** Problems with a table's scoring data (empty when usable). */
export function validateTongitsTable(table: TongitsTable): string[] {
  const problems: string[] = [];
  if (typeof table.unitMinor !== 'bigint' || table.unitMinor <= 0n) problems.push('unitMinor must be a positive bigint');
  for (const field of UNIT_FIELDS) {
    const value = table[field];
    if (!Number.isInteger(value) || value < 0 || value > 1000) problems.push(`${field} must be an integer 0..1000: ${value}`);
  }
  if (table.winUnits < 1) problems.push('winUnits must be at least 1');
  return problems;
}

/** The winner's bonus counts: aces in hand or in its own exposed melds, and concealed fours in hand. */
export function winnerBonuses(state: TongitsState): { aces: number; secrets: number } {
  if (!state.end) throw new Error('the hand is not over');
  const winner = state.end.winner;
  const hand = state.hands[winner] ?? [];
  const exposed = state.melds.filter((meld) => meld.owner === winner).flatMap((meld) => meld.cards);
  const aces = [...hand, ...exposed].filter((card) => rankOf(card) === 0).length;
  const perRank = new Array<number>(13).fill(0);
  for (const card of hand) perRank[rankOf(card)]! += 1;
  return { aces, secrets: perRank.filter((count) => count === 4).length };
}

/** What a finished hand pays; nets sum to zero. */
export function score(state: TongitsState, table: TongitsTable): HandPayments {
  const end = state.end;
  if (!end) throw new Error('the hand is not over');
  const problems = validateTongitsTable(table);
  if (problems.length > 0) throw new Error(`bad Tongits table: ${problems.join('; ')}`);
  const { aces, secrets } = winnerBonuses(state);
  const bonus = table.aceUnits * aces + table.secretUnits * secrets + (end.reason === 'tongits' ? table.tongitsUnits : 0);
  const unitsOwed = state.hands.map((_, seat) => {
    if (seat === end.winner) return 0;
    const burned = end.burned[seat] ? table.burnedUnits : 0;
    const lostChallenge = end.reason === 'draw' && end.contenders.includes(seat) ? table.challengeLostUnits : 0;
    return table.winUnits + bonus + burned + lostChallenge;
  });
  return paymentsFromUnits(end.winner, unitsOwed, table.unitMinor);
}
