/**
 * Taking and leaving seats at PVP tables (decision 059). A player sits in the room it launched, in
 * its ledger currency (XTS for a trial account, so trial players only meet each other): at the
 * fullest table with a free seat and no hand on where nobody else sits from the same address or
 * device, or at a new table. One seat per account at a time. The seat that fills a table shuffles
 * its first hand. Leaving between hands frees the seat at once; during a hand the seat is played
 * automatically to the hand's end (its hold covers whatever it loses) and then freed.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances } from '../../ledger/index.ts';
import type { HouseGameContext } from '../games/index.ts';
import type { PvpDeps } from './pvp-deps.ts';
import { engineGame, PVP_VENDOR_CODE } from './pvp-games.ts';
import { gateRefusal, handSettingsOf, seedOf, shuffleNextHand } from './pvp-deal.ts';
import { play } from './pvp-moves.ts';
import { cancelHand, selectLatestHand, shortenTurn } from './hands.queries.ts';
import { selectRoom, type RoomRow } from './rooms.queries.ts';
import {
  deleteSeats,
  insertPvpTable,
  insertSeat,
  markLeaving,
  selectOpenTables,
  selectPvpTable,
  selectSeatOf,
  selectSeats,
  type PvpTableRow,
  type SeatRow,
} from './tables.queries.ts';

/** Where a sitting player comes from: the seat rules compare these at a table. */
export interface SeatOrigin {
  ip: string | null;
  device: string | null;
}

/** The responsible-gaming refusals as the page's error codes (the house games' mapping). */
const GATE_REFUSALS: Record<string, 'rg_play_blocked' | 'rg_bet_limit' | 'account_suspended'> = {
  rg_cooling_off: 'rg_play_blocked',
  rg_self_excluded: 'rg_play_blocked',
  rg_session_limit: 'rg_play_blocked',
  rg_loss_limit: 'rg_bet_limit',
  rg_wager_limit: 'rg_bet_limit',
  account_suspended: 'account_suspended',
};

/** The room a game session was launched into, or pvp_not_found. */
export async function roomOf(deps: Pick<PvpDeps, 'db'>, ctx: HouseGameContext): Promise<RoomRow> {
  const room = await selectRoom(deps.db, ctx.session.brandId, PVP_VENDOR_CODE, ctx.session.gameCode);
  if (!room) throw new AppError('pvp_not_found', `no room ${ctx.session.gameCode}`);
  return room;
}

/** The spendable balance of the session's wallet. */
export async function balanceOf(deps: Pick<PvpDeps, 'db'>, ctx: HouseGameContext): Promise<bigint> {
  const { wallets } = await playerBalances(deps.db, ctx.session.brandId, ctx.session.accountId, ctx.session.currency);
  return wallets.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
}

/** Whether someone from the same address or device already sits among `taken`. */
function clashes(taken: ReadonlyArray<{ ip: string | null; device: string | null }>, origin: SeatOrigin): boolean {
  return taken.some((seat) => (origin.ip !== null && seat.ip === origin.ip) || (origin.device !== null && seat.device === origin.device));
}

/** The seat row of the caller at a table. */
function newSeat(
  ctx: HouseGameContext,
  username: string,
  origin: SeatOrigin,
  tableId: string,
  seat: number,
  presentUntil: Date,
): Omit<SeatRow, 'status'> {
  const { session } = ctx;
  return {
    tableId,
    seat,
    brandId: session.brandId,
    accountId: session.accountId,
    username,
    ip: origin.ip,
    device: origin.device,
    loginSessionId: session.loginSessionId,
    loginStartedAt: session.loginStartedAt ? new Date(session.loginStartedAt) : null,
    presentUntil,
  };
}

/** Sits at one open table if the seat rules allow it there (the table held by this transaction); the table, or null. */
async function sitAt(
  tx: Queryable,
  deps: PvpDeps,
  candidate: PvpTableRow,
  seat: (tableId: string, n: number) => Omit<SeatRow, 'status'>,
  origin: SeatOrigin,
  room: RoomRow,
): Promise<PvpTableRow | null> {
  const table = await selectPvpTable(tx, candidate.id, 'skip');
  if (!table) return null;
  const seats = await selectSeats(tx, table.id);
  const latest = await selectLatestHand(tx, table.id);
  if (seats.length >= table.seats || clashes(seats, origin) || (latest && (latest.status === 'shuffled' || latest.status === 'playing')))
    return null;
  const taken = new Set(seats.map((entry) => entry.seat));
  const free = Array.from({ length: table.seats }, (_, n) => n).find((n) => !taken.has(n)) as number;
  if (!(await insertSeat(tx, seat(table.id, free), deps.clock.now()))) throw new AppError('pvp_seated_elsewhere');
  if (seats.length + 1 === table.seats) await shuffleNextHand(tx, deps, table, room, deps.clock.now());
  return table;
}

/** Checks the caller may sit in `room` now: the room open, enough money for a hand's hold, the player's own rules. */
async function checkSitting(deps: PvpDeps, ctx: HouseGameContext, room: RoomRow, origin: SeatOrigin): Promise<void> {
  if (room.status !== 'open') throw new AppError('pvp_room_closed');
  const { holdMinor } = handSettingsOf(room);
  const balance = await balanceOf(deps, ctx);
  if (balance < holdMinor)
    throw new AppError('insufficient_funds', undefined, { balanceMinor: balance.toString(), neededMinor: holdMinor.toString() });
  const probe = newSeat(ctx, '', origin, '0', 0, deps.clock.now());
  const refusal = await gateRefusal(deps, ctx.session.brandId, { ...probe, status: 'seated' }, holdMinor);
  if (refusal) throw new AppError(GATE_REFUSALS[refusal] ?? 'rg_play_blocked');
}

/**
 * Sits the caller in its launched room (or answers the table it already sits at in that room);
 * pvp_seated_elsewhere when it sits in another room. Answers the table's id.
 */
export async function sit(deps: PvpDeps, ctx: HouseGameContext, username: string, origin: SeatOrigin): Promise<string> {
  const room = await roomOf(deps, ctx);
  const { session } = ctx;
  const current = await selectSeatOf(deps.db, session.accountId);
  if (current) {
    if (current.table.roomCode === room.roomCode && current.table.currency === session.currency) return current.tableId;
    throw new AppError('pvp_seated_elsewhere', undefined, { roomCode: current.table.roomCode });
  }
  await checkSitting(deps, ctx, room, origin);
  const presentUntil = new Date(deps.clock.now().getTime() + deps.timing.presenceMs);
  const seatOf = (tableId: string, n: number) => newSeat(ctx, username, origin, tableId, n, presentUntil);
  const table = await deps.db.transaction(async (tx) => {
    for (const candidate of await selectOpenTables(tx, session.brandId, room.roomCode, session.currency)) {
      if (clashes(candidate.taken, origin)) continue;
      const seated = await sitAt(tx, deps, candidate, seatOf, origin, room);
      if (seated) return seated;
    }
    const seats = engineGame(room.game).seats;
    const fresh = await insertPvpTable(
      tx,
      { brandId: session.brandId, roomCode: room.roomCode, currency: session.currency, seats },
      deps.clock.now(),
    );
    if (!(await insertSeat(tx, seatOf(fresh.id, 0), deps.clock.now()))) throw new AppError('pvp_seated_elsewhere');
    return fresh;
  });
  deps.events.changed(table.id);
  return table.id;
}

/**
 * Leaves the caller's table: at once when no hand holds it (a shuffled hand not dealt yet is
 * cancelled), else after the hand in play, whose turns of this seat are now played at once.
 */
export async function leave(deps: PvpDeps, accountId: string): Promise<{ left: boolean; afterHand: boolean }> {
  const current = await selectSeatOf(deps.db, accountId);
  if (!current) return { left: true, afterHand: false };
  const outcome = await deps.db.transaction(async (tx) => {
    await selectPvpTable(tx, current.tableId, 'update');
    const hand = await selectLatestHand(tx, current.tableId);
    const inHand = hand?.status === 'playing' && hand.players.some((player) => player.accountId === accountId);
    if (hand && inHand) {
      await markLeaving(tx, current.tableId, current.seat);
      const turnOf = await shortenTurn(tx, current.tableId, current.seat, deps.clock.now());
      return { afterHand: true, playNow: turnOf ? { handId: hand.id, version: hand.version } : null };
    }
    await deleteSeats(tx, current.tableId, [current.seat], accountId);
    if (hand?.status === 'shuffled') await cancelHand(tx, hand.id, seedOf(deps, hand), deps.clock.now());
    return { afterHand: false, playNow: null };
  });
  deps.events.changed(current.tableId);
  // Its turn now: played at once rather than at the sweep's next look.
  if (outcome.playNow) await play(deps, outcome.playNow.handId, { kind: 'clock', version: outcome.playNow.version });
  return { left: !outcome.afterHand, afterHand: outcome.afterHand };
}
