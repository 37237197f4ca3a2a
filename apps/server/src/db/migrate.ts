import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any fixed number works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the SQL files in migrations/ in name order, each once, each in its own transaction.
 * The same files serve the embedded database and a PostgreSQL server; concurrent starts on a
 * server wait on an advisory lock instead of applying a file twice.
 */
export async function migrate(db: Db): Promise<string[]> {
  // Under the lock too: two "create table if not exists" racing on a server can both try to create
  // it, and the loser fails on the catalogue's unique index.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(MIGRATIONS_DIR + name, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

// Migration files hold DDL separated by semicolons at line ends. A semicolon inside a
// dollar-quoted body ($$ ... $$ or $tag$ ... $tag$, as in trigger functions) does not end the
// statement. Splitting here keeps every statement inside the one transaction.
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let quote: string | null = null;
  let start = 0;
  const tokens = /\$[A-Za-z_]*\$|;[ \t]*(?:\r?\n|$)/g;
  for (let match = tokens.exec(sql); match; match = tokens.exec(sql)) {
    const token = match[0];
    if (token.startsWith('$')) {
      if (quote === null) quote = token;
      else if (quote === token) quote = null;
    } else if (quote === null) {
      statements.push(sql.slice(start, match.index));
      start = match.index + token.length;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((part) => part.replace(/^\s*--.*$/gm, '').trim()).filter((part) => part.length > 0);
}
