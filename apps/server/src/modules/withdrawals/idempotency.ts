import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/index.ts';
import { claimKey, keepAnswer, selectKeyedCall, type IdempotentCall } from './idempotency.queries.ts';

/** A stable fingerprint of a call's body (fields in a fixed order; secrets such as the PIN left out by the caller). */
export function fingerprint(operation: string, fields: readonly (string | number | null | undefined)[]): string {
  const canonical = JSON.stringify([operation, ...fields.map((field) => (field === undefined ? null : field))]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The first answer to this key, if the call was made before: the same answer when the body is the
 * same, idempotency_key_reused when it is not. Undefined when the key is new.
 */
export async function storedAnswer(db: Queryable, call: IdempotentCall): Promise<unknown> {
  const row = await selectKeyedCall(db, call);
  if (!row) return undefined;
  if (row.operation !== call.operation || row.request_hash !== call.hash) throw new AppError('idempotency_key_reused');
  return row.response;
}

/**
 * Runs a change in one transaction (with the ledger's retry on lost races) that first claims the
 * key. A concurrent call with the same key waits for the first to commit and then answers from it;
 * when the change throws, the claim rolls back with it, so a refused call leaves no trace.
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall, change: (tx: Queryable) => Promise<T>, at: Date): Promise<T> {
  return withLedgerTransaction(db, async (tx) => {
    if (!(await claimKey(tx, call, at))) return (await storedAnswer(tx, call)) as T;
    const value = await change(tx);
    await keepAnswer(tx, call, value);
    return value;
  });
}
