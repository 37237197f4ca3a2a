/**
 * A Db that counts the statements it sends, for the benchmarks and tests: every query, inside a transaction
 * or not, and BEGIN and COMMIT (or ROLLBACK) of every transaction, as the server sees them. Each is
 * one round trip to the database, which is what the HTTP-versus-direct comparison is about.
 */
import type { Db, Queryable } from '../src/db/client.ts';

export interface CountingDb {
  db: Db;
  /** Statements sent since the start or the last reset. */
  count(): number;
  reset(): void;
}

export function countingDb(inner: Db): CountingDb {
  let statements = 0;
  const db: Db = {
    kind: inner.kind,
    query<T>(sql: string, params?: unknown[]) {
      statements += 1;
      return inner.query<T>(sql, params);
    },
    exec(sql: string) {
      statements += 1;
      return inner.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      // BEGIN, then COMMIT or ROLLBACK.
      statements += 2;
      return inner.transaction((tx) =>
        fn({
          query<R>(sql: string, params?: unknown[]) {
            statements += 1;
            return tx.query<R>(sql, params);
          },
        }),
      );
    },
    close: () => inner.close(),
  };
  return {
    db,
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}

/**
 * Counts the statements sent through `db` itself from now on, by wrapping its methods in place:
 * for an app already built on that Db (a test app), whose every call then counts. `stop()` puts
 * the methods back.
 */
export function countInPlace(db: Db): CountingDb & { stop(): void } {
  const original = { query: db.query, exec: db.exec, transaction: db.transaction };
  const inner: Db = { ...db, query: original.query.bind(db), exec: original.exec.bind(db), transaction: original.transaction.bind(db) };
  const counting = countingDb(inner);
  Object.assign(db, { query: counting.db.query, exec: counting.db.exec, transaction: counting.db.transaction });
  return { ...counting, stop: () => void Object.assign(db, original) };
}
