/**
 * Test helpers for the Tongits state machine tests: hand-built mid-hand states from card codes,
 * and applying or refusing moves with checkMove and applyMove kept in agreement. Only imported by
 * *.test.ts files; it throws plain errors so that, like the game files, it needs no node: module.
 */
import { parseCards } from '../cards/cards.ts';
import { isMoveError } from '../cards/card-game.ts';
import { applyMove, checkMove } from './tongits-moves.ts';
import type { TongitsState } from './tongits-state.ts';

/** Cards from codes. */
export const c = parseCards;

/** One card from its code. */
export const one = (code: string): number => c(code)[0]!;

/** A mid-hand table written in card codes. */
export interface Spec {
  hands: string[];
  stock?: string;
  discards?: string;
  melds?: { owner: number; cards: string }[];
  turn?: number;
  phase?: TongitsState['phase'];
  callBlocked?: boolean[];
  lastDrawer?: number | null;
}

/** A mid-hand state from card codes (seat 0's turn to draw unless told otherwise). */
export function tableState(spec: Spec): TongitsState {
  const sorted = (codes: string): number[] => c(codes).sort((a, b) => a - b);
  return {
    game: 'tongits',
    dealer: 0,
    hands: spec.hands.map(sorted),
    stock: c(spec.stock ?? 'Kd Qd Jd'),
    discards: c(spec.discards ?? ''),
    melds: (spec.melds ?? []).map((meld) => ({ owner: meld.owner, cards: sorted(meld.cards) })),
    turn: spec.turn ?? 0,
    phase: spec.phase ?? 'draw',
    lastDrawer: spec.lastDrawer ?? null,
    callBlocked: spec.callBlocked ?? [false, false, false],
    call: null,
    end: null,
    moveCount: 0,
  };
}

/** Applies one move by `seat`, failing the test if it is refused. */
export function move(state: TongitsState, seat: number, proposed: unknown): TongitsState {
  const next = applyMove(state, seat, proposed);
  if (isMoveError(next)) throw new Error(`${JSON.stringify(proposed)} by ${seat} refused: ${next.error}`);
  return next;
}

/** The refusal code of a move (checkMove and applyMove must agree). */
export function refusal(state: TongitsState, seat: number, proposed: unknown): string | null {
  const result = applyMove(state, seat, proposed);
  const code = isMoveError(result) ? result.error : null;
  const checked = checkMove(state, seat, proposed);
  if (checked !== code) throw new Error(`checkMove says ${checked}, applyMove ${code}`);
  return code;
}

/** `caller` calls Draw; hands by seat; seats marked in `melded` (and always the caller) own a set. */
export function called(caller: number, hands: string[], melded: boolean[]): TongitsState {
  const sets = ['9c 9s 9h', 'Jc Js Jh', 'Qc Qs Qh'];
  const melds = sets.map((cards, owner) => ({ owner, cards })).filter((meld) => meld.owner === caller || melded[meld.owner]);
  return move(tableState({ hands, melds, turn: caller }), caller, { type: 'call' });
}
