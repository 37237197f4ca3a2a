/**
 * Tongits melds and card points. A meld is a set (three or four cards of one rank) or a run
 * (three or more cards of one suit in sequence, ace low only: A-2-3 is a run, Q-K-A is not, and
 * runs never wrap). Card points: ace 1, 2–10 their face value, J/Q/K 10.
 */
import type { CardId } from '../cards/cards.ts';
import { rankOf, suitOf } from '../cards/cards.ts';

/** What a meld is. */
export type MeldKind = 'set' | 'run';

/** A card's points: ace 1, two to ten face value, jack, queen and king 10. */
export function cardPoints(card: CardId): number {
  const rank = rankOf(card);
  return rank >= 9 ? 10 : rank + 1;
}

/** The points of several cards. */
export function pointsOf(cards: readonly CardId[]): number {
  let total = 0;
  for (const card of cards) total += cardPoints(card);
  return total;
}

/** The kind of meld the (distinct) cards form, or null when they are not a meld. */
export function meldKind(cards: readonly CardId[]): MeldKind | null {
  if (cards.length < 3) return null;
  const first = cards[0] as CardId;
  if (cards.every((card) => rankOf(card) === rankOf(first))) return cards.length <= 4 ? 'set' : null;
  if (!cards.every((card) => suitOf(card) === suitOf(first))) return null;
  const ranks = cards.map(rankOf).sort((a, b) => a - b);
  for (let i = 1; i < ranks.length; i++) if (ranks[i] !== (ranks[i - 1] as number) + 1) return null;
  return 'run';
}

/** Whether `card` can be laid off (sapaw) on an exposed meld: the meld plus the card is still a meld. */
export function canLayOff(meld: readonly CardId[], card: CardId): boolean {
  return !meld.includes(card) && meldKind([...meld, card]) !== null;
}

/**
 * Every meld that can be formed from `hand`: for each rank with three or four cards, every set of
 * three and the set of four; for each suit, every run of three or more inside a sequence of
 * consecutive ranks held. Each meld's cards are ascending ids.
 */
export function meldsIn(hand: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  const byRank: CardId[][] = Array.from({ length: 13 }, () => []);
  const bySuit: (CardId | undefined)[][] = Array.from({ length: 4 }, () => new Array<CardId | undefined>(13));
  for (const card of hand) {
    byRank[rankOf(card)]!.push(card);
    bySuit[suitOf(card)]![rankOf(card)] = card;
  }
  for (const group of byRank) {
    if (group.length < 3) continue;
    const sorted = [...group].sort((a, b) => a - b);
    out.push(sorted);
    if (sorted.length === 4) for (let skip = 0; skip < 4; skip++) out.push(sorted.filter((_, index) => index !== skip));
  }
  for (const ranks of bySuit) {
    for (let start = 0; start < 13; start++) {
      for (let end = start; end < 13 && ranks[end] !== undefined; end++) {
        if (end - start >= 2) out.push(ranks.slice(start, end + 1) as CardId[]);
      }
    }
  }
  return out;
}
