import { z } from 'zod';
import { amountMinor, amountMinorInput, currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';
import { dbId } from './db-ids.ts';
import { PVP_GAMES, pvpHandResult, pvpMoveEntry, pvpScoring } from './pvp.ts';

/**
 * The back office's PVP desk (issue 33, decision 059; pvp.read / pvp.manage): the rooms (stake,
 * fee, turn time, scoring, open or closed; every change in the staff audit), the tables in play,
 * hand histories with their proofs, and the collusion report (pairs who often share a table, and
 * money flowing one way between them). Money in minor units as strings with the currency beside it.
 */

const brandRef = z.object({ id: z.string(), code: z.string() });

/** A room as the desk lists it, with what is going on in it. */
export const boPvpRoom = z.object({
  brand: brandRef,
  roomCode: z.string(),
  name: z.string(),
  game: z.enum(PVP_GAMES),
  status: z.enum(['open', 'closed']),
  /** The catalogue's switches of the room's game (the catalogue desk changes them). */
  enabled: z.boolean(),
  maintenance: z.boolean(),
  unitMinor: positiveAmountMinor,
  rakeX10k: z.number().int(),
  rakeCapMinor: nonNegativeAmountMinor.nullable(),
  turnSeconds: z.number().int(),
  scoring: pvpScoring,
  maxUnits: z.number().int(),
  holdMinor: positiveAmountMinor,
  seated: z.number().int(),
  handsInPlay: z.number().int(),
  updatedAt: z.string(),
});
export type BoPvpRoom = z.infer<typeof boPvpRoom>;

export const boPvpBrandQuery = z.object({ brandId: dbId.optional() });
export const boPvpRoomsValue = z.object({ rooms: z.array(boPvpRoom) });
export type BoPvpRoomsValue = z.infer<typeof boPvpRoomsValue>;

/** `PUT /bo/pvp/rooms/:roomCode`: new rules of a room (from its next hand), checked by its game first. */
export const boPvpRoomBody = z.object({
  brandId: dbId,
  unitMinor: amountMinorInput,
  rakeX10k: z.number().int(),
  rakeCapMinor: amountMinorInput.nullable(),
  turnSeconds: z.number().int(),
  scoring: z.unknown(),
  reason: z.string().trim().max(500).optional(),
});
export type BoPvpRoomBody = z.infer<typeof boPvpRoomBody>;

/** `POST /bo/pvp/rooms/:roomCode/status`: open or close a room (closing: no new seats or hands; hands in play end). */
export const boPvpRoomStatusBody = z.object({
  brandId: dbId,
  status: z.enum(['open', 'closed']),
  reason: z.string().trim().max(500).optional(),
});
export type BoPvpRoomStatusBody = z.infer<typeof boPvpRoomStatusBody>;

/** A seat at a table in play as staff see it (full username, address and device). */
export const boPvpSeat = z.object({
  seat: z.number().int(),
  accountId: z.string(),
  username: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  status: z.enum(['seated', 'leaving']),
  away: z.boolean(),
});

/** A table with players. */
export const boPvpTable = z.object({
  id: z.string(),
  brand: brandRef,
  roomCode: z.string(),
  game: z.enum(PVP_GAMES),
  currency: currencyCode,
  seats: z.number().int(),
  players: z.array(boPvpSeat),
  hand: z
    .object({
      handId: z.string(),
      seq: z.number().int(),
      status: z.string(),
      toAct: z.number().int().nullable(),
      deadline: z.string().nullable(),
      moves: z.number().int(),
    })
    .nullable(),
});
export const boPvpTablesValue = z.object({ tables: z.array(boPvpTable) });
export type BoPvpTablesValue = z.infer<typeof boPvpTablesValue>;

/** `GET /bo/pvp/hands`: hands of the brands in scope, newest first, optionally of one table or one player. */
export const boPvpHandsQuery = z.object({
  brandId: dbId.optional(),
  tableId: dbId.optional(),
  accountId: dbId.optional(),
  before: dbId.optional(),
});

/** A hand's player as staff see it. */
export const boPvpHandPlayer = z.object({
  seat: z.number().int(),
  accountId: z.string(),
  username: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  netMinor: amountMinor.nullable(),
  units: z.number().int().nullable(),
});

/** A hand in the desk's list. */
export const boPvpHandLine = z.object({
  handId: z.string(),
  brand: brandRef,
  tableId: z.string(),
  roomCode: z.string(),
  game: z.enum(PVP_GAMES),
  currency: currencyCode,
  seq: z.number().int(),
  status: z.enum(['shuffled', 'playing', 'settled', 'cancelled']),
  players: z.array(boPvpHandPlayer),
  rakeMinor: nonNegativeAmountMinor.nullable(),
  dealtAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export const boPvpHandsValue = z.object({ hands: z.array(boPvpHandLine), nextBefore: z.string().nullable() });
export type BoPvpHandsValue = z.infer<typeof boPvpHandsValue>;

/** `GET /bo/pvp/hands/:id`: a hand with its rules, every move and its proof (the seed only once it is over, even for staff). */
export const boPvpHandDetail = boPvpHandLine.extend({
  settings: z.object({
    unitMinor: positiveAmountMinor,
    rakeX10k: z.number().int(),
    rakeCapMinor: nonNegativeAmountMinor.nullable(),
    turnSeconds: z.number().int(),
    holdMinor: positiveAmountMinor,
    scoring: pvpScoring,
  }),
  result: pvpHandResult.nullable(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  context: z.string(),
  dealer: z.number().int(),
  /** The hands as dealt (recomputed from the seed) and each seat's cards at the end; null before the end. */
  dealt: z.array(z.array(z.number().int())).nullable(),
  cardsLeft: z.array(z.array(z.number().int())).nullable(),
  moves: z.array(pvpMoveEntry),
});
export type BoPvpHandDetail = z.infer<typeof boPvpHandDetail>;

/** `GET /bo/pvp/collusion`: pairs of players in a window (GMT+8 days), with the signals. */
export const boPvpCollusionQuery = z.object({
  brandId: dbId.optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Pairs sharing fewer hands than this are left out (5 by default). */
  minHands: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** A pair of players and what passed between them. */
export const boPvpPair = z.object({
  brand: brandRef,
  currency: currencyCode,
  a: z.object({ accountId: z.string(), username: z.string(), hands: z.number().int() }),
  b: z.object({ accountId: z.string(), username: z.string(), hands: z.number().int() }),
  /** Hands they shared, and their share of the less busy player's hands in the window. */
  handsTogether: z.number().int(),
  sharePercent: z.number(),
  /** Money from a's losses to b's wins, and the other way, in hands where one of them won. */
  aToBMinor: nonNegativeAmountMinor,
  bToAMinor: nonNegativeAmountMinor,
  /** How one-sided the flow is: 100 when it only ever went one way. */
  oneWayPercent: z.number(),
  /** Both ever sat from the same address or device (at other tables, since one table refuses it). */
  sharedOrigin: z.boolean(),
  /** Which signals fired: often_together, one_way_flow, shared_origin. */
  flags: z.array(z.enum(['often_together', 'one_way_flow', 'shared_origin'])),
});
export const boPvpCollusionValue = z.object({ pairs: z.array(boPvpPair) });
export type BoPvpCollusionValue = z.infer<typeof boPvpCollusionValue>;
