import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor } from './amount.ts';
import { dbId } from './db-ids.ts';

/**
 * The seamless wallet API a game vendor calls (DOMAIN.md section 5, decision 023):
 * `POST /vendor-wallet/:vendorCode/:action` with a JSON body signed in `x-wallet-signature`
 * (HMAC-SHA256, hex, over `${timestamp}.${rawBody}`) and `x-wallet-timestamp` (unix ms). Amounts
 * are whole minor units as decimal strings. Answers are bare objects (no envelope), HTTP 200 for
 * every business outcome.
 */

/** The headers of a signed wallet call. */
export const WALLET_HEADERS = { signature: 'x-wallet-signature', timestamp: 'x-wallet-timestamp' } as const;

/** The actions of the API, the `:action` of the path. */
export const WALLET_ACTIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/**
 * Every answer's status. INVALID_SIGNATURE comes with HTTP 401 and INVALID_REQUEST with 400;
 * everything else with 200. DUPLICATE is a call already processed: its original transaction id
 * and the balance now. PLAYER_BLOCKED (a cool-off or self-exclusion) and BET_LIMIT_EXCEEDED (the
 * player's own loss or wager limit) refuse a debit: nothing moved (decision 037). RATE_LIMITED
 * (HTTP 429, with Retry-After in seconds) is a call over the vendor's budget of calls: refused
 * before anything was read or moved, to be sent again later (decision 044).
 */
export const WALLET_STATUSES = [
  'OK',
  'DUPLICATE',
  'INSUFFICIENT_FUNDS',
  'INVALID_TOKEN',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'TRANSACTION_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'ROLLED_BACK',
  'CURRENCY_MISMATCH',
  'VENDOR_DISABLED',
  'PLAYER_BLOCKED',
  'BET_LIMIT_EXCEEDED',
  'RATE_LIMITED',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** A vendor's id (request, transaction, round): printable ASCII without spaces. */
const vendorId = z.string().regex(/^[\x21-\x7e]{1,100}$/);
const token = z.string().min(1).max(256);
/** Our player id (accounts.id), as authenticate answered it. */
const playerId = dbId;
const gameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const currency = currencyCode;

/*
 * Every body is strict: a field its action does not take is refused (INVALID_REQUEST), not
 * dropped. The signature covers the body only, not the action of the path, so a signed body must
 * never be valid for another action: a captured credit replayed to /rollback would otherwise pass
 * as a rollback of its own stake (decision 023, addendum). authenticate and balance by token
 * share one body, `{ token }`: both only read (authenticate also extends a live session).
 */

/** authenticate: the game session token the launch gave the game. */
export const authenticateBody = z.object({ token }).strict();
export type AuthenticateBody = z.infer<typeof authenticateBody>;

/** balance: by live token, or by player id (after the session ended). */
export const balanceBody = z.union([z.object({ token }).strict(), z.object({ playerId }).strict()]);
export type BalanceBody = z.infer<typeof balanceBody>;

/** debit: a stake; needs a live session. */
export const debitBody = z
  .object({
    requestId: vendorId,
    token,
    transactionId: vendorId,
    roundId: vendorId,
    gameCode,
    /** Whole minor units (the studios' name for it, kept). */
    amount: nonNegativeAmountMinor,
    currency,
  })
  .strict();
export type DebitBody = z.infer<typeof debitBody>;

/** credit: a win (or "0" to close a round with no win); accepted after the session expired. */
export const creditBody = z
  .object({
    requestId: vendorId,
    playerId,
    transactionId: vendorId,
    roundId: vendorId,
    gameCode,
    /** Whole minor units, zero allowed (a credit closing a round with no win). */
    amount: nonNegativeAmountMinor,
    currency,
    /** False keeps the round open for more stakes and wins (multi-step games); true by default. */
    roundClosed: z.boolean().optional(),
  })
  .strict();
export type CreditBody = z.infer<typeof creditBody>;

/** rollback: undoes a debit (named by its transaction id); accepted after the session expired. */
export const rollbackBody = z
  .object({
    requestId: vendorId,
    playerId,
    transactionId: vendorId,
    roundId: vendorId,
    gameCode,
  })
  .strict();
export type RollbackBody = z.infer<typeof rollbackBody>;

/** The bodies by action. */
export const WALLET_BODIES = {
  authenticate: authenticateBody,
  balance: balanceBody,
  debit: debitBody,
  credit: creditBody,
  rollback: rollbackBody,
} as const;

/** Every answer of the API. */
export const walletAnswer = z.object({
  status: z.enum(WALLET_STATUSES),
  /** The player's spendable balance in minor units, where known. */
  balance: nonNegativeAmountMinor.optional(),
  currency: z.string().optional(),
  /** Our id of the movement (the ledger transfer), for debit, credit and rollback. */
  transactionId: z.string().optional(),
  /** authenticate only. */
  playerId: z.string().optional(),
  username: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;
