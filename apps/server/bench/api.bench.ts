/**
 * API throughput benchmark: how much of the bare framework's speed the real status call keeps.
 *
 *   npm run bench:api -- --duration 10 --connections 50 --warmup 2 --workers 1
 *
 * It prints figures and asserts none: the exit code is 1 only when a request failed or was
 * answered with a non-2xx status, because then the figures describe errors, not the endpoint.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { systemClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { buildApp } from '../src/app.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    // The load generator gets its own thread so it does not share the server's event loop and
    // skew the figures; 0 runs it on the main thread.
    workers: { type: 'string', default: '1' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const workers = Number(args.workers);

/** The real call must keep at least this share of the bare call's requests per second. */
const TARGET_RATIO = 0.6;

// A fresh in-memory database, as a first start would have; the rate limit is raised out of the
// way because the benchmark's single client address would otherwise be throttled.
const db = await openDb({});
await migrate(db);
await seedDemo(db);
const app = await buildApp({
  db,
  clock: systemClock,
  lookupCountry: offlineCountryLookup,
  secret: randomBytes(32).toString('base64url'),
  config: {
    trustProxy: false,
    logLevel: 'silent',
    bodyLimitBytes: 65_536,
    rateLimitPerMinute: 1e9,
    brandCacheMs: 5_000,
    webDist: '',
    defaultMerchant: '',
    argon2MaxInFlight: 8,
    credentialRateLimit: 10_000,
    smsHttpUrl: '',
    smsHttpToken: '',
    smtpUrl: '',
    mailFrom: '',
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const endpoints: { name: string; path: string; headers: Record<string, string> }[] = [
  // Liveness: no database, no brand, no rate limit; the ceiling of the stack.
  { name: 'GET /healthz/live (bare)', path: '/healthz/live', headers: {} },
  // The site's first call: rate limit, brand context, the brand's links (two queries, cached with
  // the brand), zod response serialisation.
  { name: 'GET /wps/system/status (real)', path: '/wps/system/status', headers: { merchant: 'bituin' } },
];

let failures = 0;
async function load(path: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url: origin + path, headers, connections, duration: seconds, workers });
  failures += result.errors + result.timeouts + result.non2xx;
  return result;
}

const rows: { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }[] = [];
for (const endpoint of endpoints) {
  // The warm-up lets V8 optimise the hot path and fills the brand caches before anything counts.
  if (warmup > 0) await load(endpoint.path, endpoint.headers, warmup);
  const result = await load(endpoint.path, endpoint.headers, duration);
  rows.push({
    name: endpoint.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
}

await app.close();
await db.close();

const [bare, real] = rows as [(typeof rows)[0], (typeof rows)[0]];
console.log(`\n${connections} connections, ${duration} s each after ${warmup} s warm-up, ${workers} load worker(s)\n`);
console.table(
  rows.map((row) => ({
    endpoint: row.name,
    'req/s (mean)': Math.round(row.rps),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    non2xx: row.non2xx,
    errors: row.errors,
  })),
);
const ratio = real.rps / bare.rps;
const verdict = ratio >= TARGET_RATIO ? 'meets' : 'below';
console.log(`real/bare req/s: ${(ratio * 100).toFixed(1)}%  (target: at least ${TARGET_RATIO * 100}%, ${verdict})`);

if (failures > 0) {
  console.error(`${failures} request(s) failed or were answered non-2xx (warm-ups included): the figures measure errors`);
  process.exit(1);
}
