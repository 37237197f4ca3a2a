import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { insertKeptAnswer, selectKeptAnswer } from './deposit-requests.queries.ts';
import type { DepositOperation, KeyedCall } from './deposit.types.ts';

/**
 * Idempotency of the player's deposit calls (decision 016): each carries a client-made key; the
 * first answer is kept with the key in the transaction that made it, so a retry (same key, same
 * call, same body) answers it again and changes nothing, while the key with another body or call
 * is refused. Refused calls keep nothing, so a retry after a refusal is judged afresh.
 */

/** A fingerprint of a call's meaning: the operation and its canonical fields. */
export function fingerprint(operation: DepositOperation, fields: Record<string, string | readonly string[] | null>): string {
  const canonical = JSON.stringify([operation, Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The stored answer of a key, when there is one: the same answer for the same call, and
 * idempotency_key_reused for another call or body. Null when the key is new.
 */
export async function storedAnswer<T>(db: Queryable, call: KeyedCall): Promise<T | null> {
  const row = await selectKeptAnswer<T>(db, call);
  if (!row) return null;
  if (row.operation !== call.operation || row.requestHash !== call.hash) {
    throw new AppError(
      'idempotency_key_reused',
      `key ${call.key} was used for another ${row.operation === call.operation ? 'body' : 'call'}`,
    );
  }
  return row.response;
}

/** Keeps a call's answer under its key, inside the transaction that made it. */
export async function keepAnswer(tx: Queryable, call: KeyedCall, orderId: string, response: unknown, at: Date): Promise<void> {
  await insertKeptAnswer(tx, call, orderId, response, at);
}

// Unique indexes two racing requests can both claim: the loser starts again and then finds the
// winner's row (a replay, a reused key, an order already moved). The ledger's own claim indexes
// are here because its calls run inside these transactions.
const CLAIM_CONSTRAINTS = new Set([
  'deposit_requests_pkey',
  'deposit_orders_key',
  'deposit_orders_transfer',
  'ledger_transfers_key',
  'ledger_accounts_identity',
]);
const MAX_ATTEMPTS = 5;

interface PgError {
  code?: string;
  constraint?: string;
}

function isRetryable(error: unknown): boolean {
  const { code, constraint } = error as PgError;
  if (code === '40001' || code === '40P01') return true;
  return code === '23505' && constraint !== undefined && CLAIM_CONSTRAINTS.has(constraint);
}

/**
 * Runs a deposit change and its ledger calls in one transaction, starting again (at most 5 times)
 * when a concurrent request won a race for a key or a lock order.
 */
export async function inDepositTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) {
        const { code, constraint } = error as PgError;
        if (code === '23514' && constraint === 'ledger_accounts_no_overdraft')
          throw new AppError('insufficient_funds', 'the database refused to overdraw a wallet');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 3));
    }
  }
}
