/**
 * Login benchmark: logins per second through the real HTTP API (encrypted payload, human check,
 * argon2id verify, session) next to the raw argon2id verify rate of this machine in the same run,
 * then a burst far above the in-flight bound to show overload is answered 429, not queued.
 *
 *   npm run bench:auth -- --logins 200 --concurrency 8 --burst 200
 *
 * Figures are printed, never asserted; the exit code is 1 only if a timed login failed.
 */
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { hash, verify } from '@node-rs/argon2';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { PayloadKeyValue } from '@pkg/contracts/auth';
import { sealPayload } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import { openDb } from '../src/db/client.ts';
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
    'max-in-flight': { type: 'string', default: '8' },
    // A PostgreSQL server to run on (a fresh schema is made and dropped); the embedded database otherwise.
    'database-url': { type: 'string', default: '' },
  },
});
const logins = Number(args.logins);
const concurrency = Number(args.concurrency);
const burst = Number(args.burst);
const maxInFlight = Number(args['max-in-flight']);
const TARGET_SHARE = 0.8;
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const databaseUrl = args['database-url'];
const schema = `bench_${Date.now().toString(36)}`;
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
}
const db = await openDb(databaseUrl ? { url: databaseUrl, schema } : {});
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
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const headers = { merchant: 'bituin', 'content-type': 'application/json' };

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  return { status: response.status, body: (await response.json()) as { success: boolean; value?: unknown; errorCode?: string } };
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

// Raw rate: argon2id verifies on this machine with the same width, nothing else around them.
const stored = await hash('Lakad2026!', ARGON2);
let started = performance.now();
await pool(logins, concurrency, async () => {
  await verify(stored, 'Lakad2026!');
});
const rawPerSecond = logins / ((performance.now() - started) / 1000);

// One account to log in to; payloads are sealed and human checks solved before the clock starts,
// because in real life that work happens on the players' phones, not on the server.
const key = (await call(API.sessionKey)).body.value as PayloadKeyValue;
const register = await sealPayload(
  { username: 'benchuser', password: 'Lakad2026!', confirmPassword: 'Lakad2026!', agreeTerms: true, humanCheck: await solved() },
  key,
);
await call(API.register, { method: 'PUT', body: JSON.stringify(register.body), headers: { encryption: register.header } });

async function solved(): Promise<string> {
  const challenge = (await call(API.humanCheck)).body.value as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const { algorithm, challenge: hashed, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hashed, number: solution?.number, salt, signature })).toString('base64');
}

async function prepare(count: number) {
  const sealed = [];
  for (let index = 0; index < count; index += 1) {
    sealed.push(await sealPayload({ type: 'username', username: 'benchuser', password: 'Lakad2026!', humanCheck: await solved() }, key));
  }
  return sealed;
}

const timed = await prepare(logins);
let failures = 0;
started = performance.now();
const latencies = await pool(logins, concurrency, async (index) => {
  const sealed = timed[index];
  const answer = await call(API.login, {
    method: 'POST',
    body: JSON.stringify(sealed?.body),
    headers: { encryption: sealed?.header ?? '' },
  });
  if (answer.status !== 200) failures += 1;
});
const loginPerSecond = logins / ((performance.now() - started) / 1000);

// Overload: everything at once, far above the in-flight bound.
const flood = await prepare(burst);
const statuses = new Map<number, number>();
started = performance.now();
await Promise.all(
  flood.map(async (sealed) => {
    const answer = await call(API.login, { method: 'POST', body: JSON.stringify(sealed.body), headers: { encryption: sealed.header } });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }),
);
const burstMs = performance.now() - started;

const share = loginPerSecond / rawPerSecond;
console.table([
  { measure: 'raw argon2id verify', 'per second': rawPerSecond.toFixed(1), 'p99 ms': '' },
  { measure: 'HTTP login', 'per second': loginPerSecond.toFixed(1), 'p99 ms': percentile(latencies, 99).toFixed(1) },
]);
console.log(
  `login / raw verify: ${(share * 100).toFixed(1)}% (target at least ${TARGET_SHARE * 100}%: ${share >= TARGET_SHARE ? 'meets' : 'below'})`,
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
