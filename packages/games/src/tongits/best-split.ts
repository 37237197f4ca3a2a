/**
 * The best split of a Tongits hand into melds and deadwood: the disjoint melds that leave the
 * fewest points unmatched. Melds kept concealed in the hand do not count against a player at the
 * end, so a hand's points are the deadwood points of this split; automatic play and the bots use
 * the same split to choose what to expose and what to discard.
 *
 * Search: take the lowest card still unplaced; it is either deadwood or part of one of the melds
 * (from meldsIn) whose lowest card it is and whose cards are all unplaced. Results are memoised on
 * the bitmask of unplaced cards, so a 14-card hand costs at most a few hundred steps.
 */
import type { CardId } from '../cards/cards.ts';
import { cardPoints, meldsIn } from './melds.ts';

/** A hand split into melds (concealed) and deadwood, with the deadwood's points. */
export interface HandSplit {
  melds: CardId[][];
  deadwood: CardId[];
  points: number;
}

/** Index of the lowest set bit of a non-zero 31-bit mask. */
function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/**
 * The split of `hand` (at most 30 cards) with the fewest deadwood points; among equally good
 * splits, the first found melding the lowest cards first (deterministic for a given hand order).
 */
export function bestSplit(hand: readonly CardId[]): HandSplit {
  const n = hand.length;
  if (n > 30) throw new RangeError('bestSplit takes at most 30 cards');
  const position = new Map(hand.map((card, index) => [card, index]));
  const points = hand.map(cardPoints);
  const byLowest: number[][] = hand.map(() => []);
  for (const meld of meldsIn(hand)) {
    let mask = 0;
    for (const card of meld) mask |= 1 << (position.get(card) as number);
    byLowest[lowestBit(mask)]!.push(mask);
  }
  const memo = new Map<number, number>();
  const best = (mask: number): number => {
    if (mask === 0) return 0;
    const known = memo.get(mask);
    if (known !== undefined) return known;
    const i = lowestBit(mask);
    let result = (points[i] as number) + best(mask & ~(1 << i));
    for (const meld of byLowest[i]!) if ((meld & mask) === meld) result = Math.min(result, best(mask & ~meld));
    memo.set(mask, result);
    return result;
  };
  const total = best(n === 0 ? 0 : 2 ** n - 1);
  // Walk the memo again to recover one split achieving the minimum, melds preferred on ties.
  const melds: CardId[][] = [];
  const deadwood: CardId[] = [];
  let mask = n === 0 ? 0 : 2 ** n - 1;
  while (mask !== 0) {
    const i = lowestBit(mask);
    const target = best(mask);
    const meld = byLowest[i]!.find((candidate) => (candidate & mask) === candidate && best(mask & ~candidate) === target);
    if (meld !== undefined) {
      melds.push(hand.filter((_, index) => (meld & (1 << index)) !== 0));
      mask &= ~meld;
    } else {
      deadwood.push(hand[i] as CardId);
      mask &= ~(1 << i);
    }
  }
  return { melds, deadwood, points: total };
}

/** A hand's points at the end of play: the deadwood points of its best split. */
export function handPoints(hand: readonly CardId[]): number {
  return bestSplit(hand).points;
}
