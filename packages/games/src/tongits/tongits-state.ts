/**
 * Tongits state for the table server: three seats, a 52-card deck, the dealer holding 13 and the
 * others 12, the remaining 15 cards the stock. Plain JSON data; moves in tongits-moves.ts, the end
 * of a hand in tongits-end.ts, the rules in docs/games/pvp-cards.md.
 *
 * Phases of a turn: 'draw' (draw from the stock, take the top discard into a new meld, or call
 * Draw), then 'play' (expose melds, lay off, and end with a discard). The dealer's first turn
 * starts in 'play' (nothing to draw before the first discard). 'call' collects fight or fold
 * answers after a Draw call; 'over' holds the result.
 */
import type { CardId } from '../cards/cards.ts';
import { dealBlocks, shuffleDeck } from '../cards/deck.ts';
import type { RandomSource } from '../random.ts';

/** Seats at a Tongits table. */
export const TONGITS_SEATS = 3;

/** An exposed meld: who laid it down and its cards (ascending ids, including cards laid off on it). */
export interface TongitsMeld {
  owner: number;
  cards: CardId[];
}

/** Where a turn stands. */
export type TongitsPhase = 'draw' | 'play' | 'call' | 'over';

/** A Draw call being answered: the seats still to answer (in turn order) and those who fight. */
export interface TongitsCall {
  caller: number;
  pending: number[];
  fighters: number[];
}

/** How a hand ended. */
export type TongitsEndReason = 'tongits' | 'draw' | 'stock-out';

/** The result of a finished hand. */
export interface TongitsEnd {
  reason: TongitsEndReason;
  winner: number;
  /** Each seat's points: the deadwood of the best split of its hand. */
  points: number[];
  /** Seats with no exposed meld of their own at the end (sunog): they cannot win. */
  burned: boolean[];
  /** For a Draw: the caller and the fighters (the showdown); empty otherwise. */
  contenders: number[];
}

/** The whole hand (server side). */
export interface TongitsState {
  game: 'tongits';
  dealer: number;
  /** Each seat's cards, ascending ids. */
  hands: CardId[][];
  /** The stock in drawing order: stock[0] is drawn next. Hidden from every player. */
  stock: CardId[];
  /** The discard pile, bottom first; the last card is the top, the only one that can be taken. */
  discards: CardId[];
  /** Every exposed meld, in the order laid down (a lay-off names a meld by its index here). */
  melds: TongitsMeld[];
  /** The seat whose turn it is (the caller during 'call'). */
  turn: number;
  phase: TongitsPhase;
  /** The last seat that drew from the stock (wins a points tie when the stock runs out). */
  lastDrawer: number | null;
  /** Per seat: an opponent laid off on one of its melds since its last draw, so it cannot call Draw. */
  callBlocked: boolean[];
  call: TongitsCall | null;
  end: TongitsEnd | null;
  moveCount: number;
}

/** Options of a deal: the dealer seat (by custom the winner of the previous hand; default 0). */
export interface TongitsOptions {
  dealer?: number;
}

/**
 * Deals a hand: shuffleDeck(random); the dealer takes deck[0..12], the next seat deck[13..24],
 * the seat after deck[25..36] (each sorted), and deck[37..51] is the stock, drawn in that order.
 * For a provable deal pass fairRandom(seed, context).
 */
export function deal(seats: number, random: RandomSource, options: TongitsOptions = {}): TongitsState {
  if (seats !== TONGITS_SEATS) throw new RangeError(`Tongits is dealt to ${TONGITS_SEATS} seats`);
  const dealer = options.dealer ?? 0;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= seats) throw new RangeError(`no such dealer seat: ${dealer}`);
  const { hands: dealt, rest } = dealBlocks(shuffleDeck(random), [13, 12, 12]);
  const hands = [0, 1, 2].map((seat) => dealt[(seat - dealer + seats) % seats] as CardId[]);
  return {
    game: 'tongits',
    dealer,
    hands,
    stock: rest,
    discards: [],
    melds: [],
    turn: dealer,
    phase: 'play',
    lastDrawer: null,
    callBlocked: [false, false, false],
    call: null,
    end: null,
    moveCount: 0,
  };
}

/** The seat after `seat` in turn order. */
export function nextSeat(seat: number): number {
  return (seat + 1) % TONGITS_SEATS;
}

/** The seat that must move now (a pending fighter during a call), or null when the hand is over. */
export function toAct(state: TongitsState): number | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'call') return (state.call as TongitsCall).pending[0] as number;
  return state.turn;
}

/** Whether the hand has ended. */
export function isOver(state: TongitsState): boolean {
  return state.phase === 'over';
}

/** Whether `seat` has an exposed meld of its own. */
export function hasExposedMeld(state: TongitsState, seat: number): boolean {
  return state.melds.some((meld) => meld.owner === seat);
}

/** What one seat sees: its own cards, the others' counts, the public table; never the stock. */
export interface TongitsView {
  game: 'tongits';
  seat: number;
  dealer: number;
  hand: CardId[];
  handCounts: number[];
  stockCount: number;
  discards: CardId[];
  melds: TongitsMeld[];
  turn: number;
  phase: TongitsPhase;
  toAct: number | null;
  lastDrawer: number | null;
  callBlocked: boolean[];
  call: TongitsCall | null;
  end: TongitsEnd | null;
  moveCount: number;
  /** Every seat's hand, only once the hand is over (the showdown). */
  revealed: CardId[][] | null;
}

/** The view of `seat`. The discard pile is public (every discard was shown face up). */
export function playerView(state: TongitsState, seat: number): TongitsView {
  return {
    game: 'tongits',
    seat,
    dealer: state.dealer,
    hand: [...(state.hands[seat] ?? [])],
    handCounts: state.hands.map((hand) => hand.length),
    stockCount: state.stock.length,
    discards: [...state.discards],
    melds: state.melds.map((meld) => ({ owner: meld.owner, cards: [...meld.cards] })),
    turn: state.turn,
    phase: state.phase,
    toAct: toAct(state),
    lastDrawer: state.lastDrawer,
    callBlocked: [...state.callBlocked],
    call: state.call,
    end: state.end,
    moveCount: state.moveCount,
    revealed: state.phase === 'over' ? state.hands.map((hand) => [...hand]) : null,
  };
}
