import { z } from 'zod';
import { amountMinorInput, currencyCode, nonNegativeAmountMinor } from './amount.ts';

/**
 * The round engine's wire (decision 053): the shared-round house games (live tables, bingo rooms,
 * the cockfight arena). The game page in the /game frame calls with its game session token in the
 * `x-game-token` header (GAME_TOKEN_HEADER of house-slots.ts); the lobby and the proof are public
 * and name the brand by host. Money is integer minor units as decimal strings (`...Minor`).
 * Each game adds its own fields under `settings`, `result`, `state` and a bet's `detail`, typed by
 * the game's own contract (live-tables.ts, bingo.ts, arena.ts).
 */

/** A client-made key of one placing call: 8-64 letters, digits, dashes or underscores (a UUID fits). */
export const BET_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Where a round is: open for bets, closed (dealing), dealt (result shown, being paid), settled, void (every stake back). */
export const ROUND_STATUSES = ['open', 'closed', 'dealt', 'settled', 'void'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** A round as everyone may see it. */
export const roundView = z.object({
  roundId: z.string(),
  tableId: z.string(),
  /** The table's round number. */
  seq: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  opensAt: z.string(),
  /** When betting closes (timer tables); null until staff close an operator table's round. */
  closesAt: z.string().nullable(),
  /** Staff called the last call (operator tables). */
  lastCall: z.boolean(),
  dealtAt: z.string().nullable(),
  /** SHA-256 of the round's seed, published before betting closes; null for a declared result (the arena). */
  seedHash: z.string().nullable(),
  /** The seed, once the round is dealt. */
  seed: z.string().nullable(),
  /** The game's result (what of it is public by now: a bingo game shows the balls called so far). */
  result: z.unknown().nullable(),
  resultVersion: z.number().int(),
  voidReason: z.string().nullable(),
  /** What the game shows of the round's own settings (the arena: the fight's number and its two cocks, arena.ts); null for most games. */
  info: z.unknown().nullable(),
  /** Stakes on each spot of the round so far, by currency then spot (a page shows its own currency: real or demo money). */
  totals: z.record(z.string(), z.record(z.string(), nonNegativeAmountMinor)),
  /** Players with bets on the round, by currency (a bingo room's lobby shows them). */
  players: z.record(z.string(), z.number().int().nonnegative()).optional(),
});
export type RoundView = z.infer<typeof roundView>;

/** A table in the lobby and at the top of its game page. */
export const tableView = z.object({
  tableId: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  kind: z.string(),
  /** The name in the caller's language (English on the live stream); `names` has every language the operator wrote. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  status: z.enum(['open', 'paused', 'closed']),
  drive: z.enum(['timer', 'operator']),
  /** The game's public settings: limits, paytable, times, the house edge of every spot. */
  settings: z.unknown(),
  /** The game's public state carried between rounds (a baccarat shoe's number and roads). */
  state: z.unknown(),
  round: roundView.nullable(),
  /** The last results, newest first (the lobby's strip and the roads' source). */
  recent: z.array(z.object({ roundId: z.string(), seq: z.number().int(), result: z.unknown() })),
});
export type TableView = z.infer<typeof tableView>;

/** `GET /wps/v2/rounds/tables?vendorCode=`: the brand's tables of a house vendor, each with its round (public). */
export const tablesQuery = z.object({ vendorCode: z.string().min(1).max(32) });
export const tablesValue = z.object({ tables: z.array(tableView), serverTime: z.string() });
export type TablesValue = z.infer<typeof tablesValue>;

/** One bet as its player sees it. */
export const playerBetView = z.object({
  betId: z.string(),
  roundId: z.string(),
  spot: z.string(),
  stakeMinor: nonNegativeAmountMinor,
  detail: z.unknown().nullable(),
  /** What the bet returned once settled (stake included; 0 when it lost), null before. */
  returnMinor: nonNegativeAmountMinor.nullable(),
  placedAt: z.string(),
});
export type PlayerBetView = z.infer<typeof playerBetView>;

/** `GET /house/rounds/api/session`: the table of the game session, the player's money and bets on the round. */
export const roundSessionValue = z.object({
  table: tableView,
  currency: currencyCode,
  currencySymbol: z.string(),
  minorDigits: z.number().int(),
  balanceMinor: nonNegativeAmountMinor,
  trial: z.boolean(),
  language: z.string(),
  /** The player's bets on the current round. */
  bets: z.array(playerBetView),
  serverTime: z.string(),
});
export type RoundSessionValue = z.infer<typeof roundSessionValue>;

/**
 * `POST /house/rounds/api/bets`: bets on the open round of the session's table, all or none. The
 * same `key` again answers the stored bets (idempotency_key_reused when the body differs).
 * Failures: round_closed (the window closed), round_not_found, bet_invalid (`field`, `problem`:
 * unknown_spot, below_min, above_max, max_payout, opposite_bets ...), amount_invalid,
 * insufficient_funds (with `balanceMinor`), table_paused, rg_play_blocked, rg_bet_limit,
 * game_session_invalid, game_maintenance, game_disabled.
 */
export const placeBetsBody = z.object({
  roundId: z.string().regex(/^[0-9]{1,18}$/),
  key: z.string().regex(BET_KEY_PATTERN),
  bets: z
    .array(z.object({ spot: z.string().min(1).max(64), amountMinor: amountMinorInput, detail: z.unknown().optional() }))
    .min(1)
    .max(60),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBody>;

export const placeBetsValue = z.object({
  bets: z.array(playerBetView),
  /** Every bet of the player on the round, these included. */
  roundBets: z.array(playerBetView),
  balanceMinor: nonNegativeAmountMinor,
  replayed: z.boolean(),
});
export type PlaceBetsValue = z.infer<typeof placeBetsValue>;

/** `GET /house/rounds/api/history`: the player's last rounds at this table with their bets and results. */
export const roundHistoryValue = z.object({
  rounds: z.array(
    z.object({
      round: roundView,
      bets: z.array(playerBetView),
      stakeMinor: nonNegativeAmountMinor,
      returnMinor: nonNegativeAmountMinor,
    }),
  ),
});
export type RoundHistoryValue = z.infer<typeof roundHistoryValue>;

/** `GET /wps/v2/rounds/proof/:roundId`: what anyone needs to recompute a dealt round (public). */
export const roundProofValue = z.object({
  roundId: z.string(),
  tableId: z.string(),
  kind: z.string(),
  seq: z.number().int(),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** The string the seed's random words are made with (fair-draw.ts). */
  context: z.string(),
  /** The public state the round was dealt from (a shoe's cards dealt before). */
  stateBefore: z.unknown().nullable(),
  result: z.unknown().nullable(),
  resultVersion: z.number().int(),
});
export type RoundProofValue = z.infer<typeof roundProofValue>;

/** The events of the rounds' live stream (`GET /wps/v2/rounds/events?tables=`): server-sent events named by `type`. */
export const ROUND_EVENT_TYPES = ['table', 'round', 'totals'] as const;
export type RoundEventType = (typeof ROUND_EVENT_TYPES)[number];

/** `table`: a table's whole view (sent first for each table, and when the table changes). `round`: its round changed. `totals`: the stakes on its spots moved. */
export const roundEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('table'), table: tableView }),
  z.object({ type: z.literal('round'), tableId: z.string(), round: roundView, serverTime: z.string() }),
  z.object({
    type: z.literal('totals'),
    tableId: z.string(),
    roundId: z.string(),
    totals: z.record(z.string(), z.record(z.string(), nonNegativeAmountMinor)),
    players: z.record(z.string(), z.number().int().nonnegative()).optional(),
  }),
]);
export type RoundEvent = z.infer<typeof roundEvent>;
