/**
 * The rows the wallet API writes beside the ledger, always inside the ledger call's transaction:
 * the claim of a vendor transaction (vendor_wallet_transactions) and the round it belongs to.
 */
import type { Queryable } from '../../db/client.ts';

/** The key of a vendor transaction. */
export interface ClaimKey {
  merchantId: string;
  vendorCode: string;
  action: 'debit' | 'credit' | 'rollback';
  transactionId: string;
}

/** A stored claim: what the first call of a vendor transaction did. */
export interface Claim extends ClaimKey {
  accountId: string;
  roundId: string;
  amountMinor: bigint;
  ledgerTransferId: string | null;
}

/**
 * Claims a vendor transaction for this call; false when it was claimed before (a duplicate). A
 * concurrent claim of the same key waits here until the first commits or rolls back.
 */
export async function claimTransaction(tx: Queryable, claim: Claim, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `insert into vendor_wallet_transactions (merchant_id, vendor_code, action, transaction_id, account_id, round_id, amount_minor, ledger_transfer_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning transaction_id`,
    [
      claim.merchantId,
      claim.vendorCode,
      claim.action,
      claim.transactionId,
      claim.accountId,
      claim.roundId,
      claim.amountMinor.toString(),
      claim.ledgerTransferId,
      at.toISOString(),
    ],
  );
  return rows.length > 0;
}

/** Records what the claimed call finally moved. */
export async function completeClaim(tx: Queryable, key: ClaimKey, amountMinor: bigint, ledgerTransferId: string | null): Promise<void> {
  await tx.query(
    `update vendor_wallet_transactions set amount_minor = $5, ledger_transfer_id = $6
     where merchant_id = $1 and vendor_code = $2 and action = $3 and transaction_id = $4`,
    [key.merchantId, key.vendorCode, key.action, key.transactionId, amountMinor.toString(), ledgerTransferId],
  );
}

/** The stored claim of a vendor transaction, or null. */
export async function selectClaim(db: Queryable, key: ClaimKey): Promise<Claim | null> {
  const [row] = await db.query<Omit<Claim, 'amountMinor'> & { amount: string }>(
    `select merchant_id::text as "merchantId", vendor_code as "vendorCode", action, transaction_id as "transactionId",
       account_id::text as "accountId", round_id as "roundId", amount_minor::text as amount, ledger_transfer_id::text as "ledgerTransferId"
     from vendor_wallet_transactions where merchant_id = $1 and vendor_code = $2 and action = $3 and transaction_id = $4`,
    [key.merchantId, key.vendorCode, key.action, key.transactionId],
  );
  if (!row) return null;
  const { amount, ...claim } = row;
  return { ...claim, amountMinor: BigInt(amount) };
}

/** A round as the wallet calls check it. */
export interface RoundRow {
  accountId: string;
  status: 'open' | 'settled' | 'cancelled';
  stakeMinor: bigint;
  winMinor: bigint;
}

/** Opens the round if it is new (status open, nothing staked yet). */
export async function insertRound(
  tx: Queryable,
  round: {
    merchantId: string;
    vendorCode: string;
    roundId: string;
    accountId: string;
    gameCode: string;
    gameType: string;
    currency: string;
  },
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, started_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
    [round.merchantId, round.vendorCode, round.roundId, round.accountId, round.gameCode, round.gameType, round.currency, at.toISOString()],
  );
}

/** The round, locked for the rest of the transaction; null when there is none. */
export async function lockRound(tx: Queryable, merchantId: string, vendorCode: string, roundId: string): Promise<RoundRow | null> {
  const [row] = await tx.query<{ accountId: string; status: RoundRow['status']; stake: string; win: string }>(
    `select account_id::text as "accountId", status, stake_minor::text as stake, win_minor::text as win
     from game_rounds where merchant_id = $1 and vendor_code = $2 and round_id = $3 for update`,
    [merchantId, vendorCode, roundId],
  );
  return row ? { accountId: row.accountId, status: row.status, stakeMinor: BigInt(row.stake), winMinor: BigInt(row.win) } : null;
}

/**
 * Applies a movement to the round: stake and win change by the deltas (a rollback's stake delta
 * is negative), and the status and settled time are set when given.
 */
export async function updateRound(
  tx: Queryable,
  key: { merchantId: string; vendorCode: string; roundId: string },
  change: { stakeDelta: bigint; winDelta: bigint; status?: RoundRow['status']; settledAt?: Date },
): Promise<void> {
  await tx.query(
    `update game_rounds set stake_minor = stake_minor + $4, win_minor = win_minor + $5,
       status = coalesce($6, status), settled_at = coalesce($7, settled_at)
     where merchant_id = $1 and vendor_code = $2 and round_id = $3`,
    [
      key.merchantId,
      key.vendorCode,
      key.roundId,
      change.stakeDelta.toString(),
      change.winDelta.toString(),
      change.status ?? null,
      change.settledAt?.toISOString() ?? null,
    ],
  );
}
