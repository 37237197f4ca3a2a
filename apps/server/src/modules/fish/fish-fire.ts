/**
 * One batch of shots (decision 061), all in ONE ledger transaction so a batch exists with its
 * outcome or not at all (a process killed mid-batch rolls back: no money moved, the key free):
 *
 *   1. the player's bucket row is locked (one player's batches run one at a time on every process);
 *   2. a batch already stored under the key answers as stored (nothing moves), or
 *      idempotency_key_reused when the shots differ;
 *   3. the rate cap: the bucket refills at the title's shots per second up to its burst; a batch
 *      larger than what is in it is refused with fish_rate_limited (429), nothing written;
 *   4. every shot decided by resolveShots with the injected random source (CSPRNG in the app);
 *   5. one stake of the batch's total stakes, and one payout of its total return (when any) paid
 *      only with that stake (`after`), both under the batch's round id;
 *   6. the batch row, its round (game_rounds) and claims in one statement.
 */
import { createHash } from 'node:crypto';
import type { FishFireBody, FishFireValue, FishShotOutcome } from '@pkg/contracts/fish';
import type { RandomSource } from '@pkg/games/random';
import { resolveShots, type ShotBatch } from '@pkg/games/fish/resolve-shots';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { settleBets, withLedgerTransaction, type BetItem, type BetOutcome } from '../../ledger/index.ts';
import type { HouseGameContext } from '../games/index.ts';
import type { Claim } from '../vendor-wallet/index.ts';
import { insertBatch, lockBucket, saveBucket, selectBatch, type FishBatchRow, type FishBucket } from './fish.queries.ts';
import { FISH_VENDOR_CODE, type FishTitle } from './fish-title.ts';

/** A batch's round id: derived from the brand, the account and the page's key, so a resend finds it. */
export function batchRoundId(brandId: string, accountId: string, key: string): string {
  return `fb-${createHash('sha256').update(`${brandId}:${accountId}:${key}`).digest('hex').slice(0, 32)}`;
}

/** The hash of a batch's shots (a key sent again with other shots is refused). */
export function shotsHash(body: FishFireBody): string {
  return createHash('sha256')
    .update(JSON.stringify(body.shots.map((shot) => [shot.target, shot.stakeMinor])))
    .digest('hex');
}

/** The bucket refilled to `at`: `rate` shots a second, at most `burst`. */
export function refill(bucket: FishBucket, at: Date, rate: number, burst: number): FishBucket {
  const seconds = Math.max(0, (at.getTime() - bucket.refilledAt.getTime()) / 1000);
  return { tokens: Math.min(burst, bucket.tokens + seconds * rate), refilledAt: at };
}

/** The answer of a stored batch. */
export function storedAnswer(row: FishBatchRow, replayed: boolean): FishFireValue {
  return {
    roundId: row.roundId,
    shots: row.outcomes as FishShotOutcome[],
    stakeMinor: row.stakeMinor.toString(),
    returnMinor: row.returnMinor.toString(),
    balanceMinor: row.balanceAfterMinor.toString(),
    replayed,
  };
}

function outcomesOf(batch: ShotBatch): FishShotOutcome[] {
  return batch.outcomes.map((outcome) => ({
    target: outcome.target,
    stakeMinor: outcome.stakeMinor.toString(),
    caught: outcome.caught,
    multiplier: outcome.catchMultiplier,
    features: outcome.features.map((feature) => ({ ...feature })),
    returnMinor: outcome.returnMinor.toString(),
  }));
}

/** What a batch needs besides the page's body. */
export interface FireInput {
  ctx: HouseGameContext;
  title: FishTitle;
  walletId: string;
  random: RandomSource;
  at: Date;
  /** A test's hook run after the ledger posted and before the batch row: throwing there is a process dying mid-batch. */
  beforeRecord?: () => Promise<void>;
}

/** Posts the batch's stake and payout; throws the ledger's refusal (insufficient_funds ...), so nothing is kept. */
async function post(
  tx: Queryable,
  input: FireInput,
  roundId: string,
  batch: ShotBatch,
): Promise<{ outcomes: BetOutcome[]; bets: BetItem[] }> {
  const { session } = input.ctx;
  const metadata = { roundId, gameCode: session.gameCode };
  const base = { walletId: input.walletId, vendor: FISH_VENDOR_CODE, metadata };
  const bets: BetItem[] = [{ ...base, type: 'stake', transactionId: roundId, amountMinor: batch.stakeMinor }];
  if (batch.returnMinor > 0n)
    bets.push({ ...base, type: 'payout', transactionId: `${roundId}w`, amountMinor: batch.returnMinor, after: 0 });
  const outcomes = await settleBets(tx, {
    brandId: session.brandId,
    currency: session.currency,
    actor: `vendor:${FISH_VENDOR_CODE}`,
    ip: null,
    at: input.at,
    bets,
  });
  for (const outcome of outcomes) {
    if (!outcome.ok) {
      const balance: Record<string, string> = outcome.balanceMinor === null ? {} : { balanceMinor: outcome.balanceMinor.toString() };
      throw new AppError(outcome.code, 'the batch was refused; nothing moved', balance);
    }
  }
  return { outcomes, bets };
}

function claimsOf(input: FireInput, roundId: string, bets: readonly BetItem[], outcomes: readonly BetOutcome[]): Claim[] {
  const { session } = input.ctx;
  return bets.map((bet, index) => {
    const outcome = outcomes[index];
    if (!outcome?.ok) throw new Error(`bet ${bet.transactionId} was not posted`);
    return {
      brandId: session.brandId,
      vendorCode: FISH_VENDOR_CODE,
      action: bet.type === 'stake' ? 'debit' : 'credit',
      transactionId: bet.transactionId,
      accountId: session.accountId,
      roundId,
      amountMinor: BigInt(bet.amountMinor),
      ledgerTransferId: outcome.transfer.id,
    };
  });
}

/** Decides, posts and records one batch (see the module comment); a stored key answers as stored. */
export function fireBatch(db: Db, body: FishFireBody, input: FireInput): Promise<FishFireValue> {
  const { session } = input.ctx;
  const owner = { brandId: session.brandId, accountId: session.accountId, gameCode: session.gameCode };
  const hash = shotsHash(body);
  const { table, burstShots } = input.title;
  return withLedgerTransaction(db, async (tx) => {
    const bucket = await lockBucket(tx, owner, burstShots, input.at);
    const stored = await selectBatch(tx, session.brandId, session.accountId, body.key);
    if (stored) {
      if (stored.requestHash !== hash || stored.gameCode !== session.gameCode) throw new AppError('idempotency_key_reused');
      return storedAnswer(stored, true);
    }
    const filled = refill(bucket, input.at, table.maxShotsPerSecond, burstShots);
    if (filled.tokens + 1e-9 < body.shots.length) {
      const waitMs = Math.ceil(((body.shots.length - filled.tokens) / table.maxShotsPerSecond) * 1000);
      throw new AppError('fish_rate_limited', undefined, { retryAfterMs: waitMs, maxShotsPerSecond: table.maxShotsPerSecond });
    }
    const batch = resolveShots(
      table,
      body.shots.map((shot) => ({ target: shot.target, stakeMinor: BigInt(shot.stakeMinor) })),
      input.random,
    );
    const roundId = batchRoundId(session.brandId, session.accountId, body.key);
    const { outcomes, bets } = await post(tx, input, roundId, batch);
    await input.beforeRecord?.();
    const last = outcomes[outcomes.length - 1];
    const balanceAfterMinor = last?.ok ? last.balanceMinor : 0n;
    const shots = outcomesOf(batch);
    const row = { ...owner, currency: session.currency, key: body.key, requestHash: hash, roundId, shots: body.shots.length };
    const amounts = { stakeMinor: batch.stakeMinor, returnMinor: batch.returnMinor, balanceAfterMinor, outcomes: shots };
    const round = { ...owner, vendorCode: FISH_VENDOR_CODE, roundId, gameType: input.ctx.gameType || 'FISH', currency: session.currency };
    await insertBatch(
      tx,
      { ...row, ...amounts },
      {
        vendorCode: FISH_VENDOR_CODE,
        round: { ...round, stakeMinor: batch.stakeMinor, winMinor: batch.returnMinor },
        claims: claimsOf(input, roundId, bets, outcomes),
      },
      input.at,
    );
    await saveBucket(tx, owner, { tokens: filled.tokens - body.shots.length, refilledAt: input.at });
    return {
      roundId,
      shots,
      stakeMinor: batch.stakeMinor.toString(),
      returnMinor: batch.returnMinor.toString(),
      balanceMinor: balanceAfterMinor.toString(),
      replayed: false,
    };
  });
}
