/**
 * The one write path every movement goes through: lock the accounts in id order, look the keys
 * up, plan each transfer against the locked balances, then append transfers, postings, balances
 * and audit in one statement. Callers run these inside runLedger's transaction.
 */
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { AccountKind, Actor, BalanceAfter, LedgerAccount, Metadata, Transfer, TransferResult } from './ledger.types.ts';
import { FIND_TRANSFERS_BY_KEY, LOCK_ACCOUNTS, WRITE_TRANSFERS } from './sql.ts';

/** Kinds that hold a person's money and so may never go below zero (the database says so too). */
export const NON_NEGATIVE_KINDS: ReadonlySet<AccountKind> = new Set(['player_main', 'player_vendor', 'agent']);

interface AccountRow {
  id: string;
  brandId: string;
  currency: string;
  kind: AccountKind;
  ownerAccountId: string | null;
  ref: string;
  balance: string;
  held: string;
}

/** Turns an account row (integers as text) into a LedgerAccount. */
export function toAccount(row: AccountRow): LedgerAccount {
  const balanceMinor = BigInt(row.balance);
  const heldMinor = BigInt(row.held);
  const { id, brandId, currency, kind, ownerAccountId, ref } = row;
  return { id, brandId, currency, kind, ownerAccountId, ref, balanceMinor, heldMinor, availableMinor: balanceMinor - heldMinor };
}

/** Locks the accounts (those that exist) in id order and returns them by id. */
export async function lockAccounts(tx: Queryable, ids: readonly string[], sql = LOCK_ACCOUNTS, extra: unknown[] = []) {
  const rows = await tx.query<AccountRow>(sql, [[...new Set(ids)], ...extra]);
  return new Map(rows.map((row) => [row.id, toAccount(row)]));
}

/** The account, if it exists in this brand and currency; otherwise the matching refusal. */
export function requireAccount(accounts: Map<string, LedgerAccount>, id: string, brandId: string, currency: string): LedgerAccount {
  const account = accounts.get(id);
  if (!account || account.brandId !== brandId) throw new AppError('wallet_not_found', `no ledger account ${id} in brand ${brandId}`);
  if (account.currency !== currency) throw new AppError('currency_mismatch', `account ${id} holds ${account.currency}, not ${currency}`);
  return account;
}

/** A stored transfer with the fingerprint of its request and its legs' balances after it. */
export interface StoredTransfer extends Transfer {
  requestHash: string;
  legs: BalanceAfter[];
}

interface TransferRow {
  id: string;
  brandId: string;
  currency: string;
  code: string;
  idempotencyKey: string;
  requestHash: string;
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  holdId: string | null;
  reversesTransferId: string | null;
  memo: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  legs: Array<{ accountId: string; balance: string }>;
}

/** A transfer's legs (postings), the from-account's first. */
export function fromAccountFirst<L extends { accountId: string }>(legs: readonly L[], fromAccountId: string): L[] {
  return [...legs.filter((leg) => leg.accountId === fromAccountId), ...legs.filter((leg) => leg.accountId !== fromAccountId)];
}

/** Turns a transfer row into a StoredTransfer, legs ordered from-account first. */
export function toStoredTransfer(row: TransferRow): StoredTransfer {
  const { amount, legs, createdAt, ...rest } = row;
  const ordered = fromAccountFirst(legs, row.fromAccountId);
  return {
    ...rest,
    amountMinor: BigInt(amount),
    createdAt: new Date(createdAt),
    legs: ordered.map((leg) => ({ accountId: leg.accountId, balanceMinor: BigInt(leg.balance) })),
  };
}

/** Already recorded transfers of a brand by idempotency key. Run it after locking, so it sees a racing twin's commit. */
export async function findTransfers(tx: Queryable, brandId: string, keys: readonly string[]): Promise<Map<string, StoredTransfer>> {
  const rows = await tx.query<TransferRow>(FIND_TRANSFERS_BY_KEY, [brandId, [...new Set(keys)]]);
  return new Map(rows.map((row) => [row.idempotencyKey, toStoredTransfer(row)]));
}

/** The first answer for a replayed key, or idempotency_key_reused when the body differs. */
export function replayOf(stored: StoredTransfer, hash: string): TransferResult {
  if (stored.requestHash !== hash)
    throw new AppError('idempotency_key_reused', `key ${stored.idempotencyKey} was used for another request`);
  const { requestHash: _hash, legs, ...transfer } = stored;
  return { transfer, balances: legs, replayed: true };
}

export type AuditAction = 'transfer' | 'reversal' | 'bet_void' | 'hold_captured';

/** What a caller wants moved, before it is checked against the balances. */
export interface TransferPlan {
  key: string;
  hash: string;
  code: string;
  fromId: string;
  toId: string;
  amount: bigint;
  holdId?: string | null;
  reversesId?: string | null;
  memo: string | null;
  metadata: Metadata;
  action: AuditAction;
  /** Taken off the from-account's held amount (a capture releases its whole hold). */
  heldRelease?: bigint;
}

/** A plan that fits the balances, with the balances after it. */
export interface PlannedTransfer extends TransferPlan {
  fromAfter: bigint;
  toAfter: bigint;
  audit: string;
}

/**
 * Applies a plan to the locked balances (which it updates, so the next plan of a batch sees it)
 * and returns it with the balances after, or null when it would overdraw a wallet.
 */
export function planTransfer(accounts: Map<string, LedgerAccount>, plan: TransferPlan): PlannedTransfer | null {
  const from = accounts.get(plan.fromId);
  const to = accounts.get(plan.toId);
  if (!from || !to) throw new Error('planTransfer needs both accounts locked');
  const heldRelease = plan.heldRelease ?? 0n;
  const fromBalance = from.balanceMinor - plan.amount;
  const fromHeld = from.heldMinor - heldRelease;
  if (fromHeld < 0n || (NON_NEGATIVE_KINDS.has(from.kind) && fromBalance - fromHeld < 0n)) return null;
  const toBalance = to.balanceMinor + plan.amount;
  const audit = JSON.stringify({
    [from.id]: { balance: [`${from.balanceMinor}`, `${fromBalance}`], held: [`${from.heldMinor}`, `${fromHeld}`] },
    [to.id]: { balance: [`${to.balanceMinor}`, `${toBalance}`], held: [`${to.heldMinor}`, `${to.heldMinor}`] },
  });
  accounts.set(from.id, { ...from, balanceMinor: fromBalance, heldMinor: fromHeld, availableMinor: fromBalance - fromHeld });
  accounts.set(to.id, { ...to, balanceMinor: toBalance, availableMinor: toBalance - to.heldMinor });
  return { ...plan, fromAfter: fromBalance, toAfter: toBalance, audit };
}

/** Writes planned transfers (already fitted to the locked balances) and returns their answers. */
export async function writeTransfers(
  tx: Queryable,
  brandId: string,
  currency: string,
  planned: readonly PlannedTransfer[],
  actor: Actor,
): Promise<TransferResult[]> {
  if (planned.length === 0) return [];
  const net = new Map<string, { delta: bigint; held: bigint }>();
  const change = (id: string, delta: bigint, held: bigint) => {
    const entry = net.get(id) ?? { delta: 0n, held: 0n };
    net.set(id, { delta: entry.delta + delta, held: entry.held + held });
  };
  for (const item of planned) {
    change(item.fromId, -item.amount, -(item.heldRelease ?? 0n));
    change(item.toId, item.amount, 0n);
  }
  const moved = [...net].filter(([, entry]) => entry.delta !== 0n || entry.held !== 0n);
  const column = <T>(pick: (item: PlannedTransfer) => T) => planned.map(pick);
  const rows = await tx.query<{ id: string; key: string }>(WRITE_TRANSFERS, [
    brandId,
    currency,
    actor.at.toISOString(),
    actor.actor,
    actor.ip,
    column((item) => item.key),
    column((item) => item.hash),
    column((item) => item.code),
    column((item) => item.fromId),
    column((item) => item.toId),
    column((item) => item.amount.toString()),
    column((item) => item.holdId ?? null),
    column((item) => item.reversesId ?? null),
    column((item) => item.memo),
    column((item) => JSON.stringify(item.metadata)),
    column((item) => item.fromAfter.toString()),
    column((item) => item.toAfter.toString()),
    column((item) => item.action),
    column((item) => item.audit),
    moved.map(([id]) => id),
    moved.map(([, entry]) => entry.delta.toString()),
    moved.map(([, entry]) => entry.held.toString()),
  ]);
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return planned.map((item) => {
    const id = ids.get(item.key);
    if (!id) throw new Error(`transfer ${item.key} was not written`);
    const transfer: Transfer = {
      id,
      brandId,
      currency,
      code: item.code,
      idempotencyKey: item.key,
      fromAccountId: item.fromId,
      toAccountId: item.toId,
      amountMinor: item.amount,
      holdId: item.holdId ?? null,
      reversesTransferId: item.reversesId ?? null,
      memo: item.memo,
      metadata: item.metadata,
      createdAt: actor.at,
    };
    const balances =
      item.amount === 0n
        ? []
        : [
            { accountId: item.fromId, balanceMinor: item.fromAfter },
            { accountId: item.toId, balanceMinor: item.toAfter },
          ];
    return { transfer, balances, replayed: false };
  });
}
