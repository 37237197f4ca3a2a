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
 * what it sends (test/counting-db.ts), by kind of statement, and the counts per transfer are
 * reported, with every kind sent a different number of times named, so the two sequences cannot
 * drift apart unseen. The session reads are reported apart: they are batched across the calls
 * waiting together (decision 070), so their number depends on each run's timing. Each run starts
 * with the players' sessions just seen, so neither side pays the once-a-minute session touch the
 * other skips, and with the brand in memory.
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
import { createRulesCache } from '../src/modules/responsible-gaming/rg-rules.ts';
import { createSessionTime } from '../src/modules/responsible-gaming/rg-session.ts';
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
  /** The session reads among `sent`: batched (decision 070), so how many depends on how many calls wait together. */
  sessionReads: number;
  /** Statements of the whole run by kind (first words), touches left out. */
  kinds: Map<string, number>;
}

/** A statement's kind, as the comparison lists it: its first words. */
const kindOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 48);
/** The auth guard's session read (session.queries.ts selectSessionAccounts), batched across the calls waiting together. */
const SESSION_READ = 'with s as ( select l.n as session_lookup';

/**
 * Counts what goes through `inner` by kind (its first words; BEGIN and COMMIT as one kind), and
 * apart the session touches (touchSession's statement), so the two runs' sequences can be compared
 * statement by statement.
 */
function kindCounting(inner: Db) {
  let touches = 0;
  const kinds = new Map<string, number>();
  const add = (kind: string, count = 1) => kinds.set(kind, (kinds.get(kind) ?? 0) + count);
  const db: Db = {
    ...inner,
    query<T>(sql: string, params?: unknown[]) {
      if (sql.startsWith('update sessions set last_seen_at')) touches += 1;
      else add(kindOf(sql));
      return inner.query<T>(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => {
      add('BEGIN, COMMIT', 2);
      return inner.transaction((tx) =>
        fn({
          query<R>(sql: string, params?: unknown[]) {
            add(kindOf(sql));
            return tx.query<R>(sql, params);
          },
        }),
      );
    },
    close: () => inner.close(),
  };
  return {
    db,
    count: () => touches,
    kinds: () => new Map(kinds),
    reset: () => {
      touches = 0;
      kinds.clear();
    },
  };
}

export const BENCH_APP_SECRET = 'bench-secret-that-is-at-least-32-characters';
/** The bench app's brand cache time (games, rules and brands kept in memory as in production). */
const BENCH_BRAND_CACHE_MS = 60_000;

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
      brandCacheMs: BENCH_BRAND_CACHE_MS,
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
  function perTransfer(counting: ReturnType<typeof countingDb>, kinds: ReturnType<typeof kindCounting>, transfers: number): Statements {
    const byKind = kinds.kinds();
    return {
      sent: (counting.count() - kinds.count()) / transfers,
      touches: kinds.count() / transfers,
      sessionReads: [...byKind].reduce((sum, [kind, count]) => sum + (kind.startsWith(SESSION_READ) ? count : 0), 0) / transfers,
      kinds: byKind,
    };
  }

  /** Marks every player's session seen now (not counted): a run touches a session only after a minute of its own. */
  async function freshSessions(): Promise<void> {
    await db.query(`update sessions set last_seen_at = $1 where account_id = any($2::bigint[])`, [new Date().toISOString(), owners]);
  }

  async function run(hasher: PasswordHasher, calls: ReturnType<typeof plan>): Promise<HttpRun & { statements: Statements }> {
    await freshSessions();
    const touching = kindCounting(db);
    const counting = countingDb(touching.db);
    const { app, base } = await startBenchApp(counting.db, hasher, options.brandCode, concurrency);
    try {
      const bodies = calls.map((call) => {
        const body = { from: 'MAIN', to: VENDOR, amountMinor: String(call.amount), currency: brand.currency.code, paymentPassword: PIN };
        return { headers: { authorization: call.token }, body: JSON.stringify(body) };
      });
      // The brand in the app's memory first (a call that reads nothing else), as the direct run has it.
      await fetch(`${base}${API.systemStatus}`, { headers: { merchant: options.brandCode } });
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
        statements: perTransfer(counting, touching, calls.length),
      };
    } finally {
      await app.close();
    }
  }

  /** The same calls as their statements, sent straight to the database (wallet-direct.ts). */
  async function runDirect(calls: ReturnType<typeof plan>): Promise<HttpRun & { statements: Statements }> {
    await freshSessions();
    const touching = kindCounting(db);
    const counting = countingDb(touching.db);
    // Built as the app builds them, with its cache times (startBenchApp: brandCacheMs 60,000), so
    // the direct run fills the same caches the HTTP run's new app fills.
    const direct = {
      brands: createBrandService(counting.db, systemClock, BENCH_BRAND_CACHE_MS),
      sessions: createSessionService(counting.db, systemClock),
      sessionTime: createSessionTime({
        db: counting.db,
        clock: systemClock,
        cache: createRulesCache(counting.db, systemClock, BENCH_BRAND_CACHE_MS),
      }),
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
    // The brand in memory first, as the HTTP run's app has it (16 calls missing the cache at once
    // would each read it, on either side).
    await direct.brands.byCode(options.brandCode);
    counting.reset();
    touching.reset();
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
      await directWalletTransfer(counting.db, direct, options.brandCode, sent).catch(() => (failures += 1));
    });
    return {
      perSecond: calls.length / ((performance.now() - started) / 1000),
      p99Ms: percentile(latencies, 99),
      failures,
      statements: perTransfer(counting, touching, calls.length),
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
