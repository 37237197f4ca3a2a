/**
 * The fish game's SQL (decision 061): the player's rate bucket (its row lock serialises one
 * player's batches), the batches under their keys, and a batch's round and claims in game_rounds
 * and vendor_wallet_transactions as the seamless wallet writes them for any vendor.
 */
import type { Queryable } from '../../db/client.ts';
import {
  claimParams,
  claimsInsert,
  settledRoundParams,
  settledRoundsInsert,
  type Claim,
  type SettledRound,
} from '../vendor-wallet/index.ts';

/** A player's bucket as locked for this batch. */
export interface FishBucket {
  tokens: number;
  refilledAt: Date;
}

/** Locks (making it full when new) the player's bucket of a title; held until the transaction ends. */
export async function lockBucket(
  tx: Queryable,
  key: { brandId: string; accountId: string; gameCode: string },
  fullTokens: number,
  at: Date,
): Promise<FishBucket> {
  await tx.query(
    `insert into fish_players (merchant_id, account_id, game_code, tokens, refilled_at) values ($1, $2, $3, $4, $5)
     on conflict (account_id, game_code) do nothing`,
    [key.brandId, key.accountId, key.gameCode, fullTokens, at.toISOString()],
  );
  const [row] = await tx.query<{ tokens: number; refilledAt: Date }>(
    `select tokens, refilled_at as "refilledAt" from fish_players where account_id = $1 and game_code = $2 for update`,
    [key.accountId, key.gameCode],
  );
  if (!row) throw new Error(`no fish bucket for account ${key.accountId}`);
  return { tokens: Number(row.tokens), refilledAt: new Date(row.refilledAt) };
}

/** Stores the bucket after a batch. */
export async function saveBucket(tx: Queryable, key: { accountId: string; gameCode: string }, bucket: FishBucket): Promise<void> {
  await tx.query(`update fish_players set tokens = $3, refilled_at = $4 where account_id = $1 and game_code = $2`, [
    key.accountId,
    key.gameCode,
    bucket.tokens,
    bucket.refilledAt.toISOString(),
  ]);
}

/** A stored batch. */
export interface FishBatchRow {
  id: string;
  gameCode: string;
  requestHash: string;
  roundId: string;
  stakeMinor: bigint;
  returnMinor: bigint;
  balanceAfterMinor: bigint;
  outcomes: unknown;
}

const BATCH_COLUMNS = `id::text as id, game_code as "gameCode", request_hash as "requestHash", round_id as "roundId",
  stake_minor::text as "stakeMinor", return_minor::text as "returnMinor", balance_after_minor::text as "balanceAfterMinor", outcomes`;

function toBatch(row: Record<string, unknown>): FishBatchRow {
  return {
    id: row.id as string,
    gameCode: row.gameCode as string,
    requestHash: row.requestHash as string,
    roundId: row.roundId as string,
    stakeMinor: BigInt(row.stakeMinor as string),
    returnMinor: BigInt(row.returnMinor as string),
    balanceAfterMinor: BigInt(row.balanceAfterMinor as string),
    outcomes: row.outcomes,
  };
}

/** The batch stored under a player's key, or null. */
export async function selectBatch(db: Queryable, brandId: string, accountId: string, key: string): Promise<FishBatchRow | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `select ${BATCH_COLUMNS} from fish_batches where merchant_id = $1 and account_id = $2 and batch_key = $3`,
    [brandId, accountId, key],
  );
  return row ? toBatch(row) : null;
}

/** A new batch with its outcome. */
export interface NewFishBatch {
  brandId: string;
  accountId: string;
  gameCode: string;
  currency: string;
  key: string;
  requestHash: string;
  roundId: string;
  shots: number;
  stakeMinor: bigint;
  returnMinor: bigint;
  balanceAfterMinor: bigint;
  outcomes: unknown;
}

/** Writes a batch, its round and its claims in ONE statement. */
export async function insertBatch(
  tx: Queryable,
  batch: NewFishBatch,
  records: { vendorCode: string; round: SettledRound; claims: readonly Claim[] },
  at: Date,
): Promise<void> {
  const [row] = await tx.query<{ rounds: number; claims: number }>(
    `with batch as (
       insert into fish_batches (merchant_id, account_id, game_code, currency, batch_key, request_hash, round_id, shots,
         stake_minor, return_minor, balance_after_minor, outcomes, created_at)
       values ($1, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $3) returning id),
     rounds as (${settledRoundsInsert(15)} returning round_id),
     claims as (${claimsInsert(22)} returning transaction_id)
     select (select count(*) from rounds)::int as rounds, (select count(*) from claims)::int as claims`,
    [
      batch.brandId,
      records.vendorCode,
      at.toISOString(),
      batch.accountId,
      batch.gameCode,
      batch.currency,
      batch.key,
      batch.requestHash,
      batch.roundId,
      batch.shots,
      batch.stakeMinor.toString(),
      batch.returnMinor.toString(),
      batch.balanceAfterMinor.toString(),
      JSON.stringify(batch.outcomes),
      ...settledRoundParams([records.round]),
      ...claimParams(records.claims),
    ],
  );
  if (row?.rounds !== 1 || row.claims !== records.claims.length) {
    throw new Error(`a fish batch wrote ${JSON.stringify(row)} for 1 round and ${records.claims.length} claims`);
  }
}
