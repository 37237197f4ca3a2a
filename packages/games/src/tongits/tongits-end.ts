/**
 * How a Tongits hand ends and who wins (docs/games/pvp-cards.md):
 * - Tongits: the seat that empties its hand wins at once.
 * - Draw: the lowest points among the caller and the fighters win; the caller loses every tie,
 *   and between tied fighters the first after the caller in turn order wins.
 * - Stock out (the seat that drew the last stock card has discarded): the lowest points win among
 *   seats that are not burned; a tie goes to the last drawer, else to the first tied seat after
 *   the last drawer in turn order. If every seat is burned, the burn is ignored for choosing the
 *   winner (someone must collect), and the losers still pay as burned.
 * Points are each hand's deadwood after its best split (concealed melds do not count).
 */
import { handPoints } from './best-split.ts';
import type { TongitsCall, TongitsEnd, TongitsEndReason, TongitsState } from './tongits-state.ts';
import { TONGITS_SEATS, hasExposedMeld, nextSeat } from './tongits-state.ts';

/** The first seat of `order` with the fewest points. */
function lowestFirst(order: readonly number[], points: readonly number[]): number {
  let winner = order[0] as number;
  for (const seat of order) if ((points[seat] as number) < (points[winner] as number)) winner = seat;
  return winner;
}

/** Seats in turn order starting from `seat`. */
function turnOrderFrom(seat: number): number[] {
  return Array.from({ length: TONGITS_SEATS }, (_, offset) => (seat + offset) % TONGITS_SEATS);
}

/** The state with the hand finished for `reason`; `seat` is the Tongits seat (ignored otherwise). */
export function finishHand(state: TongitsState, reason: TongitsEndReason, seat: number): TongitsState {
  const points = state.hands.map((hand) => handPoints(hand));
  const burned = turnOrderFrom(0).map((other) => !hasExposedMeld(state, other));
  let winner = seat;
  let contenders: number[] = [];
  if (reason === 'draw') {
    const call = state.call as TongitsCall;
    contenders = [call.caller, ...call.fighters];
    // Fighters in turn order after the caller, the caller last: ties go to the earliest here.
    const order = turnOrderFrom(nextSeat(call.caller)).filter((other) => call.fighters.includes(other));
    winner = lowestFirst([...order, call.caller], points);
  } else if (reason === 'stock-out') {
    const order = turnOrderFrom(state.lastDrawer ?? state.turn);
    const eligible = order.filter((other) => !burned[other]);
    winner = lowestFirst(eligible.length > 0 ? eligible : order, points);
  }
  const end: TongitsEnd = { reason, winner, points, burned, contenders };
  return { ...state, phase: 'over', end };
}
