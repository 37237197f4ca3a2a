/**
 * Every legal Tongits move of a seat, for the bots, automatic play, tests and a client's hints
 * (the server still decides each proposed move with applyMove).
 */
import type { CardId } from '../cards/cards.ts';
import { canLayOff, meldsIn } from './melds.ts';
import type { TongitsMove } from './tongits-moves.ts';
import type { TongitsState } from './tongits-state.ts';
import { hasExposedMeld, toAct } from './tongits-state.ts';

/** The ways to take the top discard: each meld of hand cards it completes (the hand cards only). */
export function takeOptions(state: TongitsState, seat: number): CardId[][] {
  const top = state.discards[state.discards.length - 1];
  if (top === undefined) return [];
  const hand = state.hands[seat] as CardId[];
  return meldsIn([...hand, top])
    .filter((meld) => meld.includes(top))
    .map((meld) => meld.filter((card) => card !== top));
}

/** Whether `seat` may call Draw now. */
export function canCall(state: TongitsState, seat: number): boolean {
  return state.phase === 'draw' && toAct(state) === seat && hasExposedMeld(state, seat) && !state.callBlocked[seat];
}

/** Every lay-off of the seat's cards onto exposed melds. */
export function layoffOptions(state: TongitsState, seat: number): { card: CardId; meld: number }[] {
  const options: { card: CardId; meld: number }[] = [];
  for (const card of state.hands[seat] as CardId[]) {
    state.melds.forEach((meld, index) => {
      if (canLayOff(meld.cards, card)) options.push({ card, meld: index });
    });
  }
  return options;
}

/** Every legal move of `seat` now (empty when it is not that seat's move). */
export function legalMoves(state: TongitsState, seat: number): TongitsMove[] {
  if (toAct(state) !== seat) return [];
  const hand = state.hands[seat] as CardId[];
  if (state.phase === 'call') return [{ type: 'fight' }, { type: 'fold' }];
  if (state.phase === 'draw') {
    const moves: TongitsMove[] = state.stock.length > 0 ? [{ type: 'draw' }] : [];
    for (const cards of takeOptions(state, seat)) moves.push({ type: 'take', cards });
    if (canCall(state, seat)) moves.push({ type: 'call' });
    return moves;
  }
  const moves: TongitsMove[] = meldsIn(hand).map((cards) => ({ type: 'meld', cards }));
  for (const option of layoffOptions(state, seat)) moves.push({ type: 'layoff', ...option });
  for (const card of hand) moves.push({ type: 'discard', card });
  return moves;
}
