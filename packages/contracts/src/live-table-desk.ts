import { z } from 'zod';
import { amountMinor, currencyCode, nonNegativeAmountMinor } from './amount.ts';
import { dbId } from './db-ids.ts';
import { LIVE_TABLE_KINDS, liveTableStateView } from './live-tables.ts';
import { ROUND_STATUSES } from './rounds.ts';

/**
 * The back office's tables desk (issue 38, decision 054): a brand's live tables (status, current
 * round), opening, pausing and closing them, their settings (limits, paytable, chips, times; checked
 * against the game's rules, with the house edges recomputed), their rounds with the proofs, and the
 * void of a round proposed by one staff member and approved by another. Money is the brand's
 * currency in minor units as strings (demo money is left out).
 */

export const TABLE_STATUSES = ['open', 'paused', 'closed'] as const;
export const ROUND_VOID_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A table's current round, in short. */
export const boTableRoundLine = z.object({
  roundId: z.string(),
  seq: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  closesAt: z.string().nullable(),
  bets: z.number().int(),
  stakeMinor: nonNegativeAmountMinor,
});

/** A table as the desk lists it. */
export const boLiveTable = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), code: z.string() }),
  currency: z.object({ code: currencyCode, symbol: z.string(), minorDigits: z.number().int() }),
  gameCode: z.string(),
  kind: z.enum(LIVE_TABLE_KINDS),
  name: z.string(),
  status: z.enum(TABLE_STATUSES),
  round: boTableRoundLine.nullable(),
  /** Voids of its rounds awaiting a second staff member. */
  pendingVoids: z.number().int(),
  updatedAt: z.string(),
});
export type BoLiveTable = z.infer<typeof boLiveTable>;

/** `GET /bo/live-tables?brandId=`: the tables of the brands in scope. */
export const boLiveTablesQuery = z.object({ brandId: dbId.optional() });
export const boLiveTablesValue = z.object({ tables: z.array(boLiveTable) });
export type BoLiveTablesValue = z.infer<typeof boLiveTablesValue>;

/** A paytable the desk offers to start from (baccarat: commission and no-commission; Sic Bo: Macau). */
export const boPaytablePreset = z.object({ name: z.string(), paytable: z.unknown() });

/** `GET /bo/live-tables/:id`: a table with its settings as stored (for editing) and what the game makes of them. */
export const boLiveTableDetail = boLiveTable.extend({
  /** The settings as stored (LiveTableStoredSettings of live-tables.ts). */
  settings: z.unknown(),
  /** The layout's spots in order, and the outcome classes each spot's odds are given for. */
  spots: z.array(z.string()),
  spotClasses: z.record(z.string(), z.array(z.string())),
  /** The exact house edge of every spot under these settings (a full shoe for the card games), as a percentage with four decimals. */
  houseEdges: z.record(z.string(), z.string()),
  presets: z.array(boPaytablePreset),
  state: liveTableStateView,
});
export type BoLiveTableDetail = z.infer<typeof boLiveTableDetail>;

/** `POST /bo/live-tables/:id/status`: open (its next round opens at once), pause (the round going ends as usual; no bet, no new round) or close. */
export const boTableStatusBody = z.object({ status: z.enum(TABLE_STATUSES), reason: z.string().trim().max(500).optional() });

/**
 * `PUT /bo/live-tables/:id/settings`: new settings; rounds already open keep theirs, the next one
 * takes them. With `preview` nothing is written: the answer tells the problems and the house edges.
 */
export const boTableSettingsBody = z.object({ settings: z.unknown(), preview: z.boolean().optional() });
export const boTableSettingsProblem = z.object({
  /** The part of the settings it is about: names, paytable, limits, chipsMinor, bettingMs, revealMs, shoe, kind. */
  field: z.string(),
  problem: z.string(),
});
export type BoTableSettingsProblem = z.infer<typeof boTableSettingsProblem>;
export const boTableSettingsValue = z.object({
  /** Empty when the settings are usable (and, without preview, saved). */
  problems: z.array(boTableSettingsProblem),
  houseEdges: z.record(z.string(), z.string()),
  saved: z.boolean(),
  table: boLiveTableDetail,
});
export type BoTableSettingsValue = z.infer<typeof boTableSettingsValue>;

/** A round as the desk lists it, with its proof and money. */
export const boTableRound = z.object({
  id: z.string(),
  tableId: z.string(),
  seq: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  dealtAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** SHA-256 of the seed, published when the round opened. */
  seedHash: z.string().nullable(),
  /** The seed, once the round is dealt (never before, even to staff). */
  seed: z.string().nullable(),
  /** The proof's context string (fair-draw.ts). */
  context: z.string(),
  result: z.unknown().nullable(),
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  voidReason: z.string().nullable(),
  bets: z.number().int(),
  players: z.number().int(),
  stakeMinor: nonNegativeAmountMinor,
  returnMinor: nonNegativeAmountMinor,
  pendingVoid: z.boolean(),
});
export type BoTableRound = z.infer<typeof boTableRound>;

/** `GET /bo/live-tables/:id/rounds?before=<seq>`: a table's rounds, newest first. */
export const boTableRoundsQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const boTableRoundsValue = z.object({ rounds: z.array(boTableRound), nextBefore: z.number().int().nullable() });
export type BoTableRoundsValue = z.infer<typeof boTableRoundsValue>;

/** A proposed (or decided) void. */
export const boRoundVoid = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(ROUND_VOID_STATUSES),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The result version the approval wrote. */
  version: z.number().int().nullable(),
  /** True when the viewer proposed it (and so may not approve it). */
  mine: z.boolean(),
});
export type BoRoundVoid = z.infer<typeof boRoundVoid>;

/** `GET /bo/live-tables/rounds/:id`: a round with its whole proof, its money and its voids. */
export const boTableRoundDetail = boTableRound.extend({
  table: z.object({ id: z.string(), gameCode: z.string(), kind: z.enum(LIVE_TABLE_KINDS), name: z.string(), brandCode: z.string() }),
  currency: z.object({ code: currencyCode, symbol: z.string(), minorDigits: z.number().int() }),
  /** The public state the round was dealt from (a shoe's cards dealt before): with the seed and context it recomputes the result. */
  stateBefore: z.unknown().nullable(),
  /** What the settlement runs moved: paid out, taken back, and what could not be taken back. */
  paidMinor: nonNegativeAmountMinor,
  clawedMinor: nonNegativeAmountMinor,
  shortMinor: nonNegativeAmountMinor,
  /** The latest version's settlement job. */
  settlement: z.object({ status: z.string(), attempts: z.number().int(), lastError: z.string().nullable() }).nullable(),
  voids: z.array(boRoundVoid),
  /** The house's result of the round: stakes less returns (negative when the players won). */
  netMinor: amountMinor,
});
export type BoTableRoundDetail = z.infer<typeof boTableRoundDetail>;

/** `POST /bo/live-tables/rounds/:id/void`: proposes the void of a round (a second staff member approves). */
export const boRoundVoidBody = z.object({ reason: z.string().trim().min(3).max(500) });
/** `POST /bo/live-tables/voids/:id/reject`: rejects (or, its proposer, withdraws) a proposed void. */
export const boRoundVoidRejection = z.object({ reason: z.string().trim().min(1).max(500) });
