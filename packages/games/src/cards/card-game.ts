/**
 * The shape every PVP card game module exposes to the table server: a pure, JSON-serialisable
 * state machine. The server keeps the state, asks `toAct` whose move it is, checks and applies a
 * client's proposed move with `applyMove` (legality is decided only here, never on the client),
 * plays `autoMove` when a turn times out or a seat disconnects, and pays out with `score`.
 */
import type { RandomSource } from '../random.ts';
import type { HandPayments } from './table-payments.ts';

/** A refused move: a stable code the client maps to a message. */
export interface MoveError<E extends string> {
  error: E;
}

/** A PVP card game as plain functions over plain data (State, Move and View are JSON-serialisable). */
export interface CardGame<State, Move, View, Table, Options, E extends string> {
  /** The game's code, e.g. 'pusoy-dos'. */
  readonly code: string;
  /** How many seats a table has. */
  readonly seats: number;
  /** Shuffles with `random` (fairRandom(seed, context) for a provable deal) and deals. */
  deal(seats: number, random: RandomSource, options?: Options): State;
  /** The seat whose move it is, or null when the hand is over. */
  toAct(state: State): number | null;
  /** Every legal move of `seat` now (empty when it is not that seat's move). */
  legalMoves(state: State, seat: number): Move[];
  /** Why `move` is refused, or null when it is legal (cheaper than applyMove when only checking). */
  checkMove(state: State, seat: number, move: unknown): E | null;
  /** The state after `move`, or the code of why it is refused; never changes `state`. */
  applyMove(state: State, seat: number, move: unknown): State | MoveError<E>;
  /** The move played for a seat that timed out or disconnected (always legal; documented per game). */
  autoMove(state: State, seat: number): Move;
  /** A reasonable legal move for a house bot (benchmarks, tests, empty seats where the brand allows). */
  botMove(state: State, seat: number, random: RandomSource): Move;
  /** Whether the hand has ended. */
  isOver(state: State): boolean;
  /** What the finished hand pays: per-seat nets in minor units summing to zero before rake. */
  score(state: State, table: Table): HandPayments;
  /** What `seat` may see: its own cards, only counts of the others', never the stock. */
  playerView(state: State, seat: number): View;
  /** Problems with a table's scoring data (empty when usable). */
  validateTable(table: Table): string[];
}

/** Whether applyMove refused the move. */
export function isMoveError<E extends string>(result: object): result is MoveError<E> {
  return 'error' in result;
}
