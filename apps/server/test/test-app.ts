import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';

/** The moment every test starts at, unless it moves the clock. */
export const TEST_START = new Date('2026-11-22T04:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

/**
 * Builds the app in-process on a fresh database: embedded and in memory by default, or a new
 * schema of the PostgreSQL server named by DATABASE_URL (dropped again on close). The demo brand
 * is seeded; the client IP is taken from X-Forwarded-For so tests can act from any country.
 */
export async function createTestApp(overrides: Partial<AppDeps['config']> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL ?? '';
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) await withClient(url, (client) => client.query(`create schema ${schema}`));
  const db = await openDb(url ? { url, schema } : {});
  await migrate(db);
  await seedDemo(db);
  const clock = fixedClock(TEST_START);
  const app = await buildApp({
    db,
    clock,
    lookupCountry: offlineCountryLookup,
    config: {
      trustProxy: true,
      logLevel: 'silent',
      bodyLimitBytes: 65_536,
      rateLimitPerMinute: 10_000,
      brandCacheMs: 0,
      webDist: '',
      defaultMerchant: '',
      ...overrides,
    },
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await db.close();
      if (url && schema) await withClient(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Headers of a call to the demo brand from a Philippine address, in English. */
export function demoHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { merchant: 'bituin', language: 'EN', 'x-forwarded-for': '49.144.0.1', ...extra };
}
