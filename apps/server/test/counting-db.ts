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
