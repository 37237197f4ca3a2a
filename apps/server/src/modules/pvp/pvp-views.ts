/**
 * What a player sees of a PVP table (decision 059): the room, the seats (masked names, leaving,
 * away), and the hand through the game's own player view: its own cards, only counts of the
 * others', never the stock; every hand once it is over. Legal moves are listed only to the seat to act.
 */
import type { Currency } from '@pkg/money/money';
import type { PvpHandResult, PvpHandView, PvpMove, PvpRoomView, PvpSeatView, PvpTableView } from '@pkg/contracts/pvp';
import { maskUsername } from '../vendor-wallet/index.ts';
import { engineGame, maxUnitsOf } from './pvp-games.ts';
import type { MoveRow } from './hand-moves.queries.ts';
import type { HandResult, HandRow } from './hands.queries.ts';
import type { RoomRow } from './rooms.queries.ts';
import type { PvpTableRow, SeatRow } from './tables.queries.ts';
import { isAway } from './pvp-turns.ts';

/** A room's name in a language (the catalogue's fallback name otherwise). */
export function roomName(room: Pick<RoomRow, 'names' | 'displayName'>, language: string): string {
  return room.names[language.toUpperCase()] ?? room.displayName;
}

/** The room as the page shows it. */
export function roomViewOf(room: RoomRow, language: string): PvpRoomView {
  const maxUnits = maxUnitsOf(room);
  return {
    roomCode: room.roomCode,
    game: room.game,
    name: roomName(room, language),
    status: room.status,
    seats: engineGame(room.game).seats,
    unitMinor: room.unitMinor.toString(),
    rakeX10k: room.rakeX10k,
    rakeCapMinor: room.rakeCapMinor?.toString() ?? null,
    turnSeconds: room.turnSeconds,
    scoring: room.scoring,
    maxUnits,
    holdMinor: (BigInt(maxUnits) * room.unitMinor).toString(),
  };
}

/** Every seat of a table as everyone sees it. */
export function seatViewsOf(
  table: Pick<PvpTableRow, 'seats'>,
  seats: readonly SeatRow[],
  viewerId: string | null,
  now: Date,
): PvpSeatView[] {
  return Array.from({ length: table.seats }, (_, n) => {
    const seat = seats.find((entry) => entry.seat === n);
    if (!seat) return { seat: n, name: null, me: false, status: 'empty' as const, away: false };
    return { seat: n, name: maskUsername(seat.username), me: seat.accountId === viewerId, status: seat.status, away: isAway(seat, now) };
  });
}

/** A hand's result on the wire. */
export function resultView(result: HandResult | null): PvpHandResult | null {
  if (!result) return null;
  return { ...result, netMinor: result.netMinor.map(String), rakeMinor: result.rakeMinor.toString() };
}

/** The hand as one seat (or nobody: null) sees it. */
export function handViewOf(
  hand: Pick<
    HandRow,
    'id' | 'seq' | 'status' | 'version' | 'seedHash' | 'seed' | 'context' | 'dealAt' | 'toAct' | 'turnDeadline' | 'game' | 'result'
  >,
  state: unknown,
  mySeat: number | null,
  lastMove: Pick<MoveRow, 'seat' | 'move' | 'auto'> | null,
): PvpHandView {
  const game = engineGame(hand.game);
  const dealt = state !== null && state !== undefined;
  const view = dealt && mySeat !== null ? (game.playerView(state, mySeat) as PvpHandView['view']) : null;
  const myTurn = dealt && hand.status === 'playing' && mySeat !== null && hand.toAct === mySeat;
  return {
    handId: hand.id,
    seq: hand.seq,
    status: hand.status,
    version: hand.version,
    seedHash: hand.seedHash,
    seed: hand.status === 'settled' || hand.status === 'cancelled' ? hand.seed : null,
    context: hand.context,
    dealAt: hand.dealAt.toISOString(),
    toAct: hand.status === 'playing' ? hand.toAct : null,
    deadline: hand.status === 'playing' ? (hand.turnDeadline?.toISOString() ?? null) : null,
    mySeat,
    view,
    legal: myTurn ? (game.legalMoves(state, mySeat) as PvpMove[]) : [],
    lastMove: lastMove ? { seat: lastMove.seat, move: lastMove.move as PvpMove, auto: lastMove.auto } : null,
    result: resultView(hand.result),
  };
}

/** The table as one player sees it. */
export function tableViewOf(input: {
  table: PvpTableRow;
  room: RoomRow;
  currency: Currency;
  seats: readonly SeatRow[];
  hand: HandRow | null;
  lastMove: MoveRow | null;
  viewerId: string;
  language: string;
  now: Date;
}): PvpTableView {
  const { table, hand } = input;
  const mySeat = input.seats.find((seat) => seat.accountId === input.viewerId)?.seat ?? null;
  const handSeat = hand ? (hand.players.find((player) => player.accountId === input.viewerId)?.seat ?? null) : null;
  return {
    tableId: table.id,
    room: roomViewOf(input.room, input.language),
    currency: { code: input.currency.code, symbol: input.currency.symbol, minorDigits: input.currency.minorDigits },
    seats: seatViewsOf(table, input.seats, input.viewerId, input.now),
    mySeat,
    hand: hand ? handViewOf(hand, hand.state, hand.status === 'shuffled' ? mySeat : handSeat, input.lastMove) : null,
    serverTime: input.now.toISOString(),
  };
}
