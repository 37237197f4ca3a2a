/**
 * Tongits moves: checking a proposed move and the state it leads to. A turn is 'draw' (draw from
 * the stock, or take the top discard straight into a new exposed meld with at least two cards
 * from the hand, or call Draw), then 'play' (expose melds, lay off on any exposed meld, discard
 * one card to end the turn). Emptying the hand at any point is Tongits and ends the hand.
 *
 * A Draw call is allowed only at the start of one's turn (before drawing), with at least one
 * exposed meld of one's own, and not when an opponent has laid off on one of one's melds since
 * one's last draw. The other seats with an exposed meld then answer in turn order, fight or fold;
 * seats without one fold automatically (they are burned).
 */
import type { CardId } from '../cards/cards.ts';
import { distinctCards, holdsAll, isCardId, withoutCards } from '../cards/cards.ts';
import type { MoveError } from '../cards/card-game.ts';
import { canLayOff, meldKind } from './melds.ts';
import { finishHand } from './tongits-end.ts';
import type { TongitsCall, TongitsState } from './tongits-state.ts';
import { hasExposedMeld, nextSeat, toAct } from './tongits-state.ts';

/** A seat's move. 'draw' takes the top stock card; 'call' calls Draw (ends the hand by points). */
export type TongitsMove =
  | { type: 'draw' }
  | { type: 'take'; cards: CardId[] }
  | { type: 'call' }
  | { type: 'meld'; cards: CardId[] }
  | { type: 'layoff'; card: CardId; meld: number }
  | { type: 'discard'; card: CardId }
  | { type: 'fight' }
  | { type: 'fold' };

/** Why a move is refused. */
export type TongitsError =
  | 'game_over' // the hand has ended
  | 'not_your_turn' // another seat is to move (or to answer a call)
  | 'bad_move' // not a well-formed move
  | 'wrong_phase' // not now: e.g. a discard before drawing, a draw after drawing, fight with no call
  | 'duplicate_card' // the same card twice
  | 'not_in_hand' // a card the seat does not hold
  | 'invalid_meld' // the cards (with the taken discard) are not a set or a run
  | 'no_discard' // nothing to take: the discard pile is empty
  | 'call_needs_meld' // calling Draw needs an exposed meld of one's own
  | 'call_blocked' // an opponent laid off on one's meld since one's last draw
  | 'no_such_meld' // a lay-off names no exposed meld
  | 'cannot_lay_off'; // the card does not extend that meld

type Verdict = TongitsState | TongitsError;

/** The distinct held cards of a move's list, or the refusal. */
function heldCards(state: TongitsState, seat: number, value: unknown): CardId[] | TongitsError {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isCardId)) return 'bad_move';
  if (!distinctCards(value)) return 'duplicate_card';
  return holdsAll(state.hands[seat] as CardId[], value) ? value : 'not_in_hand';
}

/** `state` with seat's hand replaced; ends the hand as Tongits when the hand is empty. */
function withHand(state: TongitsState, seat: number, hand: CardId[], patch: Partial<TongitsState>): TongitsState {
  const hands = state.hands.slice();
  hands[seat] = hand;
  const next = { ...state, ...patch, hands, moveCount: state.moveCount + 1 };
  return hand.length === 0 ? finishHand(next, 'tongits', seat) : next;
}

/** The answers to a Draw call move on; the hand ends when nobody is left to answer. */
function answered(state: TongitsState, call: TongitsCall): TongitsState {
  const next = { ...state, call, phase: 'call' as const, moveCount: state.moveCount + 1 };
  return call.pending.length === 0 ? finishHand(next, 'draw', call.caller) : next;
}

function drawPhase(state: TongitsState, seat: number, move: Record<string, unknown>): Verdict {
  const hand = state.hands[seat] as CardId[];
  const unblocked = state.callBlocked.map((blocked, other) => blocked && other !== seat);
  if (move.type === 'draw') {
    const card = state.stock[0];
    if (card === undefined) return 'wrong_phase';
    const sorted = [...hand, card].sort((a, b) => a - b);
    return withHand(state, seat, sorted, { stock: state.stock.slice(1), lastDrawer: seat, callBlocked: unblocked, phase: 'play' });
  }
  if (move.type === 'take') {
    const top = state.discards[state.discards.length - 1];
    if (top === undefined) return 'no_discard';
    const cards = heldCards(state, seat, move.cards);
    if (typeof cards === 'string') return cards;
    const meld = [top, ...cards].sort((a, b) => a - b);
    if (!meldKind(meld)) return 'invalid_meld';
    const melds = [...state.melds, { owner: seat, cards: meld }];
    return withHand(state, seat, withoutCards(hand, cards), {
      discards: state.discards.slice(0, -1),
      melds,
      callBlocked: unblocked,
      phase: 'play',
    });
  }
  if (!hasExposedMeld(state, seat)) return 'call_needs_meld';
  if (state.callBlocked[seat]) return 'call_blocked';
  const pending = [nextSeat(seat), nextSeat(nextSeat(seat))].filter((other) => hasExposedMeld(state, other));
  return answered(state, { caller: seat, pending, fighters: [] });
}

function playPhase(state: TongitsState, seat: number, move: Record<string, unknown>): Verdict {
  const hand = state.hands[seat] as CardId[];
  if (move.type === 'meld') {
    const cards = heldCards(state, seat, move.cards);
    if (typeof cards === 'string') return cards;
    if (!meldKind(cards)) return 'invalid_meld';
    const melds = [...state.melds, { owner: seat, cards: [...cards].sort((a, b) => a - b) }];
    return withHand(state, seat, withoutCards(hand, cards), { melds });
  }
  const card = move.card;
  if (!isCardId(card)) return 'bad_move';
  if (!hand.includes(card)) return 'not_in_hand';
  if (move.type === 'layoff') {
    const index = move.meld;
    const target = typeof index === 'number' ? state.melds[index] : undefined;
    if (!target) return 'no_such_meld';
    if (!canLayOff(target.cards, card)) return 'cannot_lay_off';
    const melds = state.melds.slice();
    melds[index as number] = { owner: target.owner, cards: [...target.cards, card].sort((a, b) => a - b) };
    // Sapaw on an opponent's meld stops that opponent calling Draw until it next draws.
    const callBlocked = state.callBlocked.map((blocked, other) => blocked || (other === target.owner && other !== seat));
    return withHand(state, seat, withoutCards(hand, [card]), { melds, callBlocked });
  }
  const rest = withoutCards(hand, [card]);
  const discarded = withHand(state, seat, rest, { discards: [...state.discards, card] });
  if (discarded.phase === 'over') return discarded;
  if (state.stock.length === 0) return finishHand(discarded, 'stock-out', seat);
  return { ...discarded, turn: nextSeat(seat), phase: 'draw' };
}

const PHASE_OF: Record<string, TongitsState['phase']> = {
  draw: 'draw',
  take: 'draw',
  call: 'draw',
  meld: 'play',
  layoff: 'play',
  discard: 'play',
  fight: 'call',
  fold: 'call',
};

/** The state after `move` by `seat`, or why it is refused. */
function judge(state: TongitsState, seat: number, move: unknown): Verdict {
  if (state.phase === 'over') return 'game_over';
  if (seat !== toAct(state)) return 'not_your_turn';
  if (typeof move !== 'object' || move === null) return 'bad_move';
  const fields = move as Record<string, unknown>;
  const phase = typeof fields.type === 'string' ? PHASE_OF[fields.type] : undefined;
  if (!phase) return 'bad_move';
  if (phase !== state.phase) return 'wrong_phase';
  if (phase === 'draw') return drawPhase(state, seat, fields);
  if (phase === 'play') return playPhase(state, seat, fields);
  const call = state.call as TongitsCall;
  const fighters = fields.type === 'fight' ? [...call.fighters, seat] : call.fighters;
  return answered(state, { caller: call.caller, pending: call.pending.slice(1), fighters });
}

/** The state after `seat` plays `move`, or the reason it is refused; `state` is not changed. */
export function applyMove(state: TongitsState, seat: number, move: unknown): TongitsState | MoveError<TongitsError> {
  const verdict = judge(state, seat, move);
  return typeof verdict === 'string' ? { error: verdict } : verdict;
}

/** Why `move` is refused, or null when it is legal. */
export function checkMove(state: TongitsState, seat: number, move: unknown): TongitsError | null {
  const verdict = judge(state, seat, move);
  return typeof verdict === 'string' ? verdict : null;
}
