/**
 * Two-phase movements: a hold sets money aside on a wallet (a withdrawal request, a house-game
 * stake); later it is captured, which posts the transfer and frees the hold, or released, which
 * gives the money back to the wallet's available balance. A hold settles exactly once.
 */
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Actor, Hold, LedgerAccount, Metadata, TransferResult } from './ledger.types.ts';
import { findTransfers, lockAccounts, NON_NEGATIVE_KINDS, planTransfer, replayOf, requireAccount, writeTransfers } from './post.ts';
import { requestHash } from './request-hash.ts';
import { runLedger, type LedgerTarget } from './run.ts';
import { getAccount } from './accounts.ts';
import { checkActor, checkAmount, checkCurrency, checkHoldCode, checkId, checkKey, checkMemo, checkMetadata } from './validate.ts';

const HOLD_COLUMNS = `id::text as id, merchant_id::text as "brandId", currency, code, idempotency_key as "idempotencyKey",
  request_hash as "requestHash", account_id::text as "accountId", counter_account_id::text as "counterAccountId",
  amount::text as amount, status, captured_amount::text as captured, memo, metadata, created_at as "createdAt", settled_at as "settledAt"`;

type HoldRow = Omit<Hold, 'amountMinor' | 'capturedMinor'> & { amount: string; captured: string | null; requestHash: string };

function toHold(row: HoldRow): Hold & { requestHash: string } {
  const { amount, captured, createdAt, settledAt, ...rest } = row;
  return {
    ...rest,
    amountMinor: BigInt(amount),
    capturedMinor: captured === null ? null : BigInt(captured),
    createdAt: new Date(createdAt),
    settledAt: settledAt === null ? null : new Date(settledAt),
  };
}

function publicHold(hold: Hold & { requestHash?: string }): Hold {
  const { requestHash: _hash, ...rest } = hold;
  return rest;
}

async function readHold(tx: Queryable, brandId: string, where: 'id' | 'idempotency_key', value: string) {
  const [row] = await tx.query<HoldRow>(`select ${HOLD_COLUMNS} from ledger_holds where merchant_id = $1 and ${where} = $2`, [
    brandId,
    value,
  ]);
  return row ? toHold(row) : undefined;
}

function heldAudit(account: LedgerAccount, heldAfter: bigint): string {
  const balance = `${account.balanceMinor}`;
  return JSON.stringify({ [account.id]: { balance: [balance, balance], held: [`${account.heldMinor}`, `${heldAfter}`] } });
}

/** Money to set aside on a wallet, and where it goes if captured. */
export interface PlaceHoldRequest extends Actor {
  brandId: string;
  currency: string;
  /** HOLD_CODES: withdrawal, bet_stake, wallet_transfer; the capture's transfer carries it. */
  code: string;
  idempotencyKey: string;
  requestHash?: string;
  /** The wallet the money is held on (a player, vendor or agent wallet). */
  accountId: string;
  /** Where a capture sends it (clearing for withdrawals, a house shard for stakes). */
  counterAccountId: string;
  amountMinor: bigint | string;
  memo?: string;
  metadata?: Metadata;
}

/** A hold and its wallet's balances now. */
export interface HoldResult {
  hold: Hold;
  account: LedgerAccount;
  replayed: boolean;
}

/** Sets money aside on a wallet; refuses more than its available balance. A replayed key answers the same hold. */
export async function placeHold(target: LedgerTarget, request: PlaceHoldRequest): Promise<HoldResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const currency = checkCurrency(request.currency);
  const code = checkHoldCode(request.code);
  const key = checkKey(request.idempotencyKey);
  const accountId = checkId(request.accountId, 'wallet_not_found');
  const counterId = checkId(request.counterAccountId, 'wallet_not_found');
  if (accountId === counterId) throw new AppError('bad_request', 'a hold needs two different accounts');
  const amount = checkAmount(request.amountMinor);
  const actor = checkActor(request);
  const memo = checkMemo(request.memo);
  const metadata = checkMetadata(request.metadata);
  const hash = requestHash(['hold', code, currency, accountId, counterId, amount], request.requestHash);

  return runLedger(target, async (tx) => {
    // Only the wallet is locked: placing a hold does not touch the counter account's balance.
    const accounts = await lockAccounts(tx, [accountId]);
    const stored = await readHold(tx, brandId, 'idempotency_key', key);
    if (stored) {
      if (stored.requestHash !== hash) throw new AppError('idempotency_key_reused', `key ${key} was used for another hold`);
      return { hold: publicHold(stored), account: await getAccount(tx, brandId, accountId), replayed: true };
    }
    const wallet = requireAccount(accounts, accountId, brandId, currency);
    if (!NON_NEGATIVE_KINDS.has(wallet.kind)) throw new AppError('bad_request', 'holds are placed on player, vendor or agent wallets');
    requireAccount(new Map([[counterId, await getAccount(tx, brandId, counterId)]]), counterId, brandId, currency);
    if (wallet.availableMinor < amount) throw new AppError('insufficient_funds', `wallet ${accountId} cannot hold ${amount}`);
    const heldAfter = wallet.heldMinor + amount;
    const [row] = await tx.query<HoldRow>(
      `with h as (
         insert into ledger_holds (merchant_id, currency, code, idempotency_key, request_hash, account_id, counter_account_id, amount, memo, metadata, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) returning *
       ), u as (
         update ledger_accounts set held = held + $8, updated_at = $11 where id = $6
       ), a as (
         insert into ledger_audit (merchant_id, action, hold_id, actor, ip, balances, at) select $1, 'hold_placed', h.id, $12, $13, $14::jsonb, $11 from h
       )
       select ${HOLD_COLUMNS} from h`,
      [
        ...[brandId, currency, code, key, hash, accountId, counterId, amount.toString(), memo, JSON.stringify(metadata)],
        ...[actor.at.toISOString(), actor.actor, actor.ip, heldAudit(wallet, heldAfter)],
      ],
    );
    return {
      hold: publicHold(toHold(row as HoldRow)),
      account: { ...wallet, heldMinor: heldAfter, availableMinor: wallet.balanceMinor - heldAfter },
      replayed: false,
    };
  });
}

/** Which hold to settle, by whom. */
export interface SettleHoldRequest extends Actor {
  brandId: string;
  holdId: string;
  memo?: string;
}

/** A captured hold and the transfer its capture posted. */
export interface CaptureResult {
  hold: Hold;
  transfer: TransferResult;
  replayed: boolean;
}

/**
 * Captures a pending hold: posts a transfer of amountMinor (the whole hold by default, at most the
 * hold) from the wallet to the counter account and frees the whole hold, so any remainder is
 * available again. Capturing again with the same amount answers the first capture.
 */
export async function captureHold(
  target: LedgerTarget,
  request: SettleHoldRequest & { amountMinor?: bigint | string },
): Promise<CaptureResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const holdId = checkId(request.holdId, 'hold_not_found');
  const wanted = request.amountMinor === undefined ? undefined : checkAmount(request.amountMinor);
  const actor = checkActor(request);
  const memo = checkMemo(request.memo);

  return runLedger(target, async (tx) => {
    const first = await readHold(tx, brandId, 'id', holdId);
    if (!first) throw new AppError('hold_not_found', `no hold ${holdId} in brand ${brandId}`);
    const accounts = await lockAccounts(tx, [first.accountId, first.counterAccountId]);
    // Read again under the wallet's lock: a racing capture or release has committed by now.
    const hold = (await readHold(tx, brandId, 'id', holdId)) as Hold & { requestHash: string };
    const amount = wanted ?? hold.amountMinor;
    if (amount > hold.amountMinor) throw new AppError('amount_invalid', `capture of ${amount} exceeds hold ${hold.amountMinor}`);
    const key = `capture:${hold.id}`;
    const hash = requestHash(['capture', hold.id, amount], undefined);
    if (hold.status === 'captured') {
      const stored = (await findTransfers(tx, brandId, [key])).get(key);
      if (!stored || stored.requestHash !== hash) throw new AppError('hold_not_pending', `hold ${holdId} was captured for another amount`);
      return { hold: publicHold(hold), transfer: replayOf(stored, hash), replayed: true };
    }
    if (hold.status !== 'pending') throw new AppError('hold_not_pending', `hold ${holdId} is ${hold.status}`);
    const planned = planTransfer(accounts, {
      key,
      hash,
      code: hold.code,
      fromId: hold.accountId,
      toId: hold.counterAccountId,
      amount,
      holdId: hold.id,
      heldRelease: hold.amountMinor,
      memo: memo ?? hold.memo,
      metadata: hold.metadata as Metadata,
      action: 'hold_captured',
    });
    // A pending hold is always covered: its amount is inside the balance the constraint protects.
    if (!planned) throw new Error(`hold ${holdId} is not covered by its wallet`);
    const [result] = await writeTransfers(tx, brandId, hold.currency, [planned], actor);
    const [row] = await tx.query<HoldRow>(
      `update ledger_holds set status = 'captured', captured_amount = $2, settled_at = $3 where id = $1 and status = 'pending' returning ${HOLD_COLUMNS}`,
      [hold.id, amount.toString(), actor.at.toISOString()],
    );
    return { hold: publicHold(toHold(row as HoldRow)), transfer: result as TransferResult, replayed: false };
  });
}

/** Releases a pending hold: the money is available on the wallet again. Releasing again answers the same. */
export async function releaseHold(target: LedgerTarget, request: SettleHoldRequest): Promise<HoldResult> {
  const brandId = checkId(request.brandId, 'bad_request');
  const holdId = checkId(request.holdId, 'hold_not_found');
  const actor = checkActor(request);

  return runLedger(target, async (tx) => {
    const first = await readHold(tx, brandId, 'id', holdId);
    if (!first) throw new AppError('hold_not_found', `no hold ${holdId} in brand ${brandId}`);
    const accounts = await lockAccounts(tx, [first.accountId]);
    const wallet = accounts.get(first.accountId) as LedgerAccount;
    const hold = (await readHold(tx, brandId, 'id', holdId)) as Hold;
    if (hold.status === 'released') return { hold: publicHold(hold), account: wallet, replayed: true };
    if (hold.status !== 'pending') throw new AppError('hold_not_pending', `hold ${holdId} is ${hold.status}`);
    const heldAfter = wallet.heldMinor - hold.amountMinor;
    const [row] = await tx.query<HoldRow>(
      `with h as (
         update ledger_holds set status = 'released', settled_at = $2 where id = $1 and status = 'pending' returning *
       ), u as (
         update ledger_accounts set held = held - $3, updated_at = $2 where id = $4
       ), a as (
         insert into ledger_audit (merchant_id, action, hold_id, actor, ip, balances, at) select h.merchant_id, 'hold_released', h.id, $5, $6, $7::jsonb, $2 from h
       )
       select ${HOLD_COLUMNS} from h`,
      [hold.id, actor.at.toISOString(), hold.amountMinor.toString(), hold.accountId, actor.actor, actor.ip, heldAudit(wallet, heldAfter)],
    );
    return {
      hold: publicHold(toHold(row as HoldRow)),
      account: { ...wallet, heldMinor: heldAfter, availableMinor: wallet.balanceMinor - heldAfter },
      replayed: false,
    };
  });
}

/** A wallet's pending holds, oldest first (the withdraw page shows them as frozen money). */
export async function pendingHolds(db: Queryable, brandId: string, accountId: string): Promise<Hold[]> {
  const rows = await db.query<HoldRow>(
    `select ${HOLD_COLUMNS} from ledger_holds where account_id = $1 and merchant_id = $2 and status = 'pending' order by ledger_holds.id`,
    [checkId(accountId, 'wallet_not_found'), brandId],
  );
  return rows.map((row) => publicHold(toHold(row)));
}
