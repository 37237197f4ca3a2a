import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/run.ts';

/** One player call made under an Idempotency-Key. */
export interface IdempotentCall {
  accountId: string;
  key: string;
  /** What the call does ('withdrawal.request' ...): a key is bound to one operation. */
  operation: string;
  /** Fingerprint of the call's body; a repeat with another fingerprint is refused. */
  hash: string;
}

/** A stable fingerprint of a call's body (fields in a fixed order; secrets such as the PIN left out by the caller). */
export function fingerprint(operation: string, fields: readonly (string | number | null | undefined)[]): string {
  const canonical = JSON.stringify([operation, ...fields.map((field) => (field === undefined ? null : field))]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface StoredRow {
  operation: string;
  request_hash: string;
  response: unknown;
}

/**
 * The first answer to this key, if the call was made before: the same answer when the body is the
 * same, idempotency_key_reused when it is not. Undefined when the key is new.
 */
export async function storedAnswer(db: Queryable, call: IdempotentCall): Promise<unknown> {
  const [row] = await db.query<StoredRow>(
    `select operation, request_hash, response from withdrawal_idempotency where account_id = $1 and idempotency_key = $2`,
    [call.accountId, call.key],
  );
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
    const claimed = await tx.query(
      `insert into withdrawal_idempotency (account_id, idempotency_key, operation, request_hash, created_at)
       values ($1, $2, $3, $4, $5) on conflict (account_id, idempotency_key) do nothing returning 1`,
      [call.accountId, call.key, call.operation, call.hash, at.toISOString()],
    );
    if (claimed.length === 0) return (await storedAnswer(tx, call)) as T;
    const value = await change(tx);
    await tx.query(`update withdrawal_idempotency set response = $3::jsonb where account_id = $1 and idempotency_key = $2`, [
      call.accountId,
      call.key,
      JSON.stringify(value),
    ]);
    return value;
  });
}
