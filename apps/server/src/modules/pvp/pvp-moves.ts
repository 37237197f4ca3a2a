/**
 * Moves at a PVP table (decision 059). A move is one transaction on the hand's row, locked: the
 * version must be the one the move was made on, the game decides (applyMove: the client only
 * proposes), seats leaving after the hand are played at once, the new state and the moves are
 * written as version n+1 (n+k), and when the hand is over its money is settled in the same
 * transaction (pvp-settle.ts). The `pvp-turns` sweep plays the automatic move of a seat whose turn
 * ran out the same way. Any process may take any move; a restart loses nothing.
 */
import { isMoveError } from '@pkg/games/cards/card-game';
import { pvpMove } from '@pkg/contracts/pvp';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/index.ts';
import type { PvpDeps } from './pvp-deps.ts';
import { engineGame, PVP_VENDOR_CODE } from './pvp-games.ts';
import { seedOf, shuffleNextHand } from './pvp-deal.ts';
import { settleHandIn } from './pvp-settle.ts';
import { autoLabel, isAway, turnDeadline } from './pvp-turns.ts';
import { saveMoves, type MoveRecord } from './hand-moves.queries.ts';
import { lockHandWithSeats, selectDueHands, type HandResult, type HandRow, type SeatPresence } from './hands.queries.ts';
import { selectRoom } from './rooms.queries.ts';
import { deleteSeats, selectPvpTable, updateTableAfterHand } from './tables.queries.ts';

/** Who moves: a player on the version it saw, or the turn clock on the version it found due. */
export type MoveSource = { kind: 'player'; accountId: string; version: number; move: unknown } | { kind: 'clock'; version: number };

/** A hand after moves were made on it. */
export interface Played {
  hand: HandRow;
  moves: MoveRecord[];
  result: HandResult | null;
}

/** The move as stored: the shape the contracts know (extra fields dropped), else as the game accepted it. */
function stored(move: unknown): unknown {
  const parsed = pvpMove.safeParse(move);
  return parsed.success ? parsed.data : move;
}

/** The first move of a call: the player's (refused with the game's reason) or the clock's automatic one. */
function firstMove(
  hand: HandRow,
  seats: readonly SeatPresence[],
  source: MoveSource,
  now: Date,
): { state: unknown; move: MoveRecord } | null {
  const game = engineGame(hand.game);
  if (source.kind === 'player') {
    const seat = hand.players.find((player) => player.accountId === source.accountId)?.seat;
    if (seat === undefined) throw new AppError('pvp_not_seated');
    const next = game.applyMove(hand.state, seat, source.move);
    if (isMoveError(next as object)) {
      const problem = (next as { error: string }).error;
      throw new AppError('pvp_move_refused', problem, { problem });
    }
    return { state: next, move: { seat, move: stored(source.move), auto: null } };
  }
  const seat = game.toAct(hand.state);
  if (seat === null || !hand.turnDeadline || hand.turnDeadline.getTime() > now.getTime()) return null;
  const move = game.autoMove(hand.state, seat);
  const next = game.applyMove(hand.state, seat, move);
  if (isMoveError(next as object)) throw new Error(`the automatic move of seat ${seat} in hand ${hand.id} was refused`);
  return {
    state: next,
    move: {
      seat,
      move,
      auto: autoLabel(
        seats.find((entry) => entry.seat === seat),
        now,
      ),
    },
  };
}

/** After a hand: leaving and away seats go, the next dealer is the winner, and a table still full shuffles its next hand. */
async function afterHand(tx: Queryable, deps: PvpDeps, hand: HandRow, result: HandResult, seats: readonly SeatPresence[], now: Date) {
  const gone = seats.filter((seat) => seat.status === 'leaving' || isAway(seat, now)).map((seat) => seat.seat);
  await deleteSeats(tx, hand.tableId, gone);
  await updateTableAfterHand(tx, hand.tableId, { dealer: result.winner });
  const table = await selectPvpTable(tx, hand.tableId, 'update');
  const room = await selectRoom(tx, hand.brandId, PVP_VENDOR_CODE, hand.roomCode);
  const staying = seats.length - gone.length;
  if (table && room && room.status === 'open' && room.enabled && staying === table.seats) await shuffleNextHand(tx, deps, table, room, now);
}

/** The moves of one call in `tx`; null when the clock found nothing due (or the hand held elsewhere). */
async function playIn(tx: Queryable, deps: PvpDeps, handId: string, source: MoveSource): Promise<Played | null> {
  const locked = await lockHandWithSeats(tx, handId, source.kind === 'clock');
  if (!locked) {
    if (source.kind === 'player') throw new AppError('pvp_not_found');
    return null;
  }
  const { hand, seats } = locked;
  if (hand.status !== 'playing' || hand.version !== source.version) {
    if (source.kind === 'player') throw new AppError('pvp_stale_hand', undefined, { version: hand.version, status: hand.status });
    return null;
  }
  const now = deps.clock.now();
  const first = firstMove(hand, seats, source, now);
  if (!first) return null;
  const game = engineGame(hand.game);
  let state = first.state;
  const moves = [first.move];
  // A seat leaving after this hand does not wait for its turn.
  for (let seat = game.toAct(state); seat !== null && !game.isOver(state); seat = game.toAct(state)) {
    if (seats.find((entry) => entry.seat === seat)?.status !== 'leaving') break;
    const move = game.autoMove(state, seat);
    state = game.applyMove(state, seat, move);
    moves.push({ seat, move, auto: 'left' });
  }
  const over = game.isOver(state);
  const toAct = over ? null : game.toAct(state);
  const deadline = over ? null : turnDeadline(hand.settings, seats, toAct, now, deps.timing);
  const mover =
    source.kind === 'player'
      ? { tableId: hand.tableId, seat: first.move.seat, until: new Date(now.getTime() + deps.timing.presenceMs) }
      : null;
  const saved = await saveMoves(tx, { handId, fromVersion: hand.version, state, toAct, deadline, moves, at: now, present: mover });
  if (!saved) throw new Error(`hand ${handId} moved under its lock`);
  const after: HandRow = { ...hand, state, version: hand.version + moves.length, toAct, turnDeadline: deadline };
  if (!over) return { hand: after, moves, result: null };
  const seed = seedOf(deps, hand);
  const result = await settleHandIn(tx, after, state, seed, now);
  await afterHand(tx, deps, hand, result, seats, now);
  return { hand: { ...after, status: 'settled', seed, result, endedAt: now, toAct: null, turnDeadline: null }, moves, result };
}

/** Makes the moves of one call (retried whole on a lost race of the ledger's locks) and tells the pages and wallets after commit. */
export async function play(deps: PvpDeps, handId: string, source: MoveSource): Promise<Played | null> {
  const played = await withLedgerTransaction(deps.db, (tx) => playIn(tx, deps, handId, source));
  if (!played) return null;
  deps.events.changed(played.hand.tableId);
  if (played.result) {
    for (const player of played.hand.players) {
      deps.walletEvents.publish({ brandId: played.hand.brandId, accountId: player.accountId, code: 'bet_payout' });
    }
  }
  return played;
}

/**
 * The `pvp-turns` sweep: plays the automatic move of every hand whose turn ran out (up to `limit`),
 * each in its own transaction; a hand another process holds is skipped. Answers how many moved.
 */
export async function playDueTurns(deps: PvpDeps, limit = 500): Promise<number> {
  let moved = 0;
  for (const due of await selectDueHands(deps.db, deps.clock.now(), limit)) {
    try {
      if (await play(deps, due.id, { kind: 'clock', version: due.version })) moved += 1;
    } catch (error) {
      deps.onError(error, `automatic move of hand ${due.id}`);
    }
  }
  return moved;
}
