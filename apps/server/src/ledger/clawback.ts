/**
 * Taking a win back: when a lottery draw is voided or its result corrected after it was paid, the
 * difference leaves the player's main wallet for a house shard. A wallet never goes below zero,
 * so at most its spendable balance is taken; the caller records what could not be (decision 028).
 */
import { AppError } from '../http/errors.ts';
import { HOUSE_SHARDS } from './codes.ts';
import type { Actor, Metadata, Transfer } from './ledger.types.ts';
import { findTransfers, lockAccounts, planTransfer, requireAccount, writeTransfers } from './post.ts';
import { requestHash, stableBucket } from './request-hash.ts';
import { runLedger, type LedgerTarget } from './run.ts';
import { ensureHouseShards } from './shards.ts';
import { LOCK_ACCOUNTS_WITH_SHARD } from './sql.ts';
import { checkActor, checkAmount, checkCurrency, checkId, checkKey, checkMetadata } from './validate.ts';

/** What to take back. */
export interface ClawbackRequest extends Actor {
  brandId: string;
  currency: string;
  /** The player's main wallet (ledger account id). */
  walletId: string;
  /** Unique per correction and player (`clawback:<vendor>:<draw>:<account>:v<version>`). */
  key: string;
  /** The most to take. */
  amountMinor: bigint;
  metadata?: Metadata;
}

/** What was taken (0 when the wallet was empty) and the movement, if any. */
export interface ClawbackResult {
  takenMinor: bigint;
  transfer: Transfer | null;
  replayed: boolean;
}

/**
 * Moves min(amount, spendable balance) from the wallet to a house shard under `key` (code
 * bet_clawback). A repeated key answers the first result; a key whose first call took nothing
 * leaves no row, so callers keep their own record of the call in the same transaction.
 */
export async function clawBack(target: LedgerTarget, request: ClawbackRequest): Promise<ClawbackResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const currency = checkCurrency(request.currency);
  const walletId = checkId(request.walletId, 'wallet_not_found');
  const key = checkKey(request.key);
  const wanted = checkAmount(request.amountMinor);
  const metadata = checkMetadata(request.metadata);
  const actor = checkActor(request);
  await ensureHouseShards(target, brandId, currency, actor.at);
  const shardRef = String(stableBucket(key, HOUSE_SHARDS));

  return runLedger(target, async (tx) => {
    const accounts = await lockAccounts(tx, [walletId], LOCK_ACCOUNTS_WITH_SHARD, [brandId, currency, shardRef]);
    const earlier = (await findTransfers(tx, brandId, [key])).get(key);
    if (earlier) return { takenMinor: earlier.amountMinor, transfer: earlier, replayed: true };
    const wallet = requireAccount(accounts, walletId, brandId, currency);
    if (wallet.kind !== 'player_main') throw new AppError('bad_request', 'only a main wallet gives a win back');
    const shard = [...accounts.values()].find((a) => a.kind === 'house' && a.ref === shardRef);
    if (!shard) throw new Error(`house shard ${shardRef} of brand ${brandId} ${currency} is missing`);
    const taken = wallet.availableMinor < wanted ? wallet.availableMinor : wanted;
    if (taken <= 0n) return { takenMinor: 0n, transfer: null, replayed: false };
    const plan = planTransfer(accounts, {
      key,
      hash: requestHash(['bet_clawback', currency, walletId, wanted], undefined),
      code: 'bet_clawback',
      fromId: walletId,
      toId: shard.id,
      amount: taken,
      memo: null,
      metadata,
      action: 'transfer',
    });
    if (!plan) throw new Error('a clawback within the spendable balance cannot overdraw');
    const [written] = await writeTransfers(tx, brandId, currency, [plan], actor);
    if (!written) throw new Error('clawback was not written');
    return { takenMinor: taken, transfer: written.transfer, replayed: false };
  });
}
