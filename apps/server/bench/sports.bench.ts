/**
 * Sportsbook benchmark (decision 058). First slips placed through the HTTP API: players with a
 * game session of the book post pre-match singles (`POST /house/sports/api/slips`: the game
 * session, the quotes held for share, the slip and its leg, the stake through the ledger, the
 * round and the claim; slips arriving together share one transaction), sent over a real socket by
 * the load generator in a worker thread. Then the settlement of one fixture holding a million
 * slips, timed on its own (every slip judged, every winner paid through the ledger, every round
 * closed), with the counts checked and the ledger's balance check after both.
 *
 *   npm run bench:sports
 *   npm run bench:sports -- --database-url postgres://postgres@127.0.0.1:5432/test --bets 1000000 --slips 6000
 *
 * Figures are printed, never asserted; the exit code is 1 only if a timed call failed or a check did.
 */
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createGameSessions } from '../src/modules/vendor-wallet/game-sessions.ts';
import { applyFeedBatch } from '../src/modules/sportsbook/feed-apply.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { seedBigFixture, timeBigSettlement } from './sports-settle.ts';
import { runLoad, startBenchApp } from './wallet-http.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    slips: { type: 'string', default: '4000' },
    players: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '32' },
    bets: { type: 'string', default: '1000000' },
    'settle-players': { type: 'string', default: '10000' },
    workers: { type: 'string', default: '' },
  },
});
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
let failures = 0;

const databaseUrl = args['database-url'];
const schema = `bench_sports_${Date.now().toString(36)}`;
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
}
const db = await openDb(databaseUrl ? { url: databaseUrl, schema } : {});
await migrate(db);
await seedDemo(db);
// The bench book offers its lines as they are, and the other games' clocks are stopped.
await db.query(`update games set enabled = false where vendor_code in ('BTFAST', 'BTXOSO')`);
const brand = await createBrandService(db, systemClock, 0).byCode('bituin');
if (!brand) throw new Error('the demo brand is missing');
const where = databaseUrl ? 'the PostgreSQL server' : 'the embedded database';

// --- Slips through the HTTP API ---------------------------------------------------------------
const concurrency = Number(args.concurrency);
const { app, base } = await startBenchApp(db, await createPasswordHasher(1), 'bituin', concurrency);
await applyFeedBatch(
  { db, jobs: app.jobs, publish: () => {} },
  brand.id,
  {
    source: 'bench',
    sports: [{ code: 'football', kind: 'sport', names: { EN: 'Football' } }],
    competitions: [{ code: 'bench-league', sport: 'football', names: { EN: 'Bench League' } }],
    fixtures: Array.from({ length: 10 }, (_, index) => ({
      ref: `bench-http-${index}`,
      competition: 'bench-league',
      kind: 'match' as const,
      home: `Home ${index}`,
      away: `Away ${index}`,
      startsAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      markets: [
        {
          ref: '1x2',
          definition: { type: '1x2' as const },
          prices: { home: '2.10', draw: '3.40', away: '3.30' },
          maxStakeMinor: '100000000',
        },
      ],
    })),
  },
  new Date(),
);
const selections = await db.query<{ id: string; price: number }>(
  `select s.id::text as id, s.price_x10k as price from sport_selections s join sport_fixtures f on f.id = s.fixture_id where f.feed_ref like 'bench-http-%' order by s.id`,
);
const players = Number(args.players);
await db.query(
  `insert into accounts (merchant_id, username, account_type) select $1, 'slipbench' || n, 0 from generate_series(1, $2::int) as n`,
  [brand.id, players],
);
const owners = await db.query<{ id: string }>(`select id::text as id from accounts where username like 'slipbench%' order by id`);
const bank = await openClearingAccount(db, brand.id, brand.currency.code, 'bench', new Date());
const sessions = createGameSessions(db, systemClock);
const tokens: string[] = [];
for (const owner of owners) {
  const wallet = await openPlayerWallet(db, brand.id, brand.currency.code, owner.id, new Date());
  await transfer(db, {
    brandId: brand.id,
    currency: brand.currency.code,
    code: 'deposit',
    idempotencyKey: `slipbench-fund-${wallet.id}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 1_000_000_000n,
    actor: 'bench',
    ip: null,
    at: new Date(),
  });
  const opened = await sessions.open({
    brand,
    account: { id: owner.id, accountType: 0 },
    vendorCode: 'BTSPORT',
    gameCode: 'sportsbook',
    language: 'EN',
  });
  tokens.push(opened.token);
}
const callsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const selection = selections[index % selections.length] as { id: string; price: number };
    return {
      headers: { [GAME_TOKEN_HEADER]: tokens[index % tokens.length] as string },
      body: JSON.stringify({
        key: randomUUID(),
        kind: 'single',
        legs: [{ selectionId: selection.id, priceX10k: selection.price }],
        stakeMinor: '1000',
        policy: 'accept_any',
      }),
    };
  });
const load = (calls: ReturnType<typeof callsOf>) =>
  runLoad({
    url: `${base}${API.sportsSlips}`,
    headers: { 'content-type': 'application/json' },
    concurrency,
    calls,
    okText: '"success":true',
  });
// A short warm-up lets V8 optimise the path before anything counts.
await load(callsOf(200));
const slipCount = Number(args.slips);
const placed = await load(callsOf(slipCount));
failures += placed.failures;
console.log(`\nslips through HTTP on ${where}: ${slipCount} pre-match singles, ${concurrency} at once, ${players} players`);
console.table([
  {
    'slips/s': Math.round(slipCount / (placed.elapsedMs / 1000)),
    'p50 ms': percentile(placed.latencies, 50).toFixed(1),
    'p99 ms': percentile(placed.latencies, 99).toFixed(1),
    failures: placed.failures,
  },
]);

// --- Settling one fixture of a million slips --------------------------------------------------
const bets = Number(args.bets);
console.log(
  `\nwriting ${bets.toLocaleString('en')} slips of ${Number(args['settle-players']).toLocaleString('en')} players on one fixture (not timed) ...`,
);
const seeded = await seedBigFixture(db, app.jobs, {
  brandId: brand.id,
  currency: brand.currency.code,
  bets,
  players: Number(args['settle-players']),
  log: console.log,
});
console.log(`  written in ${seeded.seconds.toFixed(1)} s`);
const workers = args.workers ? Number(args.workers) : db.kind === 'pglite' ? 1 : 4;
const settled = await timeBigSettlement(db, app.jobs, brand.id, seeded.fixtureId, workers);
await app.close();
const report = await checkInvariants(db, brand.id);
await db.close();
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
}
console.log(`\nsettlement of one fixture on ${where} (result 2-1: the home side wins), ${workers} workers`);
console.table([
  {
    slips: settled.run.slips,
    seconds: settled.seconds.toFixed(1),
    'slips/s': Math.round(settled.run.slips / settled.seconds),
    winners: seeded.winners,
    payouts: settled.counts?.payouts,
    'paid (minor)': settled.counts?.paid,
    'settled slips': settled.counts?.settled,
    'settled rounds': settled.counts?.rounds,
  },
]);
console.log(
  `where the workers' time went (s, summed over workers): ${Object.entries(settled.steps)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)}`)
    .join(', ')}`,
);
const expectedPaid = BigInt(seeded.winners) * seeded.winReturnMinor;
const ok =
  settled.run.slips === bets &&
  settled.counts?.settled === bets &&
  settled.counts?.payouts === seeded.winners &&
  settled.counts?.paid === expectedPaid.toString() &&
  !settled.run.superseded;
console.log(`every slip settled once, every winner paid ${expectedPaid.toString()} in all: ${ok}`);
console.log(
  `ledger check after the run: ${report.ok ? 'ok' : 'FAILED'} (${report.sums.map((sum) => `${sum.currency} sums to ${sum.sumMinor}`).join(', ')})`,
);
if (!report.ok || !ok) failures += 1;
if (failures > 0) {
  console.error(`${failures} failure(s): calls refused or a check failed`);
  process.exit(1);
}
