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
 * Claims vendor transactions for this transaction; answers the transaction ids claimed now (the
 * others were claimed before: duplicates). A concurrent claim of the same key waits here until the
 * first commits or rolls back. Claims go in transaction-id order, so two batches claiming
 * overlapping ids queue instead of deadlocking.
 */
export async function claimTransactions(tx: Queryable, claims: readonly Claim[], at: Date): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const ordered = [...claims].sort((a, b) => (a.transactionId < b.transactionId ? -1 : a.transactionId > b.transactionId ? 1 : 0));
  const column = <T>(pick: (claim: Claim) => T) => ordered.map(pick);
  const rows = await tx.query<{ transactionId: string }>(
    `insert into vendor_wallet_transactions (merchant_id, vendor_code, action, transaction_id, account_id, round_id, amount_minor, ledger_transfer_id, created_at)
     select $1, $2, $3, c.transaction_id, c.account_id, c.round_id, c.amount_minor, c.ledger_transfer_id, $4
     from unnest($5::text[], $6::bigint[], $7::text[], $8::bigint[], $9::bigint[]) with ordinality
       as c(transaction_id, account_id, round_id, amount_minor, ledger_transfer_id, n)
     order by c.n
     on conflict do nothing returning transaction_id as "transactionId"`,
    [
      ...sameKeyOf(ordered),
      at.toISOString(),
      column((claim) => claim.transactionId),
      column((claim) => claim.accountId),
      column((claim) => claim.roundId),
      column((claim) => claim.amountMinor.toString()),
      column((claim) => claim.ledgerTransferId),
    ],
  );
  return new Set(rows.map((row) => row.transactionId));
}

/** The brand, vendor and action a set of claims share (a batch is always of one brand, vendor and action). */
function sameKeyOf(keys: readonly ClaimKey[]): [string, string, string] {
  const [first] = keys;
  if (!first) throw new Error('no claim keys');
  if (keys.some((key) => key.merchantId !== first.merchantId || key.vendorCode !== first.vendorCode || key.action !== first.action)) {
    throw new Error('claims of one call must share brand, vendor and action');
  }
  return [first.merchantId, first.vendorCode, first.action];
}

/** Claims one vendor transaction; false when it was claimed before (a duplicate). */
export async function claimTransaction(tx: Queryable, claim: Claim, at: Date): Promise<boolean> {
  return (await claimTransactions(tx, [claim], at)).has(claim.transactionId);
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

/** What a new round is opened with. */
export interface NewRound {
  merchantId: string;
  vendorCode: string;
  roundId: string;
  accountId: string;
  gameCode: string;
  gameType: string;
  currency: string;
}

/** A round's key. */
export interface RoundKey {
  merchantId: string;
  vendorCode: string;
  roundId: string;
}

/**
 * Adds stakes to rounds, opening those that are new: answers the ids of the rounds staked. A round
 * that is no longer open, or is another player's, is left alone and missing from the answer (the
 * caller checked the rounds it could lock; one opened meanwhile by a concurrent call may differ).
 */
export async function stakeRounds(tx: Queryable, stakes: ReadonlyArray<NewRound & { stakeMinor: bigint }>, at: Date): Promise<Set<string>> {
  if (stakes.length === 0) return new Set();
  const first = stakes[0] as NewRound;
  const ordered = [...stakes].sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  const rows = await tx.query<{ roundId: string }>(
    `insert into game_rounds as g (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, started_at)
     select $1, $2, r.round_id, r.account_id, r.game_code, r.game_type, r.currency, r.stake_minor, $3
     from unnest($4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::bigint[]) with ordinality
       as r(round_id, account_id, game_code, game_type, currency, stake_minor, n)
     order by r.n
     on conflict (merchant_id, vendor_code, round_id) do update set stake_minor = g.stake_minor + excluded.stake_minor
       where g.status = 'open' and g.account_id = excluded.account_id
     returning round_id as "roundId"`,
    [
      first.merchantId,
      first.vendorCode,
      at.toISOString(),
      ordered.map((round) => round.roundId),
      ordered.map((round) => round.accountId),
      ordered.map((round) => round.gameCode),
      ordered.map((round) => round.gameType),
      ordered.map((round) => round.currency),
      ordered.map((round) => round.stakeMinor.toString()),
    ],
  );
  return new Set(rows.map((row) => row.roundId));
}

/** Rounds of one brand and vendor by id, locked (in id order) for the rest of the transaction. */
export async function lockRounds(
  tx: Queryable,
  merchantId: string,
  vendorCode: string,
  roundIds: readonly string[],
): Promise<Map<string, RoundRow>> {
  const rows = await tx.query<{ roundId: string; accountId: string; status: RoundRow['status']; stake: string; win: string }>(
    `select round_id as "roundId", account_id::text as "accountId", status, stake_minor::text as stake, win_minor::text as win
     from game_rounds where merchant_id = $1 and vendor_code = $2 and round_id = any($3::text[]) order by round_id for update`,
    [merchantId, vendorCode, [...new Set(roundIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.roundId,
      { accountId: row.accountId, status: row.status, stakeMinor: BigInt(row.stake), winMinor: BigInt(row.win) },
    ]),
  );
}

/** The round, locked for the rest of the transaction; null when there is none. */
export async function lockRound(tx: Queryable, merchantId: string, vendorCode: string, roundId: string): Promise<RoundRow | null> {
  return (await lockRounds(tx, merchantId, vendorCode, [roundId])).get(roundId) ?? null;
}

/** A movement of a round: stake and win change by the deltas (a rollback's stake delta is negative); status and settled time when given. */
export interface RoundChange {
  stakeDelta: bigint;
  winDelta: bigint;
  status?: RoundRow['status'];
  settledAt?: Date;
}

/** Applies a movement to the round. */
export async function updateRound(tx: Queryable, key: RoundKey, change: RoundChange): Promise<void> {
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
