import { z } from 'zod';
import { amountMinorInput, currencyCode, nonNegativeAmountMinor } from './amount.ts';
import { failEnvelope } from './envelope.ts';

/**
 * The house slot games' own API (decision 024), called by the game page in the /game frame. Every
 * call carries the game session token from the launch URL in the `x-game-token` header (not the
 * site's Authorization), answers the `/wps` envelope, and names money in integer minor units as
 * decimal strings (`...Minor`) of the session's currency.
 */

/** The request header that carries the game session token (`token` of the launch URL). */
export const GAME_TOKEN_HEADER = 'x-game-token';

/** A client-made spin id: 8-64 letters, digits, dashes or underscores (a UUID fits). */
export const SPIN_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** One symbol of a title; a wild substitutes for regular symbols, a scatter pays anywhere. */
export const slotSymbolSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['regular', 'wild', 'scatter']),
});
export type SlotSymbolView = z.infer<typeof slotSymbolSchema>;

/** A paytable entry: `count` of `symbol` (a symbol id or a mixed combination's id) pays `credits`. */
export const slotPayEntrySchema = z.object({ symbol: z.string(), count: z.number().int(), credits: z.number().int() });

/** A mixed combination of a classic title (e.g. ANY7): any of `symbols` counts towards it. */
export const slotMixedSchema = z.object({ id: z.string(), symbols: z.array(z.string()) });

/** A title as the game page draws it; the maths (reel strips) stays on the server. */
export const slotTitleSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** `lines`: wins along the paylines; `ways`: any adjacent reels from the left; `classic`: lines with mixed combinations. */
  kind: z.enum(['lines', 'ways', 'classic']),
  reelCount: z.number().int(),
  rows: z.number().int(),
  symbols: z.array(slotSymbolSchema),
  /** Each payline is the row index on each reel, left to right; empty for a ways title. */
  paylines: z.array(z.array(z.number().int())),
  /** Per line (lines, classic) or per way (ways), in credits. */
  paytable: z.array(slotPayEntrySchema),
  /** Classic titles' mixed combinations; empty otherwise. */
  mixed: z.array(slotMixedSchema),
  /** Credits one spin costs; a win of `credits` pays stakeMinor × credits / betCredits. */
  betCredits: z.number().int(),
  /** Published return to player, as a fraction (0.965 = 96.5 %). */
  rtp: z.number(),
});
export type SlotTitleView = z.infer<typeof slotTitleSchema>;

/** One win of a spin; `cells` are [reel, row] pairs to highlight. */
export const slotWinSchema = z.object({
  kind: z.enum(['line', 'ways', 'scatter']),
  symbol: z.string(),
  count: z.number().int(),
  /** The payline's index in `title.paylines` (line wins). */
  line: z.number().int().optional(),
  /** How many ways the symbol paid (ways wins). */
  ways: z.number().int().optional(),
  cells: z.array(z.tuple([z.number().int(), z.number().int()])),
  credits: z.number().int(),
  amountMinor: nonNegativeAmountMinor,
});
export type SlotWinView = z.infer<typeof slotWinSchema>;

/** A round that was left unfinished (process stopped, wallet timed out) and was finished since. */
export const slotRecoveredRoundSchema = z.object({
  roundId: z.string(),
  /** `resumed`: the stored outcome was paid; `refunded`: the stake went back (no outcome was drawn). */
  outcome: z.enum(['resumed', 'refunded']),
  stakeMinor: nonNegativeAmountMinor,
  winMinor: nonNegativeAmountMinor,
});
export type SlotRecoveredRound = z.infer<typeof slotRecoveredRoundSchema>;

/** `GET /house/slots/api/session`: the title, the stakes on offer, the balance. */
export const slotSessionValue = z.object({
  title: slotTitleSchema,
  /** Stakes the player may choose, ascending: betCredits × [1,2,5,10,20,50,100] × the currency's credit value. */
  stakeLevelsMinor: z.array(nonNegativeAmountMinor),
  /** The stake the page starts with (the lowest). */
  defaultStakeMinor: nonNegativeAmountMinor,
  /** Ledger currency: the brand's, or XTS (demo money) for a trial account. */
  currency: currencyCode,
  /** The brand's display symbol (TLB by default) and the currency's minor digits, for formatting. */
  currencySymbol: z.string(),
  minorDigits: z.number().int(),
  balanceMinor: nonNegativeAmountMinor,
  /** True for a trial (type 4) account: demo money. */
  trial: z.boolean(),
  /** The session's language (upper-case code), for the page's texts. */
  language: z.string(),
  /** Unfinished rounds of this account finished while loading the session (usually empty). */
  recovered: z.array(slotRecoveredRoundSchema),
});
export type SlotSessionValue = z.infer<typeof slotSessionValue>;

/**
 * `POST /house/slots/api/spin`: a spin at one of the stake levels; the same spinId again replays
 * the result. Failures: bet_invalid (stake not a level), insufficient_funds (with `balanceMinor`),
 * game_session_invalid (launch again), game_maintenance, game_disabled, bet_rolled_back (the spin
 * could not finish and its stake was returned), too_many_requests (that spinId is still spinning:
 * send it again in a second), internal_error (the wallet is unreachable: the spin is finished
 * later and shows in `recovered` of the next session load).
 */
export const slotSpinBody = z.object({
  /** One of the title's stake levels; anything else answers bet_invalid. */
  stakeMinor: amountMinorInput,
  spinId: z.string().regex(SPIN_ID_PATTERN),
});
export type SlotSpinBody = z.infer<typeof slotSpinBody>;

/** A settled spin: the outcome and the money. */
export const slotSpinValue = z.object({
  roundId: z.string(),
  spinId: z.string(),
  titleCode: z.string(),
  /** Reel positions the outcome stopped at. */
  stops: z.array(z.number().int()),
  /** Symbol codes, `grid[reel][row]`. */
  grid: z.array(z.array(z.string())),
  wins: z.array(slotWinSchema),
  winCredits: z.number().int(),
  stakeMinor: nonNegativeAmountMinor,
  winMinor: nonNegativeAmountMinor,
  balanceBeforeMinor: nonNegativeAmountMinor,
  balanceAfterMinor: nonNegativeAmountMinor,
  /** True when this answer is the stored result of an earlier call with the same spinId. */
  replayed: z.boolean(),
  /** ISO instant the spin was made. */
  createdAt: z.string(),
});
export type SlotSpinValue = z.infer<typeof slotSpinValue>;

/** `insufficient_funds` on a spin carries the balance, so the page can show it. */
export const slotInsufficientFunds = failEnvelope.extend({ balanceMinor: nonNegativeAmountMinor });

/** Where a spin stands: settled (paid), refunded (stake returned), refused (not enough money), open (being finished). */
export const SLOT_SPIN_STATUSES = ['settled', 'refunded', 'refused', 'open'] as const;

/** One spin of the history list. */
export const slotHistoryItemSchema = z.object({
  roundId: z.string(),
  status: z.enum(SLOT_SPIN_STATUSES),
  stakeMinor: nonNegativeAmountMinor,
  winMinor: nonNegativeAmountMinor,
  /** Null until the balance is known (refused and open spins may lack one). */
  balanceBeforeMinor: nonNegativeAmountMinor.nullable(),
  balanceAfterMinor: nonNegativeAmountMinor.nullable(),
  /** Empty when no outcome was drawn (refused, refunded). */
  grid: z.array(z.array(z.string())),
  wins: z.array(slotWinSchema),
  createdAt: z.string(),
});
export type SlotHistoryItem = z.infer<typeof slotHistoryItemSchema>;

/** `GET /house/slots/api/history`: the session account's last 20 spins of this title, newest first. */
export const slotHistoryValue = z.object({ list: z.array(slotHistoryItemSchema) });
export type SlotHistoryValue = z.infer<typeof slotHistoryValue>;
