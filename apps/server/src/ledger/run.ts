/**
 * Runs a ledger operation in one transaction, retrying a bounded number of times when the
 * database says another transaction got there first, and turning constraint failures into the
 * closed error codes.
 */
import type { Db, Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';

/** Where a ledger call runs: the database (a transaction of its own) or a caller's open transaction. */
export type LedgerTarget = Db | Queryable;

const MAX_ATTEMPTS = 5;

// Unique indexes that two racing requests can both try to claim. The loser retries, and on the
// retry finds the winner's row and answers from it (replay, reuse refused, already settled).
const CLAIM_INDEXES = new Set([
  'ledger_transfers_key',
  'ledger_transfers_one_reversal',
  'ledger_transfers_one_capture',
  'ledger_holds_key',
  'ledger_accounts_identity',
]);

// Both node-postgres and PGlite errors carry the SQLSTATE and the constraint's name.
interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * Thrown inside a ledger transaction that found the world changed under a lock it cannot take in
 * order any more (a stake committed while its rollback waited): the whole transaction starts again.
 */
export class LedgerRetry extends Error {}

function isDb(target: LedgerTarget): target is Db {
  return typeof (target as Db).transaction === 'function';
}

/** True when trying the whole transaction again may succeed. */
function isRetryable(error: unknown): boolean {
  if (error instanceof LedgerRetry) return true;
  const { code, constraint } = error as PgError;
  if (code === '40001' || code === '40P01') return true;
  return code === '23505' && constraint !== undefined && CLAIM_INDEXES.has(constraint);
}

/** Maps a database error the ledger's own checks should have caught first to its error code. */
function toAppError(error: unknown): unknown {
  const { code, constraint } = error as PgError;
  if (code === '23514' && constraint === 'ledger_accounts_no_overdraft')
    return new AppError('insufficient_funds', 'the database refused to overdraw a wallet');
  return error;
}

/**
 * Runs fn in a transaction of its own when given the database, retrying lost races (serialization
 * failure, deadlock, a key claimed by a concurrent request) up to 5 times; runs it directly inside
 * a caller's transaction when given one, where the caller's own retry loop must catch races.
 */
export async function runLedger<T>(target: LedgerTarget, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!isDb(target)) {
    try {
      return await fn(target);
    } catch (error) {
      throw toAppError(error);
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await target.transaction((tx) => {
        roots.set(tx, target);
        return fn(tx);
      });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw toAppError(error);
      // A short, growing pause lets the winner commit before the retry reads its row.
      await new Promise((resolve) => setTimeout(resolve, attempt * 2));
    }
  }
}

// The database each ledger transaction belongs to, so caches of committed facts (house shards that
// exist) can be read inside a transaction.
const roots = new WeakMap<Queryable, Db>();

/** The database a ledger transaction runs on, or the target itself when it is the database. */
export function rootOf(target: LedgerTarget): LedgerTarget {
  return roots.get(target) ?? target;
}

/**
 * Runs several ledger calls (and the caller's own writes) in one transaction with the same retry
 * rule, e.g. a withdrawal row and its hold. Pass the transaction it gives to the ledger calls.
 */
export function withLedgerTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return runLedger(db, fn);
}
