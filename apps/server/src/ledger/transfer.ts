/**
 * Moving money between two accounts, and undoing a movement with a reversing transfer.
 */
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Actor, Metadata, TransferResult } from './ledger.types.ts';
import { findTransfers, lockAccounts, planTransfer, replayOf, requireAccount, toStoredTransfer, writeTransfers } from './post.ts';
import { requestHash } from './request-hash.ts';
import { runLedger, type LedgerTarget } from './run.ts';
import { FIND_TRANSFER_BY_ID } from './sql.ts';
import { checkActor, checkAmount, checkCode, checkCurrency, checkId, checkKey, checkMemo, checkMetadata } from './validate.ts';

// Movements with a call of their own: withdrawals are captured holds, stakes and payouts carry the
// vendor's keys, reversals and voids are made by the ledger.
const OWN_PATH_CODES: ReadonlySet<string> = new Set(['withdrawal', 'bet_stake', 'bet_payout', 'bet_clawback', 'bet_void', 'reversal']);

/** A movement from one account to another of the same brand and currency. */
export interface TransferRequest extends Actor {
  brandId: string;
  currency: string;
  /** Why (TRANSFER_CODES). */
  code: string;
  /** The caller's key: the same key and body answer the first result again; another body is refused. */
  idempotencyKey: string;
  /** The caller's hash of its request body, if it has one; it joins the fingerprint of the key. */
  requestHash?: string;
  fromAccountId: string;
  toAccountId: string;
  /** Positive integer minor units (bigint, or its decimal string from the wire). */
  amountMinor: bigint | string;
  memo?: string;
  metadata?: Metadata;
}

/**
 * The fingerprint a transfer is stored with: its own fields joined with the caller's hash of its
 * request. A caller holding a stored transfer and a new request's hash tells a replay (same hash)
 * from a reuse of the key with another body.
 */
export function transferHash(
  fields: { code: string; currency: string; fromAccountId: string; toAccountId: string; amountMinor: bigint },
  callerHash: string | undefined,
): string {
  const { code, currency, fromAccountId, toAccountId, amountMinor } = fields;
  return requestHash(['transfer', code, currency, fromAccountId, toAccountId, amountMinor], callerHash);
}

/**
 * Moves amountMinor from one account to the other: refuses bad input, unknown accounts, another
 * currency and an overdraft of a player or agent wallet with a closed error code and nothing
 * written; answers a replayed key with its first result.
 */
export async function transfer(target: LedgerTarget, request: TransferRequest): Promise<TransferResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const currency = checkCurrency(request.currency);
  const code = checkCode(request.code);
  if (OWN_PATH_CODES.has(code)) throw new AppError('bad_request', `${code} moves through its own call (holds, bets, reverse)`);
  const key = checkKey(request.idempotencyKey);
  const fromId = checkId(request.fromAccountId, 'wallet_not_found');
  const toId = checkId(request.toAccountId, 'wallet_not_found');
  if (fromId === toId) throw new AppError('bad_request', 'a transfer needs two different accounts');
  const amount = checkAmount(request.amountMinor);
  const actor = checkActor(request);
  const memo = checkMemo(request.memo);
  const metadata = checkMetadata(request.metadata);
  const hash = transferHash({ code, currency, fromAccountId: fromId, toAccountId: toId, amountMinor: amount }, request.requestHash);

  return runLedger(target, async (tx) => {
    const accounts = await lockAccounts(tx, [fromId, toId]);
    const stored = (await findTransfers(tx, brandId, [key])).get(key);
    if (stored) return replayOf(stored, hash);
    requireAccount(accounts, fromId, brandId, currency);
    requireAccount(accounts, toId, brandId, currency);
    const planned = planTransfer(accounts, { key, hash, code, fromId, toId, amount, memo, metadata, action: 'transfer' });
    if (!planned) throw new AppError('insufficient_funds', `account ${fromId} cannot pay ${amount}`);
    const [result] = await writeTransfers(tx, brandId, currency, [planned], actor);
    return result as TransferResult;
  });
}

/** Which transfer to undo, by whom. */
export interface ReverseRequest extends Actor {
  brandId: string;
  transferId: string;
  memo?: string;
}

/**
 * Undoes a transfer with a new one in the opposite direction (postings are never changed). A
 * transfer is reversed at most once: asking again answers the first reversal. Reversals and bet
 * voids cannot be reversed, and a reversal that would overdraw a wallet is refused.
 */
export async function reverse(target: LedgerTarget, request: ReverseRequest): Promise<TransferResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const transferId = checkId(request.transferId, 'transfer_not_found');
  const actor = checkActor(request);
  const memo = checkMemo(request.memo);
  return runLedger(target, (tx) => reverseIn(tx, brandId, transferId, actor, memo));
}

/** reverse() inside an open transaction; bets' rollback uses it too. */
export async function reverseIn(
  tx: Queryable,
  brandId: string,
  transferId: string,
  actor: Actor,
  memo: string | null,
): Promise<TransferResult> {
  const [row] = await tx.query<Parameters<typeof toStoredTransfer>[0]>(FIND_TRANSFER_BY_ID, [brandId, transferId]);
  if (!row) throw new AppError('transfer_not_found', `no transfer ${transferId} in brand ${brandId}`);
  const original = toStoredTransfer(row);
  if (original.code === 'reversal' || original.code === 'bet_void') {
    throw new AppError('transfer_not_reversible', `transfer ${transferId} is a ${original.code}`);
  }
  const key = `reversal:${original.id}`;
  const hash = requestHash(['reversal', original.id], undefined);
  const accounts = await lockAccounts(tx, [original.fromAccountId, original.toAccountId]);
  const stored = (await findTransfers(tx, brandId, [key])).get(key);
  if (stored) return replayOf(stored, hash);
  const planned = planTransfer(accounts, {
    key,
    hash,
    code: 'reversal',
    fromId: original.toAccountId,
    toId: original.fromAccountId,
    amount: original.amountMinor,
    reversesId: original.id,
    memo: memo ?? `reversal of ${original.code} ${original.id}`,
    metadata: { reversedCode: original.code },
    action: 'reversal',
  });
  if (!planned) throw new AppError('insufficient_funds', `account ${original.toAccountId} no longer holds ${original.amountMinor}`);
  const [result] = await writeTransfers(tx, brandId, original.currency, [planned], actor);
  return result as TransferResult;
}
