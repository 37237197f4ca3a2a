/**
 * Automatic play (a timed-out or disconnected seat) and a simple bot, both built on the best split
 * of the hand (best-split.ts). Both only ever return legal moves.
 *
 * autoMove, the safe rule:
 * - answering a Draw call: fold (a fight can cost more than folding);
 * - start of turn: draw from the stock (never calls Draw, since the caller loses ties; never takes
 *   the discard);
 * - after drawing: if the best split leaves at most one card outside melds, expose the melds one
 *   by one and discard the last card (Tongits); else, if the seat has no exposed meld yet, expose
 *   its best split's highest-point meld so it is not burned; else discard the highest-point card
 *   outside the best split's melds (the highest card on a tie).
 *
 * botMove: calls Draw with 5 points or fewer; takes the discard when that lowers its points;
 * exposes every meld of its best split; lays off its highest cards; discards its highest card;
 * fights a call with at most 6–12 points (the threshold drawn from `random`).
 */
import type { CardId } from '../cards/cards.ts';
import type { RandomSource } from '../random.ts';
import type { HandSplit } from './best-split.ts';
import { bestSplit, handPoints } from './best-split.ts';
import { cardPoints, pointsOf } from './melds.ts';
import { canCall, layoffOptions, takeOptions } from './tongits-legal.ts';
import type { TongitsMove } from './tongits-moves.ts';
import type { TongitsState } from './tongits-state.ts';
import { hasExposedMeld, toAct } from './tongits-state.ts';

/** The card with the most points (the highest id on a tie). */
function highestCard(cards: readonly CardId[]): CardId {
  let best = cards[0] as CardId;
  for (const card of cards) if (cardPoints(card) > cardPoints(best) || (cardPoints(card) === cardPoints(best) && card > best)) best = card;
  return best;
}

/** The meld with the most points. */
function richestMeld(split: HandSplit): CardId[] {
  let best = split.melds[0] as CardId[];
  for (const meld of split.melds) if (pointsOf(meld) > pointsOf(best)) best = meld;
  return best;
}

function assertToAct(state: TongitsState, seat: number): CardId[] {
  if (toAct(state) !== seat) throw new RangeError(`seat ${seat} is not to move`);
  return state.hands[seat] as CardId[];
}

/** The move played for a seat that timed out or disconnected (the safe rule above). */
export function autoMove(state: TongitsState, seat: number): TongitsMove {
  const hand = assertToAct(state, seat);
  if (state.phase === 'call') return { type: 'fold' };
  if (state.phase === 'draw') return { type: 'draw' };
  const split = bestSplit(hand);
  if (split.melds.length > 0 && (split.deadwood.length <= 1 || !hasExposedMeld(state, seat))) {
    return { type: 'meld', cards: split.deadwood.length <= 1 ? (split.melds[0] as CardId[]) : richestMeld(split) };
  }
  return { type: 'discard', card: highestCard(split.deadwood) };
}

/** The bot's move for `seat` (which must be the seat to move). */
export function botMove(state: TongitsState, seat: number, random: RandomSource): TongitsMove {
  const hand = assertToAct(state, seat);
  if (state.phase === 'call') return handPoints(hand) <= 6 + random.int(7) ? { type: 'fight' } : { type: 'fold' };
  if (state.phase === 'draw') {
    const points = handPoints(hand);
    if (canCall(state, seat) && points <= 5) return { type: 'call' };
    let take: CardId[] | null = null;
    let takePoints = points;
    for (const cards of takeOptions(state, seat)) {
      const after = handPoints(hand.filter((card) => !cards.includes(card)));
      if (after < takePoints) [take, takePoints] = [cards, after];
    }
    return take ? { type: 'take', cards: take } : { type: 'draw' };
  }
  const split = bestSplit(hand);
  if (split.melds.length > 0) return { type: 'meld', cards: split.melds[0] as CardId[] };
  const layoffs = layoffOptions(state, seat);
  if (layoffs.length > 0) {
    const card = highestCard(layoffs.map((option) => option.card));
    return { type: 'layoff', ...(layoffs.find((option) => option.card === card) as { card: CardId; meld: number }) };
  }
  return { type: 'discard', card: highestCard(hand) };
}
