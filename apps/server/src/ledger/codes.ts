/**
 * The closed set of reasons money moves, and the ledger's fixed sizes. The account record filters
 * by these codes; a new kind of movement adds a code here.
 */

/** Why a transfer happened. */
export const TRANSFER_CODES = [
  /** Clearing (payment channel) to a player's main wallet. */
  'deposit',
  /** A player's wallet to clearing, always through a captured hold. */
  'withdrawal',
  /** A player's wallet to a house shard: a vendor debit or a captured house-game stake. */
  'bet_stake',
  /** A house shard to a player's wallet: a win. */
  'bet_payout',
  /**
   * A player's wallet to a house shard: part of a win taken back because its draw was voided or
   * re-settled lower (never more than the wallet holds; the rest is reported as short).
   */
  'bet_clawback',
  /** Tombstone of a stake rolled back before it arrived (zero amount, no postings). */
  'bet_void',
  /** Undoes one earlier transfer, in the opposite direction. */
  'reversal',
  /** Bonus account to a wallet: promotions, rebates paid as bonus. */
  'bonus',
  /** Agent earnings from the house. */
  'salary',
  'dividend',
  'rebate',
  /** A member's wallet to the upline agent's. */
  'transfer_upline',
  /** An agent's wallet to a downline's. */
  'transfer_downline',
  /** Between a main wallet and a vendor sub-wallet, either way. */
  'wallet_transfer',
  /** A manual correction approved by two staff members. */
  'adjustment',
  /** Bonus account to a player's main wallet: points converted to cash at the brand's ratio (decision 032). */
  'points_convert',
] as const;

export type TransferCode = (typeof TRANSFER_CODES)[number];

/** Codes a hold may carry (its capture is a transfer with the same code). */
export const HOLD_CODES = ['withdrawal', 'bet_stake', 'wallet_transfer'] as const satisfies readonly TransferCode[];

export type HoldCode = (typeof HOLD_CODES)[number];

/**
 * How many house accounts share the house side of bets per brand and currency. Each bet locks the
 * player's wallet and one shard, so thousands of bets a second queue on 16 rows instead of one.
 */
export const HOUSE_SHARDS = 16;

/**
 * The largest single amount (10^15 minor units, ten trillion pesos): far above any real movement,
 * and far enough below bigint's limit that no sum of balances can overflow.
 */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

/** Longest idempotency key accepted (a vendor prefix plus a UUID fits easily). */
export const MAX_KEY_LENGTH = 200;
