/**
 * Hands coming and going at a PVP table (decision 059). When a table's seats are all taken and no
 * hand is on, the next hand is shuffled: a fresh seed from the CSPRNG, sealed with the app secret,
 * its SHA-256 published at once, and `pvp-deal:<hand>` enqueued on the job runner, due after the
 * pause between hands. The deal job (run once per key; a rerun finds the hand no longer shuffled)
 * holds from every seat the most a hand can cost it, through the responsible-gaming gate, and deals
 * with fairDeck(seed, context) — all in one transaction. A seat that cannot be held is stood up and
 * the hand cancelled (nothing was dealt, its seed is shown); the table waits for a new player.
 */
import { randomBytes } from 'node:crypto';
import { commitmentOf, fairRandom } from '@pkg/games/lottery/fair-draw';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { HOUSE_SHARDS, openHouseShards, openPlayerWallet, placeHold, withLedgerTransaction } from '../../ledger/index.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import type { PvpDeps } from './pvp-deps.ts';
import { engineGame, maxUnitsOf, PVP_VENDOR_CODE } from './pvp-games.ts';
import { turnDeadline } from './pvp-turns.ts';
import { cancelHand, insertHand, selectHand, startHand, type HandPlayer, type HandRow, type HandSettings } from './hands.queries.ts';
import type { RoomRow } from './rooms.queries.ts';
import { selectRoom } from './rooms.queries.ts';
import { deleteSeats, selectPvpTable, selectSeats, updateTableAfterHand, type PvpTableRow, type SeatRow } from './tables.queries.ts';

/** The context a hand's deck is drawn under: the room, the table and the hand's number there. */
export function handContext(roomCode: string, tableId: string, seq: number): string {
  return `pvp:${roomCode}:table-${tableId}:hand-${seq}`;
}

/** The run key of a hand's deal. */
export const dealRunKey = (handId: string) => `pvp-deal:${handId}`;

/** A room's rules as a hand keeps them, with the hold per seat. */
export function handSettingsOf(room: RoomRow): HandSettings {
  const maxUnits = maxUnitsOf(room);
  const { game, unitMinor, rakeX10k, rakeCapMinor, scoring, turnSeconds } = room;
  return { game, unitMinor, rakeX10k, rakeCapMinor, scoring, turnSeconds, maxUnits, holdMinor: BigInt(maxUnits) * unitMinor };
}

/** The seed of a hand, opened with the app secret. */
export function seedOf(deps: Pick<PvpDeps, 'sealer'>, hand: Pick<HandRow, 'seedSealed' | 'context'>): string {
  const seed = deps.sealer.open(hand.seedSealed, hand.context);
  if (!seed) throw new Error(`the seed of ${hand.context} cannot be opened`);
  return seed.toString('hex');
}

/** Shuffles the table's next hand in `tx` (the table locked by the caller): its seed sealed, its hash out, its deal enqueued. */
export async function shuffleNextHand(
  tx: Queryable,
  deps: Pick<PvpDeps, 'sealer' | 'jobs' | 'timing'>,
  table: PvpTableRow,
  room: RoomRow,
  now: Date,
) {
  const seq = table.handSeq + 1;
  const seed = randomBytes(32);
  const context = handContext(room.roomCode, table.id, seq);
  const hand = await insertHand(
    tx,
    {
      brandId: table.brandId,
      tableId: table.id,
      roomCode: room.roomCode,
      game: room.game,
      currency: table.currency,
      seq,
      settings: handSettingsOf(room),
      context,
      seedSealed: deps.sealer.seal(seed, context),
      seedHash: commitmentOf(seed.toString('hex')),
      dealer: table.dealer,
      dealAt: new Date(now.getTime() + deps.timing.nextHandMs),
    },
    now,
  );
  await updateTableAfterHand(tx, table.id, { handSeq: seq });
  await deps.jobs.enqueue(tx, { runKey: dealRunKey(hand.id), dueAt: hand.dealAt });
  return hand;
}

/** A seat that could not be held at the deal, and why. */
class StandUp extends Error {
  constructor(
    readonly seat: SeatRow,
    readonly code: string,
  ) {
    super(`seat ${seat.seat} stood up: ${code}`);
  }
}

/** Holds the most a hand can cost from one seat; too little money stands the seat up (the transaction rolls back). */
async function holdSeat(tx: Queryable, deps: PvpDeps, hand: HandRow, seat: SeatRow, counterId: string, at: Date): Promise<HandPlayer> {
  const wallet = await openPlayerWallet(tx, hand.brandId, hand.currency, seat.accountId, at);
  let holdId: string;
  try {
    const held = await placeHold(tx, {
      brandId: hand.brandId,
      currency: hand.currency,
      code: 'bet_stake',
      idempotencyKey: `pvp-hold:${hand.id}:${seat.seat}`,
      accountId: wallet.id,
      counterAccountId: counterId,
      amountMinor: hand.settings.holdMinor,
      actor: `vendor:${PVP_VENDOR_CODE}`,
      ip: null,
      at,
      metadata: { handId: hand.id, seat: seat.seat },
    });
    holdId = held.hold.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_funds') throw new StandUp(seat, 'insufficient_funds');
    throw error;
  }
  const { seat: n, accountId, ip, device } = seat;
  return { seat: n, accountId, name: maskUsername(seat.username), ip, device, walletId: wallet.id, holdId };
}

/**
 * The player's own rules (decision 037) for the most the hand can cost: a refusal's code, or null.
 * Asked just before the deal's transaction (the gate reads the rules outside it); the hold is what
 * it checked, so a loss limit is never passed by a hand.
 */
export async function gateRefusal(
  deps: Pick<PvpDeps, 'db' | 'betGate'>,
  brandId: string,
  seat: SeatRow,
  amountMinor: bigint,
): Promise<string | null> {
  if (!deps.betGate) return null;
  const login = seat.loginSessionId && seat.loginStartedAt ? { sessionId: seat.loginSessionId, startedAt: seat.loginStartedAt } : null;
  const outcome = await deps.betGate.bet(deps.db, seat.accountId, amountMinor, () => Promise.resolve(true), undefined, {
    brandId,
    login,
  });
  return outcome.ok ? null : outcome.refusal.code;
}

type DealOutcome = { kind: 'none' } | { kind: 'cancelled'; tableId: string } | { kind: 'dealt'; hand: HandRow; players: HandPlayer[] };

/** The deal in one transaction; throws StandUp when a seat cannot be held. */
async function dealIn(tx: Queryable, deps: PvpDeps, handId: string, counterId: string): Promise<DealOutcome> {
  const at = deps.clock.now();
  const hand = await selectHand(tx, handId, 'update');
  if (!hand || hand.status !== 'shuffled') return { kind: 'none' };
  const table = await selectPvpTable(tx, hand.tableId, 'update');
  const room = await selectRoom(tx, hand.brandId, PVP_VENDOR_CODE, hand.roomCode);
  const seats = await selectSeats(tx, hand.tableId);
  const seed = seedOf(deps, hand);
  const playable = room && room.status === 'open' && room.enabled && !room.maintenance;
  if (!table || !playable || seats.length < table.seats || seats.some((seat) => seat.status === 'leaving')) {
    await cancelHand(tx, hand.id, seed, at);
    return { kind: 'cancelled', tableId: hand.tableId };
  }
  const players: HandPlayer[] = [];
  for (const seat of seats) players.push(await holdSeat(tx, deps, hand, seat, counterId, at));
  const game = engineGame(hand.game);
  const state = game.deal(table.seats, fairRandom(seed, hand.context), { dealer: hand.dealer });
  const toAct = game.toAct(state);
  const deadline = turnDeadline(hand.settings, seats, toAct, at, deps.timing);
  await startHand(tx, hand.id, { players, state, toAct, deadline, at });
  return { kind: 'dealt', hand, players };
}

/**
 * The `pvp-deal:<hand>` job: deals the hand (holds, deck, first turn) or cancels it when its table
 * is no longer full or its room closed; a seat that cannot be held is stood up and the hand cancelled.
 */
export async function dealHand(deps: PvpDeps, handId: string): Promise<void> {
  const peek = await selectHand(deps.db, handId);
  if (!peek || peek.status !== 'shuffled') return;
  for (const seat of await selectSeats(deps.db, peek.tableId)) {
    if (await gateRefusal(deps, peek.brandId, seat, peek.settings.holdMinor)) return standUpAndCancel(deps, handId, seat);
  }
  // The holds' counter account: a house shard (a hold is never captured here; the hand's end releases it).
  const shards = await openHouseShards(deps.db, peek.brandId, peek.currency, deps.clock.now());
  const counterId = (shards[Number(BigInt(peek.id) % BigInt(HOUSE_SHARDS))] ?? shards[0])?.id as string;
  try {
    const outcome = await withLedgerTransaction(deps.db, (tx) => dealIn(tx, deps, handId, counterId));
    if (outcome.kind === 'cancelled') deps.events.changed(outcome.tableId);
    if (outcome.kind !== 'dealt') return;
    for (const player of outcome.players)
      deps.walletEvents.publish({ brandId: outcome.hand.brandId, accountId: player.accountId, code: 'bet_stake' });
    deps.events.changed(outcome.hand.tableId);
  } catch (error) {
    if (!(error instanceof StandUp)) throw error;
    await standUpAndCancel(deps, handId, error.seat);
  }
}

/** A seat the deal could not hold leaves the table, and the hand is cancelled with its seed shown. */
async function standUpAndCancel(deps: PvpDeps, handId: string, seat: SeatRow): Promise<void> {
  const tableId = await deps.db.transaction(async (tx) => {
    const hand = await selectHand(tx, handId, 'update');
    if (!hand || hand.status !== 'shuffled') return null;
    await deleteSeats(tx, hand.tableId, [seat.seat], seat.accountId);
    await cancelHand(tx, hand.id, seedOf(deps, hand), deps.clock.now());
    return hand.tableId;
  });
  if (tableId) deps.events.changed(tableId);
}
