/**
 * The ledger's public shapes. Ids are decimal strings (bigint in the database), amounts are bigint
 * minor units, times are Dates from the injected clock.
 */

/** What an account is for; player, vendor and agent wallets never go below zero. */
export type AccountKind = 'player_main' | 'player_vendor' | 'house' | 'clearing' | 'bonus' | 'agent';

/** One ledger account and its balances. */
export interface LedgerAccount {
  id: string;
  brandId: string;
  currency: string;
  kind: AccountKind;
  /** The player or agent (accounts.id) owning a wallet; null for house, clearing and bonus. */
  ownerAccountId: string | null;
  /** Vendor code of a sub-wallet, shard number of a house shard, channel of a clearing account. */
  ref: string;
  /** Posted balance: the sum of the account's postings. */
  balanceMinor: bigint;
  /** Sum of the account's pending holds. */
  heldMinor: bigint;
  /** What may be spent now: balance - held. */
  availableMinor: bigint;
}

/** Who moves money, from where, and when; written to the audit with every movement. */
export interface Actor {
  /** 'self:<accountId>', 'system', 'staff:<id>', 'vendor:<code>' ... */
  actor: string;
  ip: string | null;
  at: Date;
}

/** A recorded movement between two accounts of one currency. */
export interface Transfer {
  id: string;
  brandId: string;
  currency: string;
  code: string;
  idempotencyKey: string;
  fromAccountId: string;
  toAccountId: string;
  amountMinor: bigint;
  holdId: string | null;
  reversesTransferId: string | null;
  memo: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** An account's posted balance right after a transfer. */
export interface BalanceAfter {
  accountId: string;
  balanceMinor: bigint;
}

/** The answer to a movement: the same on every replay of its idempotency key. */
export interface TransferResult {
  transfer: Transfer;
  /** Balances of both accounts just after the transfer (from its postings, so replays match). */
  balances: BalanceAfter[];
  /** True when the key had already been used with this body and nothing moved now. */
  replayed: boolean;
}

/** Money set aside on a wallet until captured or released. */
export interface Hold {
  id: string;
  brandId: string;
  currency: string;
  code: string;
  idempotencyKey: string;
  accountId: string;
  counterAccountId: string;
  amountMinor: bigint;
  status: 'pending' | 'captured' | 'released';
  capturedMinor: bigint | null;
  memo: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  settledAt: Date | null;
}

/** Free-form detail kept with a movement (vendor round id, order number ...). */
export type Metadata = Record<string, string | number | boolean | null>;
