import { z } from 'zod';
import { amountMinor, currencyCode } from './amount.ts';
import { DRAW_STATUSES, LOTTERY_FORMAT_CODES } from './lottery.ts';
import { dbId } from './db-ids.ts';

/**
 * The back office's lottery desk (decision 028): draws with their state and money, official
 * results typed in or imported by one staff member and approved by another, voids the same way.
 * Amounts are minor units as strings, in the brand's currency (demo money is left out).
 */

const brandId = dbId;

export const DRAW_ACTION_KINDS = ['result', 'void'] as const;
export const DRAW_ACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `GET /bo/lottery/draws`: a brand's draws, newest first; `awaiting` keeps official draws whose time passed without an approved result. */
export const boDrawQuery = z.object({
  brandId: brandId.optional(),
  gameCode: z.string().max(32).optional(),
  status: z.enum(DRAW_STATUSES).optional(),
  awaiting: z.enum(['true', 'false']).optional(),
  /** Only draws at or before this instant (the page's cursor: the last row's drawAt). */
  before: z.string().datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoDrawQuery = z.infer<typeof boDrawQuery>;

/** A proposed (or decided) action on a draw. */
export const boDrawAction = z.object({
  id: z.string(),
  kind: z.enum(DRAW_ACTION_KINDS),
  numbers: z.array(z.string()).nullable(),
  reason: z.string().nullable(),
  source: z.string(),
  status: z.enum(DRAW_ACTION_STATUSES),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** True when the viewer proposed it (and so may not approve it). */
  mine: z.boolean(),
});
export type BoDrawAction = z.infer<typeof boDrawAction>;

/** A draw as the desk lists it. */
export const boDraw = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), code: z.string() }),
  gameCode: z.string(),
  gameName: z.string(),
  format: z.enum(LOTTERY_FORMAT_CODES),
  resultSource: z.enum(['house', 'official']),
  numero: z.string(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  status: z.enum(DRAW_STATUSES),
  result: z.array(z.string()).nullable(),
  seedHash: z.string().nullable(),
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  voidReason: z.string().nullable(),
  /** Real-money tickets: how many, what they staked and won. */
  tickets: z.number().int(),
  stakeMinor: amountMinor,
  winMinor: amountMinor,
  currency: currencyCode,
  pending: boDrawAction.nullable(),
});
export type BoDraw = z.infer<typeof boDraw>;

export const boDrawPage = z.object({
  entries: z.array(boDraw),
  /** The next page's `before`, or null at the end. */
  nextBefore: z.string().nullable(),
  /** The lottery games of the brands in scope, for the filter. */
  games: z.array(
    z.object({ brandId: z.string(), gameCode: z.string(), gameName: z.string(), resultSource: z.enum(['house', 'official']) }),
  ),
});
export type BoDrawPage = z.infer<typeof boDrawPage>;

/** One draw with its actions and what its settlements moved. */
export const boDrawDetail = boDraw.extend({
  actions: z.array(boDrawAction),
  /** Paid in wins, taken back by corrections, and what a correction could not take back. */
  paidMinor: amountMinor,
  clawedMinor: amountMinor,
  shortMinor: amountMinor,
  /** The latest settlement job: pending, done or failed, with its last error. */
  settlement: z.object({ status: z.string(), attempts: z.number().int(), lastError: z.string().nullable() }).nullable(),
});
export type BoDrawDetail = z.infer<typeof boDrawDetail>;

/** `POST /bo/lottery/draws/:id/result`: the official result, the table's numbers in order (special prize first). */
export const boResultProposal = z.object({
  numbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[0-9]{1,6}$/),
    )
    .min(3)
    .max(27),
});
/** `POST /bo/lottery/draws/:id/void`: why (the station did not draw, the result source failed ...). */
export const boVoidProposal = z.object({ reason: z.string().trim().min(3).max(500) });
/** `POST /bo/lottery/actions/:id/reject`. */
export const boActionRejection = z.object({ reason: z.string().trim().min(3).max(500) });

/**
 * `POST /bo/lottery/results/import`: official results as CSV text, one draw a line:
 * `game_code,draw_no,numbers` with the numbers in table order separated by spaces (a header line
 * and lines starting with # are skipped). Each good line becomes a result awaiting approval.
 */
export const boImportBody = z.object({ brandId, csv: z.string().min(1).max(60_000) });
export const boImportValue = z.object({
  lines: z.array(
    z.object({
      line: z.number().int(),
      gameCode: z.string(),
      numero: z.string(),
      outcome: z.enum(['proposed', 'refused']),
      errorCode: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type BoImportValue = z.infer<typeof boImportValue>;
