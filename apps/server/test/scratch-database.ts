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
    // Closed pools' connections may still be going away; force would cut them off mid-close.
    for (let wait = 0; wait < 50; wait += 1) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The URL of database `database` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
