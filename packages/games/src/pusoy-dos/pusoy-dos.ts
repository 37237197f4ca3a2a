/**
 * Pusoy Dos (Filipino Big Two) as a pure state machine for the table server: four seats, 13 cards
 * each. The holder of 3♣ leads and the first play must include it; each play must beat the last
 * with the same number of cards, or the seat passes (passing does not shut a seat out of the
 * trick); when the other three pass in a row, the last player to play leads anything. The first
 * seat out of cards wins. Combinations and their order: combinations.ts.
 */
import type { CardId } from '../cards/cards.ts';
import { distinctCards, holdsAll, isCardId, withoutCards } from '../cards/cards.ts';
import type { MoveError } from '../cards/card-game.ts';
import { dealBlocks, shuffleDeck } from '../cards/deck.ts';
import type { RandomSource } from '../random.ts';
import type { Combo, ComboKind } from './combinations.ts';
import { THREE_OF_CLUBS, beats, classify, pusoyValue } from './combinations.ts';
import { playsOf } from './combination-search.ts';

/** Seats at a Pusoy Dos table. */
export const PUSOY_SEATS = 4;

/** A seat's move: play cards, or pass. */
export type PusoyMove = { type: 'play'; cards: CardId[] } | { type: 'pass' };

/** The play on the table that the next play must beat. */
export interface PusoyPlay {
  seat: number;
  cards: CardId[];
  kind: ComboKind;
  key: number;
}

/** The whole hand (server side): every seat's cards; JSON-serialisable. */
export interface PusoyState {
  game: 'pusoy-dos';
  /** Each seat's cards, ascending ids. */
  hands: CardId[][];
  /** The seat to move. */
  turn: number;
  /** The play to beat, or null when `turn` leads. */
  lastPlay: PusoyPlay | null;
  /** Passes in a row since lastPlay. */
  passes: number;
  /** True until the first play (which must include 3♣). */
  opening: boolean;
  /** The seat that went out first, or null while the hand runs. */
  winner: number | null;
  /** How many moves have been applied (plays and passes). */
  moveCount: number;
}

/** Why a move is refused. */
export type PusoyError =
  | 'game_over' // the hand has ended
  | 'not_your_turn' // another seat is to move
  | 'bad_move' // not a well-formed move (type, cards as a list of card ids)
  | 'duplicate_card' // the same card twice
  | 'not_in_hand' // a card the seat does not hold
  | 'cannot_pass_lead' // the leader must play
  | 'wrong_card_count' // not the number of cards of the play to beat
  | 'invalid_combination' // not a single, pair, triple or five-card hand
  | 'must_include_3c' // the first play of the hand must include 3♣
  | 'does_not_beat'; // not higher than the play to beat

/** Options of a deal (none yet; the 3♣ holder always leads). */
export type PusoyOptions = Record<string, never>;

/**
 * Deals a hand: shuffleDeck(random), then seat s takes deck[13s .. 13s + 12] (sorted); the seat
 * holding 3♣ moves first. For a provable deal pass fairRandom(seed, context).
 */
export function deal(seats: number, random: RandomSource, _options?: PusoyOptions): PusoyState {
  if (seats !== PUSOY_SEATS) throw new RangeError(`Pusoy Dos is dealt to ${PUSOY_SEATS} seats`);
  const { hands } = dealBlocks(shuffleDeck(random), [13, 13, 13, 13]);
  const turn = hands.findIndex((hand) => hand.includes(THREE_OF_CLUBS));
  return { game: 'pusoy-dos', hands, turn, lastPlay: null, passes: 0, opening: true, winner: null, moveCount: 0 };
}

/** The seat to move, or null when the hand is over. */
export function toAct(state: PusoyState): number | null {
  return state.winner === null ? state.turn : null;
}

/** Whether the hand has ended (a seat is out of cards). */
export function isOver(state: PusoyState): boolean {
  return state.winner !== null;
}

/** The cards of a well-formed play move, or null. */
function playCards(move: unknown): unknown[] | null {
  if (typeof move !== 'object' || move === null) return null;
  const { type, cards } = move as { type?: unknown; cards?: unknown };
  return type === 'play' && Array.isArray(cards) ? cards : null;
}

/** Why `cards` (distinct, held) cannot be played now, or the combination they make. */
function judgePlay(state: PusoyState, cards: CardId[]): PusoyError | Combo {
  if (state.lastPlay && cards.length !== state.lastPlay.cards.length) return 'wrong_card_count';
  const combo = classify(cards);
  if (!combo) return 'invalid_combination';
  if (state.opening && !cards.includes(THREE_OF_CLUBS)) return 'must_include_3c';
  if (state.lastPlay && !beats(combo, { kind: state.lastPlay.kind, size: combo.size, key: state.lastPlay.key })) return 'does_not_beat';
  return combo;
}

/** Why `move` is refused for `seat`, or the combination a legal play makes ('pass' for a legal pass). */
function judge(state: PusoyState, seat: number, move: unknown): PusoyError | Combo | 'pass' {
  if (state.winner !== null) return 'game_over';
  if (seat !== state.turn) return 'not_your_turn';
  if (typeof move === 'object' && move !== null && (move as { type?: unknown }).type === 'pass') {
    return state.lastPlay ? 'pass' : 'cannot_pass_lead';
  }
  const cards = playCards(move);
  if (!cards || cards.length === 0 || !cards.every(isCardId)) return 'bad_move';
  if (!distinctCards(cards)) return 'duplicate_card';
  if (!holdsAll(state.hands[seat] as CardId[], cards)) return 'not_in_hand';
  return judgePlay(state, cards);
}

/** Why `move` is refused, or null when it is legal. */
export function checkMove(state: PusoyState, seat: number, move: unknown): PusoyError | null {
  const verdict = judge(state, seat, move);
  return typeof verdict === 'string' && verdict !== 'pass' ? verdict : null;
}

/** The state after `seat` plays `move`, or the reason it is refused; `state` is not changed. */
export function applyMove(state: PusoyState, seat: number, move: unknown): PusoyState | MoveError<PusoyError> {
  const verdict = judge(state, seat, move);
  const next = (seat + 1) % PUSOY_SEATS;
  if (verdict === 'pass') {
    const lastPlay = state.lastPlay as PusoyPlay;
    // Everyone else passed: the trick is cleared and its last player leads.
    if (state.passes + 1 === PUSOY_SEATS - 1)
      return { ...state, turn: lastPlay.seat, lastPlay: null, passes: 0, moveCount: state.moveCount + 1 };
    return { ...state, turn: next, passes: state.passes + 1, moveCount: state.moveCount + 1 };
  }
  if (typeof verdict === 'string') return { error: verdict };
  const cards = [...(move as { cards: CardId[] }).cards].sort((a, b) => a - b);
  const hands = state.hands.slice();
  const hand = withoutCards(hands[seat] as CardId[], cards);
  hands[seat] = hand;
  return {
    ...state,
    hands,
    turn: next,
    lastPlay: { seat, cards, kind: verdict.kind, key: verdict.key },
    passes: 0,
    opening: false,
    winner: hand.length === 0 ? seat : null,
    moveCount: state.moveCount + 1,
  };
}

/**
 * Every legal move of `seat`: when leading, every play of the hand (only those with 3♣ on the
 * opening); when following, pass and every play of the same size that beats the table.
 */
export function legalMoves(state: PusoyState, seat: number): PusoyMove[] {
  if (state.winner !== null || seat !== state.turn) return [];
  const hand = state.hands[seat] as CardId[];
  const last = state.lastPlay;
  if (!last) {
    const plays = playsOf(hand).filter((play) => !state.opening || play.cards.includes(THREE_OF_CLUBS));
    return plays.map((play) => ({ type: 'play', cards: play.cards }));
  }
  const beating = playsOf(hand, last.cards.length).filter((play) => play.combo.key > last.key);
  return [{ type: 'pass' }, ...beating.map((play): PusoyMove => ({ type: 'play', cards: play.cards }))];
}

/** The lowest card of a hand in Pusoy order (3♣ lowest). */
export function lowestCard(hand: readonly CardId[]): CardId {
  let lowest = hand[0] as CardId;
  for (const card of hand) if (pusoyValue(card) < pusoyValue(lowest)) lowest = card;
  return lowest;
}

/**
 * The move for a seat that timed out or disconnected: pass when a pass is allowed (following),
 * otherwise lead the lowest single (on the opening that is 3♣, which is its holder's lowest card).
 */
export function autoMove(state: PusoyState, seat: number): PusoyMove {
  if (state.lastPlay) return { type: 'pass' };
  return { type: 'play', cards: [lowestCard(state.hands[seat] as CardId[])] };
}

/** What one seat sees: its own cards, only the others' counts; every hand once the hand is over. */
export interface PusoyView {
  game: 'pusoy-dos';
  seat: number;
  hand: CardId[];
  handCounts: number[];
  turn: number;
  lastPlay: PusoyPlay | null;
  passes: number;
  opening: boolean;
  winner: number | null;
  moveCount: number;
  /** Every seat's remaining cards, only after the hand ends (for the result screen). */
  revealed: CardId[][] | null;
}

/** The view of `seat`: its own cards and only the counts of the other seats' cards. */
export function playerView(state: PusoyState, seat: number): PusoyView {
  return {
    game: 'pusoy-dos',
    seat,
    hand: [...(state.hands[seat] ?? [])],
    handCounts: state.hands.map((hand) => hand.length),
    turn: state.turn,
    lastPlay: state.lastPlay,
    passes: state.passes,
    opening: state.opening,
    winner: state.winner,
    moveCount: state.moveCount,
    revealed: state.winner === null ? null : state.hands.map((hand) => [...hand]),
  };
}
