/**
 * A vendor's rollback (cancel, refund) of a stake: the stake is reversed; a stake never seen gets a
 * bet_void tombstone under its key, so when it arrives late it is refused instead of taking money
 * that the vendor already considers refunded (DOMAIN.md section 5, rule 3).
 */
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { getAccount } from './accounts.ts';
import { betKey } from './bets.ts';
import { HOUSE_SHARDS } from './codes.ts';
import type { Actor, TransferResult } from './ledger.types.ts';
import { findTransfers, lockAccounts, planTransfer, requireAccount, toAccount, writeTransfers } from './post.ts';
import { requestHash, stableBucket } from './request-hash.ts';
import { LedgerRetry, runLedger, type LedgerTarget } from './run.ts';
import { ensureHouseShards } from './shards.ts';
import { ACCOUNT_COLUMNS } from './sql.ts';
import { reverseIn } from './transfer.ts';
import { checkActor, checkCurrency, checkId, checkMemo } from './validate.ts';

/** Which stake to roll back. */
export interface RollbackRequest extends Actor {
  brandId: string;
  currency: string;
  walletId: string;
  vendor: string;
  /** The stake's vendor transaction id. */
  transactionId: string;
  memo?: string;
}

/** The stake's reversal, or the tombstone left for a stake not seen; with the wallet's spendable balance now. */
export interface RollbackResult {
  reversal: TransferResult | null;
  voided: boolean;
  replayed: boolean;
  balanceMinor: bigint;
}

/**
 * Rolls a stake back. Repeating the rollback answers the same; a rollback naming another wallet
 * than the stake's is refused (transfer_not_found).
 */
export async function rollbackBet(target: LedgerTarget, request: RollbackRequest): Promise<RollbackResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const currency = checkCurrency(request.currency);
  const walletId = checkId(request.walletId, 'wallet_not_found');
  const key = betKey('stake', request.vendor, request.transactionId);
  const actor = checkActor(request);
  const memo = checkMemo(request.memo);
  const hash = requestHash(['bet_void', currency, walletId], undefined);
  await ensureHouseShards(target, brandId, currency, actor.at);

  return runLedger(target, async (tx) => {
    const stake = (await findTransfers(tx, brandId, [key])).get(key);
    if (stake && stake.code === 'bet_void') {
      if (stake.requestHash !== hash) throw new AppError('idempotency_key_reused', `stake ${key} was voided for another wallet`);
      return { reversal: null, voided: true, replayed: true, balanceMinor: (await getAccount(tx, brandId, walletId)).availableMinor };
    }
    if (stake) {
      if (stake.fromAccountId !== walletId) throw new AppError('transfer_not_found', `stake ${key} is not on wallet ${walletId}`);
      const reversal = await reverseIn(tx, brandId, stake.id, actor, memo);
      return {
        reversal,
        voided: false,
        replayed: reversal.replayed,
        balanceMinor: (await getAccount(tx, brandId, walletId)).availableMinor,
      };
    }
    return voidUnseenStake(tx, { brandId, currency, walletId, key, hash, actor, memo });
  });
}

interface VoidInput {
  brandId: string;
  currency: string;
  walletId: string;
  key: string;
  hash: string;
  actor: Actor;
  memo: string | null;
}

async function voidUnseenStake(tx: Queryable, input: VoidInput): Promise<RollbackResult> {
  const { brandId, currency, walletId, key, hash, actor } = input;
  // The wallet's lock orders this against the stake itself, which locks the wallet too.
  const accounts = await lockAccounts(tx, [walletId]);
  const wallet = requireAccount(accounts, walletId, brandId, currency);
  if ((await findTransfers(tx, brandId, [key])).has(key)) {
    // The stake (or another rollback) committed while we waited; its reversal needs the house
    // shard locked before the wallet, so start over rather than lock out of order.
    throw new LedgerRetry(`stake ${key} appeared during its rollback`);
  }
  // The tombstone moves nothing, so its house shard is named, not locked.
  const [shardRow] = await tx.query<Parameters<typeof toAccount>[0]>(
    `select ${ACCOUNT_COLUMNS} from ledger_accounts where merchant_id = $1 and currency = $2 and kind = 'house' and ref = $3`,
    [brandId, currency, String(stableBucket(key, HOUSE_SHARDS))],
  );
  if (!shardRow) throw new Error(`house shards of brand ${brandId} ${currency} are missing`);
  const shard = toAccount(shardRow);
  accounts.set(shard.id, shard);
  const planned = planTransfer(accounts, {
    key,
    hash,
    code: 'bet_void',
    fromId: wallet.id,
    toId: shard.id,
    amount: 0n,
    memo: input.memo ?? 'stake rolled back before it arrived',
    metadata: {},
    action: 'bet_void',
  });
  if (!planned) throw new Error('a zero-amount tombstone cannot overdraw');
  await writeTransfers(tx, brandId, currency, [planned], actor);
  return { reversal: null, voided: true, replayed: false, balanceMinor: wallet.availableMinor };
}
