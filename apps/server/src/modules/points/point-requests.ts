import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/index.ts';

/** One player call under an Idempotency-Key (redeem, convert). */
export interface PointCall {
  accountId: string;
  key: string;
  operation: 'points.redeem' | 'points.convert';
  /** Fingerprint of the body without the payment password. */
  hash: string;
}

/** A stable fingerprint of a call's fields. */
export function fingerprint(operation: string, fields: readonly (string | number | null | undefined)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, ...fields.map((field) => field ?? null)]))
    .digest('base64url');
}

/**
 * Runs a change in one transaction (with the ledger's retry on lost races) that first claims the
 * key: a repeat with the same body answers the first result, another body gets
 * idempotency_key_reused, and a concurrent repeat waits for the first to commit. A refused change
 * rolls its claim back with it, so it leaves no trace.
 */
export function runPointCall<T>(db: Db, call: PointCall, at: Date, change: (tx: Queryable) => Promise<T>): Promise<T> {
  return withLedgerTransaction(db, async (tx) => {
    const claimed = await tx.query(
      `insert into point_requests (account_id, idempotency_key, operation, request_hash, created_at)
       values ($1, $2, $3, $4, $5) on conflict (account_id, idempotency_key) do nothing returning 1`,
      [call.accountId, call.key, call.operation, call.hash, at.toISOString()],
    );
    if (claimed.length === 0) {
      const [row] = await tx.query<{ operation: string; requestHash: string; response: unknown }>(
        `select operation, request_hash as "requestHash", response from point_requests where account_id = $1 and idempotency_key = $2`,
        [call.accountId, call.key],
      );
      if (!row || row.operation !== call.operation || row.requestHash !== call.hash) throw new AppError('idempotency_key_reused');
      return row.response as T;
    }
    const value = await change(tx);
    await tx.query(`update point_requests set response = $3::jsonb where account_id = $1 and idempotency_key = $2`, [
      call.accountId,
      call.key,
      JSON.stringify(value),
    ]);
    return value;
  });
}
