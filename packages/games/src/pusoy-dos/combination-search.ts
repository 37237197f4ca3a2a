/**
 * Every Pusoy Dos play a hand can make, for legalMoves, automatic play and the bots. Five-card
 * hands are built by shape (straights rank by rank, flushes suit by suit, full houses and fours
 * from same-rank groups) instead of testing all 1 287 five-card subsets of 13 cards, and each
 * candidate is then classified by `classify`, the one place that says what a play is.
 */
import type { CardId } from '../cards/cards.ts';
import { rankOf, suitOf } from '../cards/cards.ts';
import type { Combo } from './combinations.ts';
import { classify } from './combinations.ts';

/** A play a hand can make: its cards (ascending ids) and its combination. */
export interface Play {
  cards: CardId[];
  combo: Combo;
}

/** Every k-subset of `items`, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const chosen: T[] = [];
  const walk = (start: number): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}

/** The hand's cards grouped by natural rank (index 0 = aces … 12 = kings). */
function byRank(hand: readonly CardId[]): CardId[][] {
  const groups: CardId[][] = Array.from({ length: 13 }, () => []);
  for (const card of hand) groups[rankOf(card)]!.push(card);
  return groups;
}

/** Straights (not flushes: those come from the flush search): one card per rank of each sequence. */
function straights(groups: readonly CardId[][]): CardId[][] {
  const out: CardId[][] = [];
  for (let start = 0; start <= 9; start++) {
    const ranks = [0, 1, 2, 3, 4].map((offset) => (start + offset) % 13);
    if (ranks.some((rank) => groups[rank]!.length === 0)) continue;
    let partial: CardId[][] = [[]];
    for (const rank of ranks) partial = partial.flatMap((prefix) => groups[rank]!.map((card) => [...prefix, card]));
    for (const cards of partial) if (!cards.every((card) => suitOf(card) === suitOf(cards[0] as CardId))) out.push(cards);
  }
  return out;
}

/** Five-card candidates of every shape: straights, flushes (straight flushes among them), full houses, fours with a kicker. */
function fiveCardCandidates(hand: readonly CardId[], groups: readonly CardId[][]): CardId[][] {
  const out = straights(groups);
  for (let suit = 0; suit < 4; suit++) {
    const suited = hand.filter((card) => suitOf(card) === suit);
    if (suited.length >= 5) out.push(...subsets(suited, 5));
  }
  for (let rank = 0; rank < 13; rank++) {
    const group = groups[rank]!;
    if (group.length === 4) for (const kicker of hand) if (rankOf(kicker) !== rank) out.push([...group, kicker]);
    if (group.length < 3) continue;
    for (const triple of subsets(group, 3)) {
      for (let other = 0; other < 13; other++) {
        if (other !== rank && groups[other]!.length >= 2) for (const pair of subsets(groups[other]!, 2)) out.push([...triple, ...pair]);
      }
    }
  }
  return out;
}

/**
 * The plays `hand` can make with `size` cards (1, 2, 3 or 5), or of every size when size is
 * omitted; sorted from the lowest to the highest combination within each size.
 */
export function playsOf(hand: readonly CardId[], size?: number): Play[] {
  const groups = byRank(hand);
  const candidates: CardId[][] = [];
  if (size === undefined || size === 1) for (const card of hand) candidates.push([card]);
  if (size === undefined || size === 2 || size === 3) {
    for (const group of groups) {
      if (size !== 3) candidates.push(...subsets(group, 2));
      if (size !== 2) candidates.push(...subsets(group, 3));
    }
  }
  if (size === undefined || size === 5) candidates.push(...fiveCardCandidates(hand, groups));
  const plays: Play[] = [];
  for (const cards of candidates) {
    const combo = classify(cards);
    if (combo) plays.push({ cards: cards.sort((a, b) => a - b), combo });
  }
  return plays.sort((a, b) => a.combo.size - b.combo.size || a.combo.key - b.combo.key);
}
