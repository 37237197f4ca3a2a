/**
 * A throwaway database on the PostgreSQL server for tests that start real server processes
 * (main.ts takes no schema): created, handed to `run` by URL, and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function withScratchDatabase<T>(serverUrl: string, prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    return await run(databaseUrl(serverUrl, name));
  } finally {
    await admin.end();
    await dropServerDatabase(serverUrl, name);
  }
}

/**
 * Drops database `name` on the server of `serverUrl` (a scratch database, a test app's copy or a
 * template). A closed pg pool has answered `end()` while its connections may still be going away;
 * `with (force)` would cut them off mid-close, and the client then throws "terminating connection
 * due to administrator command" into a test that already ended. So it first waits (up to 10 s)
 * until nothing is connected; force only ends what is left after that.
 */
export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let wait = 0; wait < 200; wait += 1) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The URL of database `database` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
