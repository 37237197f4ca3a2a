/**
 * Game money for the games work: a stake debits the player's main wallet to a house shard, a
 * payout credits it back, a rollback of a stake reverses it (or, for a stake not seen yet, leaves
 * a bet_void tombstone so the late stake is refused). The idempotency key is the vendor's
 * transaction id: `stake:<vendor>:<id>` and `payout:<vendor>:<id>`.
 */
import type { ErrorCode } from '@pkg/contracts/error-codes';
import { AppError } from '../http/errors.ts';
import { HOUSE_SHARDS } from './codes.ts';
import type { Actor, Metadata, Transfer } from './ledger.types.ts';
import {
  findTransfers,
  lockAccounts,
  planTransfer,
  requireAccount,
  replayOf,
  writeTransfers,
  type PlannedTransfer,
  type StoredTransfer,
} from './post.ts';
import { requestHash, stableBucket } from './request-hash.ts';
import { runLedger, type LedgerTarget } from './run.ts';
import { ensureHouseShards } from './shards.ts';
import { LOCK_ACCOUNTS_WITH_SHARD } from './sql.ts';
import { checkActor, checkAmount, checkCurrency, checkId, checkKey, checkMetadata } from './validate.ts';

/** One game money call. */
export interface BetItem {
  type: 'stake' | 'payout';
  /** The player's main wallet (ledger account id). */
  walletId: string;
  /** Vendor code (or HOUSE for house games). */
  vendor: string;
  /** The vendor's transaction id: never processed twice per vendor and type. */
  transactionId: string;
  amountMinor: bigint | string;
  /** The vendor request body's hash, when the caller has one. */
  requestHash?: string;
  /** Round id, game code ... kept with the transfer. */
  metadata?: Metadata;
  /**
   * The index of an earlier bet of the same batch this one goes with (a win paid in the stake's
   * own transaction, decision 050): posted only if that bet is posted now; otherwise refused with
   * that bet's refusal (`bad_request` when it was a replay).
   */
  after?: number;
}

/** The answer to one bet: accepted (or replayed) with the wallet's spendable balance, or refused with the balance where known. */
export type BetOutcome =
  { ok: true; transfer: Transfer; replayed: boolean; balanceMinor: bigint } | { ok: false; code: ErrorCode; balanceMinor: bigint | null };

/** A batch of bets of one brand and currency, posted in one transaction. */
export interface BetBatch extends Actor {
  brandId: string;
  currency: string;
  bets: BetItem[];
  /**
   * The house shard (0 to HOUSE_SHARDS - 1) taking the batch's house side; by default one derived
   * from the first bet's key. Settlement workers running side by side pass different shards.
   */
  shard?: number;
  /**
   * The caller has just claimed every bet's transaction as new in this same transaction (a unique
   * row of its own, as a house spin's row is), so no key can have been posted before: the look-up
   * of stored keys is skipped, one round trip less. Should one exist after all, the ledger's unique
   * key refuses the write and the whole transaction fails; nothing is posted twice.
   */
  keysNew?: boolean;
}

/** At most this many bets per batch: one statement carries them all. */
export const MAX_BETS_PER_BATCH = 5000;

const VENDOR = /^[A-Za-z0-9_-]{1,32}$/;

/** The idempotency key of a vendor money call. */
export function betKey(type: 'stake' | 'payout', vendor: string, transactionId: string): string {
  if (!VENDOR.test(vendor)) throw new AppError('bad_request', `bad vendor code ${vendor}`);
  return checkKey(`${type}:${vendor}:${String(transactionId)}`);
}

interface Prepared {
  item: BetItem;
  key: string;
  hash: string;
  amount: bigint;
  metadata: Metadata;
}

function prepare(item: BetItem, currency: string): Prepared | { code: ErrorCode } {
  try {
    const walletId = checkId(item.walletId, 'wallet_not_found');
    if (item.type !== 'stake' && item.type !== 'payout') throw new AppError('bad_request', 'bet type must be stake or payout');
    const key = betKey(item.type, item.vendor, item.transactionId);
    const amount = checkAmount(item.amountMinor);
    const hash = requestHash([item.type, currency, walletId, amount], item.requestHash);
    return { item, key, hash, amount, metadata: { ...checkMetadata(item.metadata), vendor: item.vendor } };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code };
    throw error;
  }
}

/**
 * Posts a batch of stakes and payouts in one transaction: each bet is accepted, replayed or
 * refused on its own (insufficient_funds, idempotency_key_reused, bet_rolled_back, bad input),
 * and the outcomes come back in order. The house side of the whole batch goes to one shard, so
 * concurrent batches spread over the shards instead of queueing on one row.
 */
export async function settleBets(target: LedgerTarget, batch: BetBatch): Promise<BetOutcome[]> {
  const brandId = checkId(batch.brandId, 'bad_request');
  const currency = checkCurrency(batch.currency);
  const actor = checkActor(batch);
  if (!Array.isArray(batch.bets) || batch.bets.length === 0 || batch.bets.length > MAX_BETS_PER_BATCH) {
    throw new AppError('bad_request', `a batch holds 1 to ${MAX_BETS_PER_BATCH} bets`);
  }
  // A bet may only go with an earlier bet of the batch.
  const follows = (item: BetItem, index: number) =>
    item.after === undefined || (Number.isInteger(item.after) && item.after >= 0 && item.after < index);
  const items = batch.bets.map((item, index) => (follows(item, index) ? prepare(item, currency) : { code: 'bad_request' as const }));
  const firstKey = items.find((item): item is Prepared => 'key' in item)?.key ?? '';
  if (batch.shard !== undefined && !(Number.isInteger(batch.shard) && batch.shard >= 0 && batch.shard < HOUSE_SHARDS)) {
    throw new AppError('bad_request', `shard must be 0 to ${HOUSE_SHARDS - 1}`);
  }
  const shardRef = String(batch.shard ?? stableBucket(firstKey, HOUSE_SHARDS));
  await ensureHouseShards(target, brandId, currency, actor.at);

  return runLedger(target, async (tx) => {
    const walletIds = items.flatMap((item) => ('key' in item ? [item.item.walletId] : []));
    const accounts = await lockAccounts(tx, walletIds, LOCK_ACCOUNTS_WITH_SHARD, [brandId, currency, shardRef]);
    const shard = [...accounts.values()].find(
      (a) => a.kind === 'house' && a.ref === shardRef && a.brandId === brandId && a.currency === currency,
    );
    if (!shard) throw new Error(`house shard ${shardRef} of brand ${brandId} ${currency} is missing`);
    const keys = items.flatMap((item) => ('key' in item ? [item.key] : []));
    const stored = keys.length > 0 && !batch.keysNew ? await findTransfers(tx, brandId, keys) : new Map<string, StoredTransfer>();
    const available = (walletId: string) => accounts.get(walletId)?.availableMinor ?? null;
    const planned: PlannedTransfer[] = [];
    const plannedByKey = new Map<string, PlannedTransfer>();
    // Outcomes are filled in two passes: refusals now, acceptances once the batch is written.
    const outcomes: Array<BetOutcome | { planned: PlannedTransfer; balanceMinor: bigint } | { replayOfKey: string; walletId: string }> = [];

    for (const item of items) {
      if (!('key' in item)) {
        outcomes.push({ ok: false, code: item.code, balanceMinor: null });
        continue;
      }
      const { walletId } = item.item;
      const leader = item.item.after === undefined ? undefined : outcomes[item.item.after];
      if (leader !== undefined && !('planned' in leader)) {
        const code = 'ok' in leader && !leader.ok ? leader.code : 'bad_request';
        outcomes.push({ ok: false, code, balanceMinor: available(walletId) });
        continue;
      }
      const earlier = stored.get(item.key);
      if (earlier) {
        if (earlier.code === 'bet_void') outcomes.push({ ok: false, code: 'bet_rolled_back', balanceMinor: available(walletId) });
        else if (earlier.requestHash !== item.hash)
          outcomes.push({ ok: false, code: 'idempotency_key_reused', balanceMinor: available(walletId) });
        // Its balance is filled in below, once the batch has moved the wallet.
        else outcomes.push({ ok: true, transfer: replayOf(earlier, item.hash).transfer, replayed: true, balanceMinor: 0n });
        continue;
      }
      const twin = plannedByKey.get(item.key);
      if (twin) {
        outcomes.push(
          twin.hash === item.hash
            ? { replayOfKey: item.key, walletId }
            : { ok: false, code: 'idempotency_key_reused', balanceMinor: available(walletId) },
        );
        continue;
      }
      let wallet;
      try {
        wallet = requireAccount(accounts, walletId, brandId, currency);
      } catch (error) {
        outcomes.push({ ok: false, code: (error as AppError).code, balanceMinor: null });
        continue;
      }
      if (wallet.kind !== 'player_main') {
        outcomes.push({ ok: false, code: 'bad_request', balanceMinor: null });
        continue;
      }
      const stake = item.item.type === 'stake';
      const plan = planTransfer(accounts, {
        key: item.key,
        hash: item.hash,
        code: stake ? 'bet_stake' : 'bet_payout',
        fromId: stake ? walletId : shard.id,
        toId: stake ? shard.id : walletId,
        amount: item.amount,
        memo: null,
        metadata: item.metadata,
        action: 'transfer',
      });
      if (!plan) {
        outcomes.push({ ok: false, code: 'insufficient_funds', balanceMinor: available(walletId) });
        continue;
      }
      planned.push(plan);
      plannedByKey.set(item.key, plan);
      outcomes.push({ planned: plan, balanceMinor: available(walletId) as bigint });
    }

    const written = new Map(
      (await writeTransfers(tx, brandId, currency, planned, actor)).map((result) => [result.transfer.idempotencyKey, result]),
    );
    return outcomes.map((outcome, index): BetOutcome => {
      if ('planned' in outcome) {
        const result = written.get(outcome.planned.key);
        if (!result) throw new Error(`bet ${outcome.planned.key} was not written`);
        return { ok: true, transfer: result.transfer, replayed: false, balanceMinor: outcome.balanceMinor };
      }
      if ('replayOfKey' in outcome) {
        const result = written.get(outcome.replayOfKey);
        if (!result) throw new Error(`bet ${outcome.replayOfKey} was not written`);
        return { ok: true, transfer: result.transfer, replayed: true, balanceMinor: available(outcome.walletId) ?? 0n };
      }
      // A replay of an earlier call reports the wallet's balance now, as vendors expect.
      if (outcome.ok && outcome.replayed) {
        const item = items[index] as Prepared;
        return { ...outcome, balanceMinor: available(item.item.walletId) ?? 0n };
      }
      return outcome;
    });
  });
}

/** One bet of settleBets, as the seamless-wallet calls need it. */
export type SingleBet = Omit<BetItem, 'type'> & Actor & { brandId: string; currency: string };

async function single(target: LedgerTarget, type: 'stake' | 'payout', request: SingleBet) {
  const { brandId, currency, actor, ip, at, ...item } = request;
  const [outcome] = await settleBets(target, { brandId, currency, actor, ip, at, bets: [{ ...item, type }] });
  if (!outcome) throw new Error('settleBets answered nothing');
  if (!outcome.ok) {
    const extra = outcome.balanceMinor === null ? undefined : { balance: outcome.balanceMinor.toString() };
    throw new AppError(outcome.code, `${type} ${item.vendor}:${item.transactionId} refused`, extra);
  }
  return outcome;
}

/**
 * Takes a stake from the player's main wallet to a house shard. Refusals throw an AppError whose
 * `extra.balance` carries the wallet's balance (vendors want it even on insufficient funds).
 */
export async function placeBet(target: LedgerTarget, request: SingleBet) {
  return single(target, 'stake', request);
}

/** Pays a win from a house shard to the player's main wallet. */
export async function payBet(target: LedgerTarget, request: SingleBet) {
  return single(target, 'payout', request);
}
