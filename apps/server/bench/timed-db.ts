/**
 * A Db that times each statement it sends, summed by the statement's first words, for a bench to
 * show where a run's database time goes (BEGIN and COMMIT counted as one "transaction" line).
 */
import type { Db, Queryable } from '../src/db/client.ts';

export interface TimedDb {
  db: Db;
  /** The statements by their first words, with how many were sent and the milliseconds they took, slowest first. */
  report(): Array<{ statement: string; count: number; ms: number }>;
}

const labelOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 60);

export function timedDb(inner: Db): TimedDb {
  const totals = new Map<string, { count: number; ms: number }>();
  const add = (label: string, ms: number) => {
    const entry = totals.get(label) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += ms;
    totals.set(label, entry);
  };
  async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      add(label, performance.now() - started);
    }
  }
  const db: Db = {
    kind: inner.kind,
    query: (sql, params) => timed(labelOf(sql), () => inner.query(sql, params)),
    exec: (sql) => timed(labelOf(sql), () => inner.exec(sql)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return timed('(transaction, all of it)', () =>
        inner.transaction((tx) => fn({ query: (sql, params) => timed(labelOf(sql), () => tx.query(sql, params)) })),
      );
    },
    close: () => inner.close(),
  };
  return {
    db,
    report: () => [...totals].map(([statement, entry]) => ({ statement, ...entry, ms: Math.round(entry.ms) })).sort((a, b) => b.ms - a.ms),
  };
}
