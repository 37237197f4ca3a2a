/**
 * Pusoy Dos combinations and their order. Cards rank 3 (lowest) … K, A, 2 (highest), suits
 * clubs < spades < hearts < diamonds, so a card's Pusoy value is 0 (3♣) … 51 (2♦).
 *
 * Playable: a single, a pair, a triple, or a five-card hand — straight < flush < full house <
 * four of a kind with any kicker < straight flush. Four of a kind alone, two pairs and a triple
 * with kickers are not combinations. A play only ever meets plays with the same number of cards.
 *
 * The table's rules (docs/games/pvp-cards.md):
 * - singles, pairs, triples: by rank, then by the highest suit in them (7♠7♦ beats 7♣7♥);
 * - straights: five consecutive ranks in the natural sequence A 2 3 … K A, without wrapping, so
 *   there are ten: A-2-3-4-5 (lowest), 2-3-4-5-6, 3-4-5-6-7, …, 10-J-Q-K-A (highest);
 *   J-Q-K-A-2, Q-K-A-2-3 and K-A-2-3-4 are not straights. Equal sequences compare by the suit of
 *   the sequence's top card (the 5 of A-2-3-4-5, the ace of 10-J-Q-K-A);
 * - flushes: by suit first (any ♦ flush beats any ♥ flush), then card by card from the highest;
 * - full house: by the rank of its triple; four of a kind: by the rank of its four;
 * - straight flush: as straights (sequence, then suit).
 * Every comparison then falls back to the cards themselves from the highest, so distinct card sets
 * never tie (a total order); at a real table that fallback never decides, since the earlier keys
 * already differ whenever two hands share no card.
 */
import type { CardId } from '../cards/cards.ts';
import { rankOf, suitOf } from '../cards/cards.ts';

/** The kinds of play, by size. */
export type ComboKind = 'single' | 'pair' | 'triple' | 'straight' | 'flush' | 'full-house' | 'four-of-a-kind' | 'straight-flush';

/** A recognised play: its kind, size and strength (`key`: higher beats lower, within one size). */
export interface Combo {
  kind: ComboKind;
  size: 1 | 2 | 3 | 5;
  key: number;
}

/** The five-card kinds from lowest to highest; the index is the key's leading digit. */
export const FIVE_CARD_KINDS: readonly ComboKind[] = ['straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'];

/** The card 3♣ (id), which the first play of a hand must include. */
export const THREE_OF_CLUBS: CardId = 8;

/** A card's Pusoy value: rank (3 = 0 … 2 = 12) × 4 + suit, 0 for 3♣ up to 51 for 2♦. */
export function pusoyValue(card: CardId): number {
  return ((rankOf(card) + 11) % 13) * 4 + suitOf(card);
}

/** A card's Pusoy rank: 0 for a 3 … 11 for an ace, 12 for a 2. */
export function pusoyRank(card: CardId): number {
  return (rankOf(card) + 11) % 13;
}

const BASE = 52;

/** Key digits in base 52: [leading, primary, the cards' Pusoy values from the highest]. */
function keyOf(leading: number, primary: number, values: readonly number[]): number {
  let key = leading * BASE + primary;
  for (let i = 0; i < 5; i++) key = key * BASE + (values[i] ?? 0);
  return key;
}

/**
 * The position of a straight's sequence, 0 (A-2-3-4-5) … 9 (10-J-Q-K-A), and its top card's
 * natural rank; null when the five natural ranks (sorted, distinct) are not consecutive.
 */
function straightOf(ranks: readonly number[]): { sequence: number; topRank: number } | null {
  const [r0, r1, r2, r3, r4] = ranks as [number, number, number, number, number];
  if (r4 - r0 === 4 && r1 === r0 + 1 && r2 === r0 + 2 && r3 === r0 + 3) return { sequence: r0, topRank: r4 };
  if (r0 === 0 && r1 === 9 && r2 === 10 && r3 === 11 && r4 === 12) return { sequence: 9, topRank: 0 };
  return null;
}

/** The five-card combination of five distinct cards, or null. */
function fiveCardCombo(cards: readonly CardId[], values: readonly number[]): Combo | null {
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
  const flush = cards.every((card) => suitOf(card) === suitOf(cards[0] as CardId));
  if (counts.size === 5) {
    const ranks = [...counts.keys()].sort((a, b) => a - b);
    const straight = straightOf(ranks);
    if (straight) {
      const top = cards.find((card) => rankOf(card) === straight.topRank) as CardId;
      const primary = straight.sequence * 4 + suitOf(top);
      return flush
        ? { kind: 'straight-flush', size: 5, key: keyOf(4, primary, values) }
        : { kind: 'straight', size: 5, key: keyOf(0, primary, values) };
    }
    return flush ? { kind: 'flush', size: 5, key: keyOf(1, suitOf(cards[0] as CardId), values) } : null;
  }
  if (counts.size !== 2) return null;
  for (const [rank, count] of counts) {
    const primary = (rank + 11) % 13;
    if (count === 3) return { kind: 'full-house', size: 5, key: keyOf(2, primary, values) };
    if (count === 4) return { kind: 'four-of-a-kind', size: 5, key: keyOf(3, primary, values) };
  }
  return null;
}

/**
 * The combination a list of distinct cards forms, or null when it is not a Pusoy Dos play (wrong
 * size, a pair of two ranks, two pairs, four of a kind without a kicker, …). Callers check that
 * the cards are distinct and held.
 */
export function classify(cards: readonly CardId[]): Combo | null {
  const values = cards.map(pusoyValue).sort((a, b) => b - a);
  const size = cards.length;
  if (size === 1) return { kind: 'single', size: 1, key: keyOf(0, values[0] as number, values) };
  if (size === 2 || size === 3) {
    const rank = rankOf(cards[0] as CardId);
    if (!cards.every((card) => rankOf(card) === rank)) return null;
    return { kind: size === 2 ? 'pair' : 'triple', size, key: keyOf(0, values[0] as number, values) };
  }
  return size === 5 ? fiveCardCombo(cards, values) : null;
}

/** Whether `play` beats `last`: the same number of cards and a higher key. */
export function beats(play: Combo, last: Combo): boolean {
  return play.size === last.size && play.key > last.key;
}

/** Sorts combinations from lowest to highest (within one size the key is the whole order). */
export function compareCombos(a: Combo, b: Combo): number {
  return a.size - b.size || a.key - b.key;
}
