/**
 * Login benchmark: logins per second through the real HTTP API (encrypted payload, human check,
 * argon2id verify, session) next to the raw argon2id verify rate of this machine, then a burst far
 * above the in-flight bound to show overload is answered 429, not queued.
 *
 *   npm run bench:auth -- --logins 200 --concurrency 8 --rounds 3 --warmup 30 --burst 200 --accounts 8
 *   npm run bench:auth -- --database-url postgres://postgres@127.0.0.1:5432/test [--waits]
 *
 * The raw rate and the login rate are measured back to back in each round, so a machine shared
 * with other work is compared with itself; the share reported is the median of the rounds. CPU
 * milliseconds per operation are those of this process (all its threads: argon2, the server, the
 * bench's own HTTP client) plus, on a local PostgreSQL server, its backends serving this bench
 * (read from /proc). On a machine busy with other work the rates wander; the CPU share (raw CPU
 * per verify over CPU per login) is what CPU-bound throughput tends to on an idle machine.
 *
 * Logins are spread over `--accounts` players of one brand (one per concurrent caller by default),
 * as real logins are: they then meet only on what a brand shares, its audit chain head (decision
 * 042), not on one player's rows. The client is node:http with kept-alive sockets (fetch cost
 * about 1 ms of CPU more per call here, billed to the login). Also printed: database statements
 * per login, and with `--waits` on PostgreSQL, how often a backend of the bench was seen waiting
 * on a lock during the login rounds (decision 048).
 *
 * Figures are printed, never asserted; the exit code is 1 only if a timed login failed.
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { hash, verify } from '@node-rs/argon2';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { PayloadKeyValue } from '@pkg/contracts/auth';
import { sealPayload } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import { openDb } from '../src/db/client.ts';
import { countingDb } from '../test/counting-db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { systemClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { buildApp } from '../src/app.ts';

const { values: args } = parseArgs({
  options: {
    logins: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    burst: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    // Untimed logins first, so the rounds measure the server warmed up (JIT, pools, caches).
    warmup: { type: 'string', default: '30' },
    'max-in-flight': { type: 'string', default: '8' },
    // Players the logins are spread over (round robin); 0 means one per concurrent caller.
    accounts: { type: 'string', default: '0' },
    // Sample pg_stat_activity during the login rounds for backends waiting on a lock (PostgreSQL only).
    waits: { type: 'boolean', default: false },
    // A PostgreSQL server to run on (a fresh schema is made and dropped); the embedded database otherwise.
    'database-url': { type: 'string', default: '' },
  },
});
const logins = Number(args.logins);
const concurrency = Number(args.concurrency);
const burst = Number(args.burst);
const rounds = Math.max(1, Number(args.rounds));
const warmup = Math.max(0, Number(args.warmup));
const maxInFlight = Number(args['max-in-flight']);
const accounts = Math.max(1, Number(args.accounts) || concurrency);
const TARGET_SHARE = 0.8;
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const databaseUrl = args['database-url'];
const schema = `bench_${Date.now().toString(36)}`;
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
}
// Named, so the CPU of the PostgreSQL backends serving this bench can be found (postgresCpuMs).
const applicationName = `bench_auth_${process.pid}`;
const counted = countingDb(await openDb(databaseUrl ? { url: withApplicationName(databaseUrl, applicationName), schema } : {}));
const db = counted.db;

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

/** CPU ms used so far by each PostgreSQL backend of this bench, by pid; empty unless the server runs here (Linux). */
async function postgresCpuMs(): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (!databaseUrl) return used;
  const rows = await db.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
  for (const { pid } of rows) {
    try {
      // Fields after the command name; utime and stime are the 12th and 13th, in 1/100 s (USER_HZ).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // Not on this machine, or the backend just ended.
    }
  }
  return used;
}
await migrate(db);
await seedDemo(db);
const app = await buildApp({
  db,
  clock: systemClock,
  lookupCountry: offlineCountryLookup,
  secret: 'bench-secret-that-is-at-least-32-characters',
  config: {
    trustProxy: false,
    logLevel: 'silent',
    bodyLimitBytes: 65_536,
    rateLimitPerMinute: 1e9,
    brandCacheMs: 5_000,
    webDist: '',
    defaultMerchant: '',
    argon2MaxInFlight: maxInFlight,
    credentialRateLimit: 1e9,
    smsHttpUrl: '',
    smsHttpToken: '',
    smtpUrl: '',
    mailFrom: '',
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const headers = { merchant: 'bituin', 'content-type': 'application/json' };
const agent = new Agent({ keepAlive: true, maxSockets: Math.max(concurrency, burst) });

/** One call to the API over a kept-alive socket; answers its status and the envelope. */
function call(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: { success: boolean; value?: unknown; errorCode?: string } }>((resolve, reject) => {
    const target = new URL(base + path);
    const body = init.body ?? '';
    const request = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: init.method ?? 'GET',
        headers: { ...headers, ...init.headers, ...(init.body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Runs `count` tasks with at most `width` at once; returns each task's latency in ms. */
async function pool(count: number, width: number, task: (index: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        const started = performance.now();
        await task(index);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

const stored = await hash('Lakad2026!', ARGON2);

/** Runs `count` tasks `width` at a time; answers the rate, the CPU ms per task (this process and its PostgreSQL backends) and each latency. */
async function measure(count: number, task: (index: number) => Promise<void>) {
  const databaseBefore = await postgresCpuMs();
  const statementsBefore = counted.count();
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const latencies = await pool(count, concurrency, task);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const statements = (counted.count() - statementsBefore) / count;
  let databaseMs = 0;
  for (const [pid, ms] of await postgresCpuMs()) databaseMs += ms - (databaseBefore.get(pid) ?? 0);
  return { perSecond: count / seconds, cpuMs: ((cpu.user + cpu.system) / 1000 + databaseMs) / count, latencies, statements };
}

/**
 * With --waits on PostgreSQL: samples the bench's backends every 5 ms from a connection of its
 * own until stopped, and answers the mean number waiting on a lock and the mean number idle inside
 * an open transaction (holding whatever locks it took while this process gets round to it).
 */
async function sampleWaits(): Promise<() => Promise<{ lockWaiting: number; idleInTransaction: number; samples: number }>> {
  if (!args.waits || !databaseUrl) return async () => ({ lockWaiting: 0, idleInTransaction: 0, samples: 0 });
  const monitor = await openDb({ url: databaseUrl });
  let running = true;
  let samples = 0;
  let lockWaiting = 0;
  let idleInTransaction = 0;
  const loop = (async () => {
    while (running) {
      const [row] = await monitor.query<{ locked: number; idle: number }>(
        `select count(*) filter (where wait_event_type = 'Lock')::int as locked,
                count(*) filter (where state = 'idle in transaction')::int as idle
           from pg_stat_activity where application_name = $1`,
        [applicationName],
      );
      samples += 1;
      lockWaiting += row?.locked ?? 0;
      idleInTransaction += row?.idle ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await monitor.close();
    return { lockWaiting: lockWaiting / Math.max(1, samples), idleInTransaction: idleInTransaction / Math.max(1, samples), samples };
  };
}

// The players to log in as; payloads are sealed and human checks solved before the clock starts,
// because in real life that work happens on the players' phones, not on the server.
const key = (await call(API.sessionKey)).body.value as PayloadKeyValue;
const usernames = Array.from({ length: accounts }, (_, index) => `benchuser${index}`);
for (const username of usernames) {
  const register = await sealPayload(
    { username, password: 'Lakad2026!', confirmPassword: 'Lakad2026!', agreeTerms: true, humanCheck: await solved() },
    key,
  );
  const registered = await call(API.register, {
    method: 'PUT',
    body: JSON.stringify(register.body),
    headers: { encryption: register.header },
  });
  if (registered.status !== 200) throw new Error(`registering ${username}: ${registered.status} ${registered.body.errorCode ?? ''}`);
}

async function solved(): Promise<string> {
  const challenge = (await call(API.humanCheck)).body.value as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const { algorithm, challenge: hashed, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hashed, number: solution?.number, salt, signature })).toString('base64');
}

async function prepare(count: number) {
  const sealed = [];
  for (let index = 0; index < count; index += 1) {
    const username = usernames[index % accounts];
    sealed.push(await sealPayload({ type: 'username', username, password: 'Lakad2026!', humanCheck: await solved() }, key));
  }
  return sealed;
}

let failures = 0;
for (const sealed of await prepare(warmup)) {
  await call(API.login, { method: 'POST', body: JSON.stringify(sealed.body), headers: { encryption: sealed.header } });
}
const rows: Array<Record<string, string | number>> = [];
const shares: number[] = [];
const cpuShares: number[] = [];
const allLatencies: number[] = [];
const statementsPerLogin: number[] = [];
const waits: Array<{ lockWaiting: number; idleInTransaction: number; samples: number }> = [];
for (let round = 1; round <= rounds; round += 1) {
  // Raw rate: argon2id verifies with the same width, nothing else around them.
  const raw = await measure(logins, async () => {
    await verify(stored, 'Lakad2026!');
  });
  const timed = await prepare(logins);
  const stopSampling = await sampleWaits();
  const login = await measure(logins, async (index) => {
    const sealed = timed[index];
    const answer = await call(API.login, {
      method: 'POST',
      body: JSON.stringify(sealed?.body),
      headers: { encryption: sealed?.header ?? '' },
    });
    if (answer.status !== 200) failures += 1;
  });
  waits.push(await stopSampling());
  statementsPerLogin.push(login.statements);
  shares.push(login.perSecond / raw.perSecond);
  cpuShares.push(raw.cpuMs / login.cpuMs);
  allLatencies.push(...login.latencies);
  rows.push(
    { round, measure: 'raw argon2id verify', 'per second': raw.perSecond.toFixed(1), 'CPU ms each': raw.cpuMs.toFixed(2), 'p99 ms': '' },
    {
      round,
      measure: 'HTTP login',
      'per second': login.perSecond.toFixed(1),
      'CPU ms each': login.cpuMs.toFixed(2),
      'p99 ms': percentile(login.latencies, 99).toFixed(1),
    },
  );
}

// Overload: everything at once, far above the in-flight bound.
const flood = await prepare(burst);
const statuses = new Map<number, number>();
const burstStarted = performance.now();
await Promise.all(
  flood.map(async (sealed) => {
    const answer = await call(API.login, { method: 'POST', body: JSON.stringify(sealed.body), headers: { encryption: sealed.header } });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }),
);
const burstMs = performance.now() - burstStarted;

const share = percentile(shares, 50);
console.log(
  `${databaseUrl ? 'PostgreSQL' : 'embedded database (PGlite)'}; ${logins} each, ${concurrency} at once, ${rounds} rounds after ${warmup} warm-up logins`,
);
console.table(rows);
console.log(`login p99 over all rounds: ${percentile(allLatencies, 99).toFixed(1)} ms`);
console.log(
  `ratio login/raw (logins per second / raw argon2id verifies per second), median of the rounds: ${share.toFixed(2)} (rounds: ${shares.map((value) => value.toFixed(2)).join(', ')}; target at least ${TARGET_SHARE}: ${share >= TARGET_SHARE ? 'meets' : 'below'})`,
);
console.log(
  `database statements per login (BEGIN and COMMIT included): ${percentile(statementsPerLogin, 50).toFixed(2)}; logins spread over ${accounts} players of one brand`,
);
if (args.waits && databaseUrl) {
  console.log(
    `bench backends during the login rounds, mean of ${waits.map((w) => w.samples).join(' + ')} samples: ` +
      `${waits.map((w) => w.lockWaiting.toFixed(2)).join(', ')} waiting on a lock; ${waits.map((w) => w.idleInTransaction.toFixed(2)).join(', ')} idle in a transaction`,
  );
}
console.log(
  `CPU share (raw CPU per verify / CPU per login), median of the rounds: ${(percentile(cpuShares, 50) * 100).toFixed(1)}% (rounds: ${cpuShares.map((value) => `${(value * 100).toFixed(1)}%`).join(', ')})`,
);
console.log(
  `burst of ${burst} at once with ${maxInFlight} hashes allowed in flight: ${[...statuses].map(([status, n]) => `${n}x ${status}`).join(', ')} in ${burstMs.toFixed(0)} ms`,
);
await app.close();
await db.close();
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
}
process.exit(failures > 0 ? 1 : 0);
