/**
 * Lottery benchmark (decision 028). First tickets placed through the HTTP API: players post orders
 * of four 5D bets each (`POST /wps/v2/lottery/orders`: session, pricing, the draw's lock, tickets,
 * exposure within the cap, the stake through the ledger), sent over a real socket by the load
 * generator in a worker thread. Then the settlement of one draw holding a million tickets, timed
 * on its own (judging every ticket, paying every winner once), with a sample of tickets checked
 * against the maths and the ledger's balance check after both.
 *
 *   npm run bench:lottery
 *   npm run bench:lottery -- --database-url postgres://postgres@127.0.0.1:5432/test --tickets 1000000 --orders 6000
 *
 * Figures are printed, never asserted; the exit code is 1 only if a timed call failed or a check did.
 */
import { parseArgs } from 'node:util';
import { API, HEADERS } from '@pkg/contracts/routes';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createSessionService } from '../src/modules/session/session.service.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { seedBigDraw, timeSettlement } from './lottery-settle.ts';
import { runLoad, startBenchApp } from './wallet-http.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    orders: { type: 'string', default: '4000' },
    players: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '32' },
    tickets: { type: 'string', default: '1000000' },
    'settle-players': { type: 'string', default: '10000' },
  },
});
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
let failures = 0;

const databaseUrl = args['database-url'];
const schema = `bench_lottery_${Date.now().toString(36)}`;
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

// --- Tickets through the HTTP API -------------------------------------------------------------
const players = Number(args.players);
await db.query(
  `insert into accounts (merchant_id, username, account_type) select $1, 'orderbench' || n, 0 from generate_series(1, $2::int) as n`,
  [brand.id, players],
);
const owners = await db.query<{ id: string }>(`select id::text as id from accounts where username like 'orderbench%' order by id`);
const bank = await openClearingAccount(db, brand.id, brand.currency.code, 'bench', new Date());
const sessions = createSessionService(db, systemClock);
const tokens: string[] = [];
for (const owner of owners) {
  const wallet = await openPlayerWallet(db, brand.id, brand.currency.code, owner.id, new Date());
  await transfer(db, {
    brandId: brand.id,
    currency: brand.currency.code,
    code: 'deposit',
    idempotencyKey: `fund-${wallet.id}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 1_000_000_000n,
    actor: 'bench',
    ip: null,
    at: new Date(),
  });
  tokens.push(await sessions.open(db, brand, owner.id, '127.0.0.1', 'bench'));
}
// A draw open for the whole run (a real one closes every few minutes).
const now = Date.now();
await db.query(
  `insert into lottery_draws (merchant_id, game_code, draw_no, opens_at, closes_at, draw_at, status, created_at) values ($1, 'ssc-5m', '20991230-0001', $2, $3, $3, 'open', $2)`,
  [brand.id, new Date(now - 60_000).toISOString(), new Date(now + 3_600_000).toISOString()],
);
const concurrency = Number(args.concurrency);
const { app, base } = await startBenchApp(db, await createPasswordHasher(1), 'bituin', concurrency);
const digit = () => String(Math.floor(Math.random() * 10));
const calls = Array.from({ length: Number(args.orders) }, (_, index) => ({
  headers: { authorization: tokens[index % tokens.length] as string },
  body: JSON.stringify({
    gameCode: 'ssc-5m',
    numero: '20991230-0001',
    bets: [
      { betType: 'ssc.pos', picks: [[digit()], [], [], [], []], unitMinor: '100' },
      {
        betType: 'ssc.bsoe',
        picks: [0, 1, 2, 3, 4].map((r) => (r === index % 5 ? [['B', 'S', 'O', 'E'][index % 4] as string] : [])),
        unitMinor: '200',
      },
      { betType: 'ssc.f2.direct', picks: [[digit()], [digit()]], unitMinor: '100' },
      { betType: 'ssc.sum.bsoe', picks: [[['B', 'S', 'O', 'E'][(index >> 2) % 4] as string]], unitMinor: '100' },
    ],
  }),
}));
// A short warm-up lets V8 optimise the path before anything counts.
await runLoad({
  url: `${base}${API.lotteryOrders}`,
  headers: { 'content-type': 'application/json' },
  freshKeyHeader: HEADERS.idempotencyKey,
  concurrency,
  calls: calls.slice(0, 200),
  okText: '"success":true',
});
const placed = await runLoad({
  url: `${base}${API.lotteryOrders}`,
  headers: { 'content-type': 'application/json' },
  freshKeyHeader: HEADERS.idempotencyKey,
  concurrency,
  calls,
  okText: '"success":true',
});
failures += placed.failures;
console.log(`\nlottery orders through HTTP on ${where}: ${calls.length} orders of 4 tickets, ${concurrency} at once`);
console.table([
  {
    'orders/s': Math.round(calls.length / (placed.elapsedMs / 1000)),
    'tickets/s': Math.round((calls.length * 4) / (placed.elapsedMs / 1000)),
    'p50 ms': percentile(placed.latencies, 50).toFixed(1),
    'p99 ms': percentile(placed.latencies, 99).toFixed(1),
    failures: placed.failures,
  },
]);

// --- Settling one draw of a million tickets ---------------------------------------------------
const tickets = Number(args.tickets);
console.log(
  `\nwriting ${tickets.toLocaleString('en')} tickets of ${Number(args['settle-players']).toLocaleString('en')} players on one draw (not timed) ...`,
);
const seeded = await seedBigDraw(db, {
  brandId: brand.id,
  currency: brand.currency.code,
  tickets,
  players: Number(args['settle-players']),
  log: console.log,
});
console.log(`  written in ${seeded.seconds.toFixed(1)} s`);
const settled = await timeSettlement(db, app.lottery.settlement, seeded.drawId);
await app.close();
const report = await checkInvariants(db, brand.id);
await db.close();
if (databaseUrl) {
  // The run's schema goes, as the other benches' do.
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
}
console.log(`\nsettlement of one draw on ${where} (result ${settled.numbers.join(' ')})`);
console.table([
  {
    tickets: settled.totals?.tickets,
    seconds: settled.seconds.toFixed(1),
    'tickets/s': Math.round((settled.totals?.tickets ?? 0) / settled.seconds),
    winners: settled.totals?.won,
    payouts: settled.paid?.payouts,
    'paid (minor)': settled.paid?.moved,
    'won (minor)': settled.totals?.win,
    draw: settled.totals?.status,
  },
]);
const paidMatches = settled.paid?.moved === settled.totals?.win;
console.log(`${settled.sampled} tickets re-judged by the maths: ${settled.mismatches} differ; paid equals won: ${paidMatches}`);
for (const example of settled.examples) console.log('  differs:', JSON.stringify(example));
console.log(
  `ledger check after the run: ${report.ok ? 'ok' : 'FAILED'} (${report.sums.map((sum) => `${sum.currency} sums to ${sum.sumMinor}`).join(', ')})`,
);
if (!report.ok || settled.mismatches > 0 || !paidMatches || settled.totals?.status !== 'settled') failures += 1;
if (failures > 0) {
  console.error(`${failures} failure(s): calls refused or a check failed`);
  process.exit(1);
}
