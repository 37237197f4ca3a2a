/**
 * Cockfight arena benchmark (issue 34, decision 056). First the settlement of one fight holding
 * 50,000 bets of 25,000 players (placed through the round engine, not timed), timed on its own with
 * the statements it sent; every bet's return is checked against packages/games' sabong and the pool
 * against returns + plasada + breakage. Then 5,000 open live streams of the arena over real sockets
 * (a worker thread holds them), a new fight, and a burst of bets: the time until each stream has the
 * pools' new totals (the odds), the last one above all. Target: the settlement under 2 s.
 *
 *   npm run bench:arena
 *   npm run bench:arena -- --database-url postgres://postgres@127.0.0.1:5432/test [--redis-url redis://127.0.0.1:6379]
 *   npm run bench:arena -- --bets 50000 --players 25000 --batch 2000 --streams 5000 --burst 200
 *
 * Figures are printed, never asserted; the exit code is 1 only if a check failed.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createRedisCluster } from '../src/lib/cluster-redis.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { benchArenaSettlement } from './arena-settle.ts';
import { benchArenaStreams } from './arena-streams.ts';
import { BENCH_APP_SECRET } from './wallet-http.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    'redis-url': { type: 'string', default: '' },
    bets: { type: 'string', default: '50000' },
    players: { type: 'string', default: '25000' },
    batch: { type: 'string', default: '2000' },
    width: { type: 'string', default: '64' },
    streams: { type: 'string', default: '5000' },
    burst: { type: 'string', default: '200' },
  },
});
const percentile = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const BRAND = 'bituin-intl';

const databaseUrl = args['database-url'];
const schema = `bench_arena_${Date.now().toString(36)}`;
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
}
const db = await openDb(databaseUrl ? { url: databaseUrl, schema } : {});
await migrate(db);
await seedDemo(db);
const brand = await createBrandService(db, systemClock, 0).byCode(BRAND);
if (!brand) throw new Error('the international demo brand is missing');
const where = databaseUrl ? 'the PostgreSQL server' : 'the embedded database';
const cluster = args['redis-url']
  ? createRedisCluster({ url: args['redis-url'], prefix: `bench${randomBytes(4).toString('hex')}:` })
  : undefined;
await cluster?.ready();

// The app on the system clock, without a polling job runner: the bench moves the fights itself.
// Streams come from many addresses (X-Forwarded-For), as players do through a proxy.
const app = await buildApp({
  db,
  clock: systemClock,
  ...(cluster ? { cluster } : {}),
  lookupCountry: offlineCountryLookup,
  secret: BENCH_APP_SECRET,
  passwordHasher: await createPasswordHasher(1),
  config: {
    trustProxy: true,
    logLevel: 'silent',
    bodyLimitBytes: 65_536,
    rateLimitPerMinute: 10_000_000,
    brandCacheMs: 60_000,
    webDist: '',
    defaultMerchant: BRAND,
    argon2MaxInFlight: 2,
    credentialRateLimit: 10_000_000,
    smsHttpUrl: '',
    smsHttpToken: '',
    smtpUrl: '',
    mailFrom: '',
  },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
let failures = 0;

// --- Settling one fight of 50,000 bets ----------------------------------------------------------
console.log(
  `\nplacing ${Number(args.bets).toLocaleString('en')} bets of ${Number(args.players).toLocaleString('en')} players on one fight (not timed) ...`,
);
const run = await benchArenaSettlement(db, app, {
  brandId: brand.id,
  currency: brand.currency.code,
  players: Number(args.players),
  bets: Number(args.bets),
  batchSize: Number(args.batch),
  width: Number(args.width),
  log: console.log,
});
console.log(`\nsettlement of one fight declared Meron on ${where} (batches of up to ${args.batch} players)`);
console.table([
  {
    bets: run.bets,
    players: run.players,
    'settle ms': Math.round(run.settleSeconds * 1000),
    'bets/s': Math.round(run.bets / run.settleSeconds),
    statements: run.statements,
    payouts: run.payouts,
    'paid (minor)': run.paidMinor.toString(),
    'placing s': run.placeSeconds.toFixed(1),
  },
]);
const { pool } = run;
console.log(
  `the pool: ${pool.totalMinor} = returned ${pool.returnedMinor} + plasada ${pool.plasadaMinor} + breakage ${pool.breakageMinor} (minor units)`,
);
console.log(`where the settlement's time went (statements by their first words):`);
console.table(run.breakdown.slice(0, 12));
console.log(`every bet's return re-judged by the maths: ${run.mismatches} differ`);
if (run.mismatches > 0 || run.refused > 0 || pool.returnedMinor + pool.plasadaMinor + pool.breakageMinor !== pool.totalMinor) failures += 1;

// --- 5,000 streams receiving the odds -----------------------------------------------------------
const count = Number(args.streams);
console.log(`\nopening ${count.toLocaleString('en')} live streams of the arena over real sockets ...`);
const streamed = await benchArenaStreams(db, app, {
  base,
  brandId: brand.id,
  merchant: BRAND,
  count,
  width: 200,
  bets: Number(args.burst),
});
console.log(`  ${streamed.opened} opened (${streamed.failed} failed) in ${streamed.openSeconds.toFixed(1)} s`);
console.log(
  `\n${args.burst} bets on a new fight (placed in ${streamed.betsMs.toFixed(0)} ms), the pools' totals reaching ${streamed.opened.toLocaleString('en')} streams${cluster ? ' through Redis' : ''} (ms after the last bet; totals are sent at most every 400 ms)`,
);
console.table([
  {
    received: streamed.latencies.length,
    missing: streamed.missing,
    'first ms': Math.round(streamed.latencies[0] ?? 0),
    'p50 ms': Math.round(percentile(streamed.latencies, 50)),
    'p99 ms': Math.round(percentile(streamed.latencies, 99)),
    'last ms': Math.round(streamed.latencies.at(-1) ?? 0),
  },
]);
if (streamed.missing > 0 || streamed.failed > 0) failures += 1;

await app.close();
await cluster?.close();
const report = await checkInvariants(db, brand.id);
await db.close();
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
}
console.log(`\nledger check after the run: ${report.ok ? 'ok' : 'FAILED'}`);
if (!report.ok) failures += 1;
if (failures > 0) {
  console.error(`${failures} failure(s): a check failed`);
  process.exit(1);
}
