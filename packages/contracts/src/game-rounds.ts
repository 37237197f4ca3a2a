import { z } from 'zod';
import { amountMinor, currencyCode, formattedAmount } from './amount.ts';
import { GAME_TYPES } from './game-types.ts';

/**
 * The betting record (member centre personalHistoryCopy) and the winners board (decision 023).
 * Money goes on the wire as integer minor units in decimal strings (`...Minor`) with the display
 * form beside it (formatted by packages/money on the server) and the currency named.
 */

/** A GMT+8 calendar day, yyyy-MM-dd. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The states of a round: stakes taken (open), paid or closed with no win (settled), every stake rolled back (cancelled). */
export const ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** `GET /wps/v2/games/rounds`: GMT+8 days from and to (inclusive), vendor, game type, status, a page. */
export const gameRoundsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  vendorCode: z.string().min(1).max(32).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  status: z.enum(ROUND_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type GameRoundsQuery = z.infer<typeof gameRoundsQuery>;

/** One round of the caller's betting record. */
export const gameRoundSchema = z.object({
  vendorCode: z.string(),
  /** The vendor's display name (the vendor code when the brand has none). */
  vendorName: z.string(),
  gameCode: z.string(),
  /** The game's display name in the caller's language when the catalogue has the game, else null. */
  gameName: z.string().nullable(),
  gameType: z.string(),
  roundId: z.string(),
  /** Stakes taken less stakes rolled back. */
  stake: formattedAmount,
  stakeMinor: amountMinor,
  win: formattedAmount,
  winMinor: amountMinor,
  /** win - stake: positive when the player came out ahead. */
  net: formattedAmount,
  netMinor: amountMinor,
  status: z.enum(ROUND_STATUSES),
  /** ISO instants (UTC); the site shows them in GMT+8. */
  startedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The ledger currency (XTS for a trial account's demo rounds). */
  currency: currencyCode,
});
export type GameRound = z.infer<typeof gameRoundSchema>;

/** Sums over every round the filters match (all pages). */
export const roundTotalsSchema = z.object({
  stake: formattedAmount,
  stakeMinor: amountMinor,
  win: formattedAmount,
  winMinor: amountMinor,
  net: formattedAmount,
  netMinor: amountMinor,
});
export type RoundTotals = z.infer<typeof roundTotalsSchema>;

/** A page of the betting record (DESIGN.md section 3 paging). */
export const gameRoundsValue = z.object({
  list: z.array(gameRoundSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The GMT+8 days actually listed (the defaults filled in). */
  from: day,
  to: day,
  currency: currencyCode,
  totals: roundTotalsSchema,
});
export type GameRoundsValue = z.infer<typeof gameRoundsValue>;

/** The kinds of ledger movement a round can have. */
export const ROUND_MOVEMENT_KINDS = ['stake', 'payout', 'void'] as const;
export type RoundMovementKind = (typeof ROUND_MOVEMENT_KINDS)[number];

/** One ledger movement of a round, from the player's side: stakes negative, payouts and voids positive. */
export const roundMovementSchema = z.object({
  kind: z.enum(ROUND_MOVEMENT_KINDS),
  /** The vendor's transaction id the movement was made for. */
  transactionId: z.string(),
  amount: formattedAmount,
  amountMinor: amountMinor,
  createdAt: z.string(),
});
export type RoundMovement = z.infer<typeof roundMovementSchema>;

/** `GET /wps/v2/games/rounds/:vendorCode/:roundId`: one round of the caller with its movements. */
export const gameRoundDetailValue = gameRoundSchema.extend({
  movements: z.array(roundMovementSchema),
  /** The game's own account of the round (e.g. a house slot's reels and wins), or null. */
  detail: z.unknown().nullable(),
});
export type GameRoundDetailValue = z.infer<typeof gameRoundDetailValue>;

/** One line of the winners board: the latest settled rounds with a win, in real money only. */
export const winnerSchema = z.object({
  /** Masked: first two and last two characters (e.g. "an***12"). */
  username: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  /** The game's display name in the caller's language, else the game code. */
  gameName: z.string(),
  win: formattedAmount,
  winMinor: amountMinor,
  currency: currencyCode,
  /** When the round was settled (ISO, UTC). */
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

/** `GET /wps/relay/ODSFE2_getWinnerBoard` (no token): the 20 latest winners of the brand, newest first. */
export const winnerBoardValue = z.array(winnerSchema);
export type WinnerBoardValue = z.infer<typeof winnerBoardValue>;
