import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/index.ts';
import { claimPointRequest, selectPointRequest, storePointResponse } from './points.queries.ts';

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
    if (!(await claimPointRequest(tx, call, at))) {
      const row = await selectPointRequest(tx, call.accountId, call.key);
      if (!row || row.operation !== call.operation || row.requestHash !== call.hash) throw new AppError('idempotency_key_reused');
      return row.response as T;
    }
    const value = await change(tx);
    await storePointResponse(tx, call.accountId, call.key, value);
    return value;
  });
}
