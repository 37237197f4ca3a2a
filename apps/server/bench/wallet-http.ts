/**
 * The HTTP half of the ledger benchmark (ledger.bench.ts runs it): players move money from the main
 * wallet into a vendor's transfer wallet with `POST /wps/relay/GCS_walletTransfer`, each call with
 * its session, payment password and Idempotency-Key, through a real socket to the app listening on
 * 127.0.0.1, sent by a load generator in a worker thread (http-load.ts).
 *
 * The same calls (players, amounts, order, concurrency; fresh keys) are then sent as the statements
 * one HTTP transfer sends, straight to the database (wallet-direct.ts, the payment password checked
 * by the same service with the same cheap stand-in hash): the ratio of the two is what HTTP,
 * Fastify, validation and JSON cost on top of the database work. Both sides run on a Db that counts
 * what it sends (test/counting-db.ts), and the counts per transfer are reported, so the two
 * sequences cannot drift apart unseen. Each run starts with the players' sessions just seen, so
 * neither side pays the once-a-minute session touch the other skips.
 *
 * The payment password is checked on every call. argon2id costs a fixed ~20-50 ms of CPU per check
 * whatever the ledger does, so the API's own overhead is measured with a cheap stand-in hash, and
 * a second, smaller run with argon2id shows what players really get.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { API } from '@pkg/contracts/routes';
import { HEADERS } from '@pkg/contracts/routes';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { openVendorWallet } from '../src/ledger/accounts.ts';
import { systemClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { createPasswordHasher, type PasswordHasher } from '../src/lib/password.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createPaymentPasswordService } from '../src/modules/payment-password/payment-password.service.ts';
import { createSessionService } from '../src/modules/session/session.service.ts';
import type { SystemService } from '../src/modules/system/index.ts';
import { countingDb } from '../test/counting-db.ts';
import type { LoadJob, LoadResult } from './http-load.ts';
import { directWalletTransfer, type DirectCall } from './wallet-direct.ts';

const PIN = '246810';

// A worker thread does not take the parent's `--import tsx`, so it registers tsx itself first.
const LOAD_WORKER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.register())
  .then(() => import(${JSON.stringify(new URL('./http-load.ts', import.meta.url).href)}));`;
const VENDOR = 'BTSABONG';

/** A stand-in hash that costs microseconds: for measuring the API around it, never for real passwords. */
const cheapHasher: PasswordHasher = {
  hash: async (password) => `bench:${createHash('sha256').update(password).digest('hex')}`,
  verify: async (stored, password) => stored === `bench:${createHash('sha256').update(password).digest('hex')}`,
};

export interface HttpRun {
  perSecond: number;
  p99Ms: number;
  failures: number;
}

export interface WalletHttpResult {
  cheap: HttpRun;
  /** The cheap run's calls as the statements they send, straight to the database (wallet-direct.ts). */
  direct: HttpRun;
  /** Statements per transfer (BEGIN and COMMIT included) the cheap HTTP run and the direct run sent. */
  statements: { http: Statements; direct: Statements };
  argon2: HttpRun;
  /** argon2id payment-password checks alone, at the same concurrency. */
  argon2Checks: HttpRun;
}

/** The app secret of the benchmark's app (the house vendor's wallet secret derives from it). */
/** Statements per transfer: those a transfer sends, and apart the sessions' once-a-minute touches. */
export interface Statements {
  sent: number;
  touches: number;
}

/** Counts the session touches sent through `inner` (touchSession's statement). */
function touchCounting(inner: Db) {
  let touches = 0;
  const db: Db = {
    ...inner,
    query<T>(sql: string, params?: unknown[]) {
      if (sql.startsWith('update sessions set last_seen_at')) touches += 1;
      return inner.query<T>(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
  return {
    db,
    count: () => touches,
    reset: () => {
      touches = 0;
    },
  };
}

export const BENCH_APP_SECRET = 'bench-secret-that-is-at-least-32-characters';

/** Builds the app on the database with the given password hasher and listens on 127.0.0.1 (a random port). */
export async function startBenchApp(db: Db, hasher: PasswordHasher, brandCode: string, concurrency: number) {
  const app = await buildApp({
    db,
    clock: systemClock,
    lookupCountry: offlineCountryLookup,
    secret: BENCH_APP_SECRET,
    passwordHasher: hasher,
    config: {
      trustProxy: false,
      logLevel: 'silent',
      bodyLimitBytes: 65_536,
      rateLimitPerMinute: 10_000_000,
      brandCacheMs: 60_000,
      webDist: '',
      defaultMerchant: brandCode,
      argon2MaxInFlight: concurrency,
      credentialRateLimit: 10_000_000,
      smsHttpUrl: '',
      smsHttpToken: '',
      smtpUrl: '',
      mailFrom: '',
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

/** Runs a load job in a worker thread (http-load.ts) and answers its latencies and failures. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: job });
  try {
    return await new Promise<LoadResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

type Pool = (count: number, width: number, task: (index: number) => Promise<void>) => Promise<number[]>;

/**
 * Times `transfers` API transfers with the cheap hash, the same calls sent directly as statements,
 * and `argon2Transfers` API transfers with argon2id, each HTTP run over its own half of the players,
 * `concurrency` at once; and argon2id checks on their own.
 */
export async function benchWalletHttp(options: {
  db: Db;
  brandCode: string;
  owners: string[];
  transfers: number;
  argon2Transfers: number;
  concurrency: number;
  pool: Pool;
  percentile: (values: number[], p: number) => number;
  random: (below: number) => number;
}): Promise<WalletHttpResult> {
  const { db, owners, pool, percentile, random, concurrency } = options;
  const found = await createBrandService(db, systemClock, 0).byCode(options.brandCode);
  if (!found) throw new Error(`no brand ${options.brandCode}`);
  const brand = found;
  const sessions = createSessionService(db, systemClock);
  const argon2 = await createPasswordHasher(concurrency);
  const half = Math.floor(owners.length / 2);
  const groups = [owners.slice(0, half), owners.slice(half)];

  // Each player: a session, a payment password (hashed as its run's app checks it), and the vendor
  // wallet opened beforehand, so the timed calls are transfers only.
  const tokens = new Map<string, string>();
  for (const [index, group] of groups.entries()) {
    const stored = await (index === 0 ? cheapHasher : argon2).hash(PIN);
    for (const owner of group) {
      tokens.set(owner, await sessions.open(db, brand, owner, '127.0.0.1', 'bench'));
      await db.query(
        `insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, now())
         on conflict (account_id) do update set password_hash = excluded.password_hash, failures = 0, locked_until = null`,
        [owner, stored],
      );
      await openVendorWallet(db, brand.id, brand.currency.code, owner, VENDOR, new Date());
    }
  }

  /** Who sends how much: one entry per call, in order. */
  const plan = (players: string[], count: number) =>
    Array.from({ length: count }, () => ({
      token: tokens.get(players[random(players.length)] as string) as string,
      amount: 1 + random(100),
    }));

  /**
   * Counts what `counting` sends, less the sessions' once-a-minute touches (`update sessions set
   * last_seen_at`), which a run pays only when it lasts over a minute (on a loaded machine the slower
   * HTTP run does, the direct one may not): the touches per transfer are reported on their own.
   */
  function perTransfer(counting: ReturnType<typeof countingDb>, touches: () => number, transfers: number): Statements {
    return { sent: (counting.count() - touches()) / transfers, touches: touches() / transfers };
  }

  /** Marks every player's session seen now (not counted): a run touches a session only after a minute of its own. */
  async function freshSessions(): Promise<void> {
    await db.query(`update sessions set last_seen_at = $1 where account_id = any($2::bigint[])`, [new Date().toISOString(), owners]);
  }

  async function run(hasher: PasswordHasher, calls: ReturnType<typeof plan>): Promise<HttpRun & { statements: Statements }> {
    await freshSessions();
    const touching = touchCounting(db);
    const counting = countingDb(touching.db);
    const { app, base } = await startBenchApp(counting.db, hasher, options.brandCode, concurrency);
    try {
      const bodies = calls.map((call) => {
        const body = { from: 'MAIN', to: VENDOR, amountMinor: String(call.amount), currency: brand.currency.code, paymentPassword: PIN };
        return { headers: { authorization: call.token }, body: JSON.stringify(body) };
      });
      counting.reset();
      touching.reset();
      const result = await runLoad({
        url: `${base}${API.walletTransfer}`,
        headers: { 'content-type': 'application/json', merchant: options.brandCode },
        freshKeyHeader: HEADERS.idempotencyKey,
        concurrency,
        calls: bodies,
      });
      return {
        perSecond: calls.length / (result.elapsedMs / 1000),
        p99Ms: percentile(result.latencies, 99),
        failures: result.failures,
        statements: perTransfer(counting, touching.count, calls.length),
      };
    } finally {
      await app.close();
    }
  }

  /** The same calls as their statements, sent straight to the database (wallet-direct.ts). */
  async function runDirect(calls: ReturnType<typeof plan>): Promise<HttpRun & { statements: Statements }> {
    await freshSessions();
    const touching = touchCounting(db);
    const counting = countingDb(touching.db);
    const direct = {
      sessions: createSessionService(counting.db, systemClock),
      // The app's payment password service with the HTTP run's cheap hash; it only checks here, so
      // what setting a password needs (the brand's field rule, ending a session) is never asked.
      paymentPassword: createPaymentPasswordService({
        db: counting.db,
        clock: systemClock,
        hasher: cheapHasher,
        system: {} as SystemService,
        sessions: { revoke: async () => {} },
      }),
    };
    let failures = 0;
    const started = performance.now();
    const latencies = await pool(calls.length, concurrency, async (index) => {
      const call = calls[index] as (typeof calls)[number];
      const sent: DirectCall = {
        token: call.token,
        key: randomUUID(),
        from: 'MAIN',
        to: VENDOR,
        amountMinor: BigInt(call.amount),
        paymentPassword: PIN,
      };
      await directWalletTransfer(counting.db, direct, brand, sent).catch(() => (failures += 1));
    });
    return {
      perSecond: calls.length / ((performance.now() - started) / 1000),
      p99Ms: percentile(latencies, 99),
      failures,
      statements: perTransfer(counting, touching.count, calls.length),
    };
  }

  const calls = plan(groups[0] as string[], options.transfers);
  const { statements: httpStatements, ...cheap } = await run(cheapHasher, calls);
  const { statements: directStatements, ...direct } = await runDirect(calls);
  const { statements: _argon2Statements, ...real } = await run(argon2, plan(groups[1] as string[], options.argon2Transfers));
  const stored = await argon2.hash(PIN);
  const started = performance.now();
  const checks = await pool(options.argon2Transfers, concurrency, async () => {
    await argon2.verify(stored, PIN);
  });
  const argon2Checks = {
    perSecond: options.argon2Transfers / ((performance.now() - started) / 1000),
    p99Ms: percentile(checks, 99),
    failures: 0,
  };
  return { cheap, direct, statements: { http: httpStatements, direct: directStatements }, argon2: real, argon2Checks };
}
