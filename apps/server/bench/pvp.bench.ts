/**
 * PVP card rooms benchmark (issue 33, decision 059): 1,000 tables of bots playing at once through
 * the real server over HTTP (the app listening on a port, fetch from this process). Players are made
 * in bulk (not timed), take their seats from their own addresses (the tables fill and the job
 * runner deals), then one driver per table plays its hands: the seat to act reads its table (GET)
 * and proposes its first legal move that is not a pass (POST /house/pvp/api/move, timed). Prints
 * the moves per second over the playing, the move call's latency (p50, p99, max), and checks that
 * every hand played was settled with its nets and fee adding up to nothing, and the ledger.
 *
 *   npm run bench:pvp
 *   npm run bench:pvp -- --database-url postgres://root@127.0.0.1:5432/test
 *   npm run bench:pvp -- --tables 1000 --room pusoy-5 --hands 1
 *
 * Figures are printed, never asserted; the exit code is 1 only if a check failed.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { systemClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { driveTable, leave, makeBots, sit, type Bot, type TableRun } from './pvp-bots.ts';
import { BENCH_APP_SECRET } from './wallet-http.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    tables: { type: 'string', default: '1000' },
    room: { type: 'string', default: 'pusoy-5' },
    hands: { type: 'string', default: '1' },
    width: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '0' },
  },
});
const percentile = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const databaseUrl = args['database-url'];
const schema = `bench_pvp_${Date.now().toString(36)}`;
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
}
const db = await openDb(databaseUrl ? { url: databaseUrl, schema } : {});
await migrate(db);
await seedDemo(db);
const brand = await createBrandService(db, systemClock, 0).byCode('bituin');
if (!brand) throw new Error('the demo brand is missing');
const where = databaseUrl ? 'the PostgreSQL server' : 'the embedded database';

// The app on the system clock with its job runner polling (the deals); no turn clock, so every move is a bot's.
const app = await buildApp({
  db,
  clock: systemClock,
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
    defaultMerchant: 'bituin',
    argon2MaxInFlight: 2,
    credentialRateLimit: 10_000_000,
    smsHttpUrl: '',
    smsHttpToken: '',
    smtpUrl: '',
    mailFrom: '',
    jobPollMs: 50,
    pvpTiming: { nextHandMs: 500, presenceMs: 3_600_000 },
  },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const room = await db.query<{ seats: number }>(
  `select case game when 'tongits' then 3 else 4 end as seats from pvp_rooms where room_code = $1 limit 1`,
  [args.room],
);
const seats = room[0]?.seats ?? 4;
const tables = Number(args.tables);
let failures = 0;

console.log(`\nmaking ${(tables * seats).toLocaleString('en')} players of ${args.room} (${seats} a table) on ${where} (not timed) ...`);
let started = performance.now();
const bots = await makeBots(db, systemClock, brand, { roomCode: args.room, count: tables * seats, fundMinor: 10_000_000n, width: 16 });
console.log(`  made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Seats (each bot from its own address); `width` bots sitting at once fill the tables one after the
// other; the drivers take the tables as the seats' answers name them.
started = performance.now();
const byTable = new Map<string, Bot[]>();
let nextBot = 0;
await Promise.all(
  Array.from({ length: Number(args.width) }, async () => {
    for (let b = nextBot++; b < bots.length; b = nextBot++) {
      const bot = bots[b] as Bot;
      const table = await sit(base, bot);
      byTable.set(table.tableId, [...(byTable.get(table.tableId) ?? []), bot]);
    }
  }),
);
// Sits racing for one table can open two half-full ones: their bots leave and sit again one by one.
const stray = [...byTable.entries()].filter(([, group]) => group.length < seats);
for (const [tableId, group] of stray) {
  byTable.delete(tableId);
  for (const bot of group) await leave(base, bot);
}
for (const bot of stray.flatMap(([, group]) => group)) {
  const table = await sit(base, bot);
  byTable.set(table.tableId, [...(byTable.get(table.tableId) ?? []), bot]);
}
const groups = [...byTable.values()];
const full = groups.filter((group) => group.length === seats).length;
console.log(
  `  ${bots.length.toLocaleString('en')} seats taken over HTTP in ${((performance.now() - started) / 1000).toFixed(1)} s: ${groups.length} tables, ${full} full`,
);
if (full !== tables) failures += 1;

const limitMs = Number(args.seconds) * 1000;
console.log(
  `\n${tables.toLocaleString('en')} tables playing ${args.hands} hand(s) each at once${limitMs ? ` (moves made for at most ${args.seconds} s)` : ''} ...`,
);
started = performance.now();
const stopAt = limitMs ? started + limitMs : Number.POSITIVE_INFINITY;
const runs: TableRun[] = await Promise.all(
  groups.filter((group) => group.length === seats).map((group) => driveTable(base, group, Number(args.hands), 120_000, stopAt)),
);
// Over the time moves were being made (a time limit ends the playing; calls under way then are counted).
const seconds = Math.min((performance.now() - started) / 1000, limitMs ? limitMs / 1000 : Number.POSITIVE_INFINITY);
const latencies = runs.flatMap((run) => run.latenciesMs).sort((a, b) => a - b);
const moves = latencies.length;
const handsPlayed = runs.reduce((sum, run) => sum + run.hands, 0);
const refused = runs.reduce((sum, run) => sum + run.refused, 0);
console.table([
  {
    tables,
    hands: handsPlayed,
    moves,
    seconds: Number(seconds.toFixed(1)),
    'moves/s': Math.round(moves / seconds),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'max ms': Math.round(latencies.at(-1) ?? 0),
    refused,
  },
]);
if ((!limitMs && handsPlayed < tables * Number(args.hands)) || refused > 0) failures += 1;

await app.close();
const settled = await db.query<{ hands: string; bad: string; rake: string }>(
  `select count(*)::text as hands,
          count(*) filter (where (select coalesce(sum(x::numeric), 0) from jsonb_array_elements_text(result->'netMinor') x) + (result->>'rakeMinor')::numeric <> 0)::text as bad,
          coalesce(sum((result->>'rakeMinor')::numeric), 0)::text as rake
     from pvp_hands where status = 'settled'`,
);
console.log(
  `settled hands: ${settled[0]?.hands}; hands whose nets and fee do not add up to nothing: ${settled[0]?.bad}; fees taken (minor): ${settled[0]?.rake}`,
);
if (Number(settled[0]?.hands) < handsPlayed || Number(settled[0]?.bad) > 0) failures += 1;
const report = await checkInvariants(db, brand.id);
await db.close();
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
}
console.log(`ledger check after the run: ${report.ok ? 'ok' : 'FAILED'}`);
if (!report.ok) failures += 1;
if (failures > 0) {
  console.error(`${failures} failure(s): a check failed`);
  process.exit(1);
}
