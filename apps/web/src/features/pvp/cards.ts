/**
 * Cards as the PVP page shows them (ids 0..51 = rank × 4 + suit, docs/games/pvp-cards.md): their
 * faces, the two sort orders a player can pick, and which cards take part in a legal move.
 */
import { pusoyValue } from '@pkg/games/pusoy-dos/combinations';
import type { PvpGame, PvpMove } from '@pkg/contracts/pvp';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♣', '♠', '♥', '♦'] as const;
/** Suit names as the texts know them (pvp.suits.*). */
export const SUIT_NAMES = ['clubs', 'spades', 'hearts', 'diamonds'] as const;

export const rankText = (card: number) => RANKS[card >> 2] as string;
export const suitSymbol = (card: number) => SUITS[card & 3] as string;
export const isRed = (card: number) => (card & 3) >= 2;
/** A card's short text, e.g. "10♦". */
export const cardText = (card: number) => `${rankText(card)}${suitSymbol(card)}`;

export type SortOrder = 'rank' | 'suit';

/** The game's own rank order: Pusoy Dos 3 low … 2 high (suit ♣ < ♠ < ♥ < ♦); Tongits ace low. */
function rankKey(game: PvpGame, card: number): number {
  return game === 'pusoy-dos' ? pusoyValue(card) : card;
}

/** A hand sorted by rank (the game's order) or by suit then rank. */
export function sortHand(game: PvpGame, hand: readonly number[], order: SortOrder): number[] {
  const key = (card: number) => (order === 'suit' ? (card & 3) * 100 + rankKey(game, card) : rankKey(game, card));
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** The cards a move uses from the hand (a take's cards are the hand's part of the new meld). */
export function moveCards(move: PvpMove): number[] {
  if ('cards' in move) return move.cards;
  if ('card' in move) return [move.card];
  return [];
}

/** Cards that take part in at least one legal move (highlighted). */
export function playableCards(legal: readonly PvpMove[]): Set<number> {
  return new Set(legal.flatMap(moveCards));
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((card) => b.includes(card));

/** The legal move of `type` using exactly the selected cards, or null. */
export function legalWith(legal: readonly PvpMove[], type: PvpMove['type'], selected: readonly number[]): PvpMove | null {
  return legal.find((move) => move.type === type && sameSet(moveCards(move), selected)) ?? null;
}

/** The legal move of a type without cards (pass, draw, call, fight, fold), or null. */
export function legalPlain(legal: readonly PvpMove[], type: 'pass' | 'draw' | 'call' | 'fight' | 'fold'): PvpMove | null {
  return legal.find((move) => move.type === type) ?? null;
}

/** The melds the selected card can be laid off on (Tongits sapaw). */
export function layoffTargets(legal: readonly PvpMove[], selected: readonly number[]): number[] {
  if (selected.length !== 1) return [];
  return legal.flatMap((move) => (move.type === 'layoff' && move.card === selected[0] ? [move.meld] : []));
}
