import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something SQL can be sent to: the database or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The database, embedded (PGlite) or a PostgreSQL server, behind one small interface. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres:// URL of a server; when empty, the embedded database is used. */
  url?: string;
  /** Data folder of the embedded database; when empty, it lives in memory. */
  dataDir?: string;
  /** Schema to work in on a server (tests give each run its own). */
  schema?: string;
  /**
   * Starting contents of an embedded database in memory: a tarball from dumpEmbedded(). Opening
   * from one skips initdb, which is most of the embedded start-up time (tests use it).
   */
  loadDataDir?: Blob;
  /** Extra initdb arguments for a new embedded database (the tests' template takes small WAL segments). */
  initDbArgs?: string[];
}

/** Opens the database the options name. */
export async function openDb(options: DbOptions): Promise<Db> {
  return options.url ? openServer(options.url, options.schema) : openEmbedded(options);
}

// The PGlite behind each embedded Db, kept out of the Db interface so callers stay dialect-free.
const embeddedHandles = new WeakMap<Db, PGlite>();

/**
 * Copies an embedded database's whole data folder into a tarball that openDb's `loadDataDir`
 * opens again; uncompressed, because loading it is then quicker.
 */
export async function dumpEmbedded(db: Db): Promise<Blob> {
  const lite = embeddedHandles.get(db);
  if (!lite) throw new Error('dumpEmbedded needs an embedded database');
  return lite.dumpDataDir('none');
}

async function openEmbedded({ dataDir, loadDataDir, initDbArgs }: DbOptions): Promise<Db> {
  // PGlite makes the data folder itself but not its parents (.data/ on a fresh clone).
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(initDbArgs ? { initDbStartParams: initDbArgs } : {}),
  });
  await lite.waitReady;
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lite.transaction((tx) => fn({ query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows }));
    },
    close: () => lite.close(),
  };
  embeddedHandles.set(db, lite);
  return db;
}

// Statements with parameters are sent as named prepared statements: the server parses and plans
// each distinct text once per connection instead of on every call (the ledger's write is a large
// statement whose planning cost as much as running it). Names come from the text, so every
// connection and every caller shares them; texts are constants, so the set stays small.
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 5000;
export function preparedStatement(text: string, values?: unknown[]): pg.QueryConfig {
  if (values === undefined) return { text };
  let name = statementNames.get(text);
  // A text built with values inside (never meant to) would grow the set forever: past the cap, unnamed.
  if (!name && statementNames.size >= MAX_NAMED_STATEMENTS) return { text, values };
  if (!name) {
    name = `s${statementNames.size.toString(36)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

async function openServer(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c plan_cache_mode=force_custom_plan${schema ? ` -c search_path=${schema}` : ''}`,
  });
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(preparedStatement(sql, params))).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(preparedStatement(sql, params))).rows as R[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
