import { z } from 'zod';
import { amountMinor, currencyCode, currencyInfo, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';
import { dbId } from './db-ids.ts';

/**
 * PVP card rooms (decision 059): Pusoy Dos and Tongits, player against player, the house taking a
 * fee per hand. The table page in the /game frame calls these with the game session token of its
 * launch in `x-game-token` (the live stream, an EventSource, carries it as `?token=`). A client's
 * move is only a proposal: the server checks it with packages/games and answers the new state or
 * `pvp_move_refused` with the game's reason. Cards are ids 0..51 (rank × 4 + suit,
 * docs/games/pvp-cards.md).
 */

export const PVP_GAMES = ['pusoy-dos', 'tongits'] as const;
export type PvpGame = (typeof PVP_GAMES)[number];

const card = z.number().int().min(0).max(51);
const cards = z.array(card);

/** Pusoy Dos scoring apart from the unit: ×`times` from `fromCards` cards left (ascending). */
export const pusoyScoring = z.object({
  multipliers: z.array(z.object({ fromCards: z.number().int(), times: z.number().int() })).max(13),
});
/** Tongits scoring apart from the unit: the units a loser pays for each case (0 turns one off). */
export const tongitsScoring = z.object({
  winUnits: z.number().int(),
  tongitsUnits: z.number().int(),
  burnedUnits: z.number().int(),
  challengeLostUnits: z.number().int(),
  aceUnits: z.number().int(),
  secretUnits: z.number().int(),
});
export const pvpScoring = z.union([pusoyScoring, tongitsScoring]);
export type PvpScoring = z.infer<typeof pvpScoring>;

/** A room as the table page shows it: the game, the stake and fee, the timer, the most a hand can cost. */
export const pvpRoomView = z.object({
  roomCode: z.string(),
  game: z.enum(PVP_GAMES),
  name: z.string(),
  status: z.enum(['open', 'closed']),
  seats: z.number().int(),
  unitMinor: positiveAmountMinor,
  /** The house fee in ten-thousandths of each winner's gain (500 = 5 %), at most rakeCapMinor a hand when set. */
  rakeX10k: z.number().int(),
  rakeCapMinor: nonNegativeAmountMinor.nullable(),
  turnSeconds: z.number().int(),
  scoring: pvpScoring,
  /** The most units one loser can pay in a hand; the hold taken from each seat at the deal is this × unit. */
  maxUnits: z.number().int(),
  holdMinor: positiveAmountMinor,
});
export type PvpRoomView = z.infer<typeof pvpRoomView>;

/** A seat as everyone at the table sees it. */
export const pvpSeatView = z.object({
  seat: z.number().int(),
  /** The player's masked name; null for an empty seat. */
  name: z.string().nullable(),
  me: z.boolean(),
  status: z.enum(['empty', 'seated', 'leaving']),
  /** The player's page is not connected: its turns are played automatically after a short grace. */
  away: z.boolean(),
});
export type PvpSeatView = z.infer<typeof pvpSeatView>;

/** Every move shape of both games (a proposal: the server decides). */
export const pvpMove = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), cards }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('take'), cards }),
  z.object({ type: z.literal('call') }),
  z.object({ type: z.literal('meld'), cards }),
  z.object({ type: z.literal('layoff'), card, meld: z.number().int() }),
  z.object({ type: z.literal('discard'), card }),
  z.object({ type: z.literal('fight') }),
  z.object({ type: z.literal('fold') }),
]);
export type PvpMove = z.infer<typeof pvpMove>;

/** What one seat sees of a Pusoy Dos hand (packages/games PusoyView). */
export const pusoyView = z.object({
  game: z.literal('pusoy-dos'),
  seat: z.number().int(),
  hand: cards,
  handCounts: z.array(z.number().int()),
  turn: z.number().int(),
  lastPlay: z.object({ seat: z.number().int(), cards, kind: z.string(), key: z.number() }).nullable(),
  passes: z.number().int(),
  opening: z.boolean(),
  winner: z.number().int().nullable(),
  moveCount: z.number().int(),
  revealed: z.array(cards).nullable(),
});
export type PusoyViewValue = z.infer<typeof pusoyView>;

/** What one seat sees of a Tongits hand (packages/games TongitsView). */
export const tongitsView = z.object({
  game: z.literal('tongits'),
  seat: z.number().int(),
  dealer: z.number().int(),
  hand: cards,
  handCounts: z.array(z.number().int()),
  stockCount: z.number().int(),
  discards: cards,
  melds: z.array(z.object({ owner: z.number().int(), cards })),
  turn: z.number().int(),
  phase: z.enum(['draw', 'play', 'call', 'over']),
  toAct: z.number().int().nullable(),
  lastDrawer: z.number().int().nullable(),
  callBlocked: z.array(z.boolean()),
  call: z.object({ caller: z.number().int(), pending: z.array(z.number().int()), fighters: z.array(z.number().int()) }).nullable(),
  end: z
    .object({
      reason: z.enum(['tongits', 'draw', 'stock-out']),
      winner: z.number().int(),
      points: z.array(z.number().int()),
      burned: z.array(z.boolean()),
      contenders: z.array(z.number().int()),
    })
    .nullable(),
  moveCount: z.number().int(),
  revealed: z.array(cards).nullable(),
});
export type TongitsViewValue = z.infer<typeof tongitsView>;

/** What a finished hand paid: per seat the net after the house fee, the fee, and the units each loser paid. */
export const pvpHandResult = z.object({
  winner: z.number().int(),
  /** Tongits: tongits, draw or stock-out; Pusoy Dos: out. */
  reason: z.string(),
  netMinor: z.array(amountMinor),
  rakeMinor: nonNegativeAmountMinor,
  unitsOwed: z.array(z.number().int()),
});
export type PvpHandResult = z.infer<typeof pvpHandResult>;

/** A hand as one seat sees it. */
export const pvpHandView = z.object({
  handId: dbId,
  seq: z.number().int(),
  status: z.enum(['shuffled', 'playing', 'settled', 'cancelled']),
  /** Each move makes the next version; a move names the version it was made on. */
  version: z.number().int(),
  /** SHA-256 of the seed, published before the deal; the seed itself once the hand is over. */
  seedHash: z.string(),
  seed: z.string().nullable(),
  context: z.string(),
  dealAt: z.string(),
  toAct: z.number().int().nullable(),
  /** When the seat to act is played automatically. */
  deadline: z.string().nullable(),
  mySeat: z.number().int().nullable(),
  view: z.union([pusoyView, tongitsView]).nullable(),
  /** The caller's legal moves now (empty unless it is the caller's move). */
  legal: z.array(pvpMove),
  lastMove: z.object({ seat: z.number().int(), move: pvpMove, auto: z.string().nullable() }).nullable(),
  result: pvpHandResult.nullable(),
});
export type PvpHandView = z.infer<typeof pvpHandView>;

/** The table as one player sees it: the room, the seats, the hand. */
export const pvpTableView = z.object({
  tableId: dbId,
  room: pvpRoomView,
  currency: currencyInfo,
  seats: z.array(pvpSeatView),
  mySeat: z.number().int().nullable(),
  hand: pvpHandView.nullable(),
  serverTime: z.string(),
});
export type PvpTableView = z.infer<typeof pvpTableView>;

/** `GET /house/pvp/api/session`: the launched room, the balance and where the caller sits (a reconnect). */
export const pvpSessionValue = z.object({
  room: pvpRoomView,
  currency: currencyInfo,
  balanceMinor: amountMinor,
  trial: z.boolean(),
  table: pvpTableView.nullable(),
});
export type PvpSessionValue = z.infer<typeof pvpSessionValue>;

/** `POST /house/pvp/api/move`: a proposed move on the hand at `version`. */
export const pvpMoveBody = z.object({ handId: dbId, version: z.number().int().min(0), move: z.unknown() });
export type PvpMoveBody = z.infer<typeof pvpMoveBody>;

/** `POST /house/pvp/api/leave`: gone now, or after the hand in play (auto-played to its end). */
export const pvpLeaveValue = z.object({ left: z.boolean(), afterHand: z.boolean(), balanceMinor: amountMinor });
export type PvpLeaveValue = z.infer<typeof pvpLeaveValue>;

/** One move of a hand's history. */
export const pvpMoveEntry = z.object({
  n: z.number().int(),
  seat: z.number().int(),
  move: pvpMove,
  auto: z.string().nullable(),
  at: z.string(),
});

/** One hand of the caller's history. */
export const pvpHistoryHand = z.object({
  handId: dbId,
  seq: z.number().int(),
  tableId: dbId,
  roomCode: z.string(),
  game: z.enum(PVP_GAMES),
  currency: currencyCode,
  seat: z.number().int(),
  endedAt: z.string(),
  won: z.boolean(),
  netMinor: amountMinor,
  rakeMinor: nonNegativeAmountMinor,
  result: pvpHandResult,
  seedHash: z.string(),
  seed: z.string().nullable(),
  context: z.string(),
  /** The caller's cards as dealt. */
  dealt: cards,
  moves: z.array(pvpMoveEntry),
});
export const pvpHistoryValue = z.object({ hands: z.array(pvpHistoryHand) });
export type PvpHistoryValue = z.infer<typeof pvpHistoryValue>;

/** `GET /wps/v2/pvp/hands/:handId/proof` (public): what anyone needs to recompute a finished hand's deal. */
export const pvpProofValue = z.object({
  handId: dbId,
  game: z.enum(PVP_GAMES),
  roomCode: z.string(),
  status: z.enum(['shuffled', 'playing', 'settled', 'cancelled']),
  context: z.string(),
  seedHash: z.string(),
  /** Null until the hand is over. */
  seed: z.string().nullable(),
  dealer: z.number().int(),
  seats: z.number().int(),
  /** The hands as dealt (and the Tongits stock), once the hand is over; null before. */
  dealt: z.array(cards).nullable(),
  stock: cards.nullable(),
});
export type PvpProofValue = z.infer<typeof pvpProofValue>;

/** A room's seats in the room list (GLS2_roomList), in the caller's currency. */
export const pvpRoomSeats = z.object({
  game: z.enum(PVP_GAMES),
  unitMinor: positiveAmountMinor,
  currency: currencyCode,
  rakeX10k: z.number().int(),
  seats: z.number().int(),
  /** Players seated now across the room's tables. */
  seatsTaken: z.number().int(),
  /** Free seats at tables where players wait for more (a new table opens when none is free). */
  seatsFree: z.number().int(),
  tables: z.number().int(),
  status: z.enum(['open', 'closed']),
});
export type PvpRoomSeats = z.infer<typeof pvpRoomSeats>;

/** A live stream event: the whole table as the stream's player sees it. */
export const pvpTableEvent = z.object({ type: z.literal('table'), table: pvpTableView });
export type PvpTableEvent = z.infer<typeof pvpTableEvent>;
