/**
 * Lottery benchmark (decision 028, 060). First tickets placed through the HTTP API: players post
 * orders of four 5D bets each on one draw (`POST /wps/v2/lottery/orders`: session, pricing, the
 * draw held, exposure within the cap, the order and its tickets, the stake through the ledger),
 * sent over a real socket by the load generator in a worker thread. The app runs on a Db that
 * counts what it sends (test/counting-db.ts): the statements per order (BEGIN and COMMIT included)
 * and the orders per transaction are printed, and the orders, tickets, stakes and exposure written
 * are checked against what was answered. Then the settlement of one draw holding a million
 * tickets, timed on its own (judging every ticket, paying every winner once), with a sample of
 * tickets checked against the maths and the ledger's balance check after both.
 *
 *   npm run bench:lottery
 *   npm run bench:lottery -- --database-url postgres://postgres@127.0.0.1:5432/test --tickets 1000000 --orders 6000
 *   npm run bench:lottery -- --database-url postgres://postgres@127.0.0.1:5432/test --tickets 0     (orders only)
 *
 * Figures are printed, never asserted; the exit code is 1 only if a timed call failed or a check did.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { API, HEADERS } from '@pkg/contracts/routes';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createSessionService } from '../src/modules/session/session.service.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { countingDb } from '../test/counting-db.ts';
import { seedBigDraw, timeSettlement } from './lottery-settle.ts';
import { runLoad, startBenchApp } from './wallet-http.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    orders: { type: 'string', default: '4000' },
    players: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '32' },
    // Tickets of the settlement's draw; 0 skips the settlement.
    tickets: { type: 'string', default: '1000000' },
    'settle-players': { type: 'string', default: '10000' },
  },
});
/**
 * CPU milliseconds (user and system) used so far by each PostgreSQL backend serving this run, read
 * from /proc (the server must run on this machine; an empty map otherwise or on the embedded database).
 */
async function databaseCpuMs(): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (!databaseUrl) return used;
  const backends = await db.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = $1`, [appName]);
  for (const { pid } of backends) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command in parentheses: user and system time in ticks (100 a second).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // Not on this machine.
    }
  }
  return used;
}
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
// The run's connections carry a name of their own, so their backends' CPU can be read (databaseCpuMs).
const appName = `bench-lottery-${process.pid}`;
const namedUrl = databaseUrl ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}application_name=${appName}` : '';
const db = await openDb(databaseUrl ? { url: namedUrl, schema } : {});
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
// The app's statements and transactions are counted; the benchmark's own set-up and checks go to db.
const counting = countingDb(db);
let transactions = 0;
const counted: Db = {
  ...counting.db,
  transaction(fn) {
    transactions += 1;
    return counting.db.transaction(fn);
  },
};
const { app, base } = await startBenchApp(counted, await createPasswordHasher(1), 'bituin', concurrency);
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
const [warm] = await db.query<{ orders: number }>(`select count(*)::int as orders from lottery_orders`);
counting.reset();
transactions = 0;
const databaseBefore = await databaseCpuMs();
const serverBefore = process.cpuUsage();
const placed = await runLoad({
  url: `${base}${API.lotteryOrders}`,
  headers: { 'content-type': 'application/json' },
  freshKeyHeader: HEADERS.idempotencyKey,
  concurrency,
  calls,
  okText: '"success":true',
});
const statements = counting.count();
const serverCpu = process.cpuUsage(serverBefore);
const databaseAfter = await databaseCpuMs();
const databaseCpu = [...databaseAfter].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? 0), 0);
failures += placed.failures;
// What the timed run wrote: an order and four tickets per answered call, its stake in the ledger, its
// exposure on the draw (four keys per order: a position digit, a big/small or odd/even, two digits, the sum's).
const [written] = await db.query<{ orders: number; tickets: number; staked: string; stakes: string; exposure: number }>(
  `select (select count(*)::int from lottery_orders) - $1 as orders, (select count(*)::int from lottery_tickets) as tickets,
          (select coalesce(sum(stake_minor), 0)::text from lottery_orders) as staked,
          (select coalesce(sum(amount), 0)::text from ledger_transfers where code = 'bet_stake') as stakes,
          (select count(*)::int from lottery_exposure where liability_minor > 0) as exposure`,
  [warm?.orders ?? 0],
);
const answered = calls.length - placed.failures;
const writtenOk =
  written?.orders === answered && written.tickets === 4 * (answered + (warm?.orders ?? 0)) && written.staked === written.stakes;
if (!writtenOk) failures += 1;
console.log(`\nlottery orders through HTTP on ${where}: ${calls.length} orders of 4 tickets on one draw, ${concurrency} at once`);
console.table([
  {
    'orders/s': Math.round(calls.length / (placed.elapsedMs / 1000)),
    'tickets/s': Math.round((calls.length * 4) / (placed.elapsedMs / 1000)),
    'p50 ms': percentile(placed.latencies, 50).toFixed(1),
    'p99 ms': percentile(placed.latencies, 99).toFixed(1),
    failures: placed.failures,
    'statements/order': (statements / calls.length).toFixed(2),
    'orders/transaction': (calls.length / Math.max(1, transactions)).toFixed(1),
  },
]);
// CPU per order is what the rate is made of on a busy machine: a quiet two-core machine running only
// this would place about 2,000 / (node + database) orders a second if nothing else held them up.
const nodeMs = (serverCpu.user + serverCpu.system) / 1000 / calls.length;
const loadMs = placed.cpuMs / calls.length;
const databaseMs = databaseCpu / calls.length;
console.log(
  `CPU per order: ${(nodeMs - loadMs).toFixed(2)} ms in the server's process, ${loadMs.toFixed(2)} ms in the load generator's thread` +
    (databaseAfter.size > 0 ? `, ${databaseMs.toFixed(2)} ms in the database's backends (/proc)` : '') +
    (databaseAfter.size > 0
      ? `; two cores at ${Math.round(2000 / (nodeMs + databaseMs))} orders/s if CPU alone set the pace, ` +
        `${Math.round(2000 / (nodeMs - loadMs + databaseMs))} with the load generated elsewhere`
      : ''),
);
console.log(
  `written: ${written?.orders} orders, ${written?.tickets} tickets (warm-up included), stakes ${written?.staked} in orders and ` +
    `${written?.stakes} in the ledger, ${written?.exposure} exposure keys loaded: ${writtenOk ? 'ok' : 'MISMATCH'}`,
);

// --- Settling one draw of a million tickets ---------------------------------------------------
const tickets = Number(args.tickets);
if (tickets === 0) {
  await app.close();
  const report = await checkInvariants(db, brand.id);
  await db.close();
  if (databaseUrl) {
    const admin = await openDb({ url: databaseUrl });
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  }
  console.log(`ledger check after the run: ${report.ok ? 'ok' : 'FAILED'}`);
  process.exit(failures > 0 || !report.ok ? 1 : 0);
}
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
