/**
 * Games benchmark. First the slot maths alone: simulated spins per second of each house title with
 * the server's cryptographic source, and the measured RTP with its 99% confidence interval beside
 * the title's exact value (games-maths.ts). Then spins through the HTTP API (the game page's
 * `POST /house/slots/api/spin`: game session, stake check, then the spin row, stake, win, round
 * and claims in one transaction shared by the spins arriving together, decision 050) next to the
 * player's balance call (`GET /wps/v2/wallets/balance`) in the same run, on the same server and
 * database, with their ratio (`spin/balance ratio`) and the statements each call sends (the app runs on a counting Db,
 * test/counting-db.ts): one call at a time after a warm-up, and on average under the load
 * (background jobs included, so a little above the calls' own).
 *
 *   npm run bench:games
 *   npm run bench:games -- --database-url postgres://postgres@127.0.0.1:5432/test --duration 10 --connections 16
 *
 * Figures are printed, never asserted; the exit code is 1 only if a timed call failed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { countingDb } from '../test/counting-db.ts';
import { systemClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createSessionService } from '../src/modules/session/session.service.ts';
import { createGameSessions } from '../src/modules/vendor-wallet/game-sessions.ts';
import { HOUSE_VENDOR_CODE } from '../src/modules/vendor-wallet/signature.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { benchSlotMaths } from './games-maths.ts';

const { values: args } = parseArgs({
  options: {
    spins: { type: 'string', default: '300000' },
    players: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    game: { type: 'string', default: 'bituin-lines' },
    'database-url': { type: 'string', default: '' },
  },
});
const percent = (x: number): string => `${(x * 100).toFixed(2)}%`;

console.log(`\nhouse slot maths, ${args.spins} simulated spins per title (crypto.getRandomValues, unbiased scaling)`);
console.table(
  benchSlotMaths(Number(args.spins)).map((row) => ({
    title: row.code,
    'spins/s': row.spinsPerSecond,
    'measured RTP': percent(row.rtp),
    '99% CI': `${percent(row.ci99[0])} .. ${percent(row.ci99[1])}`,
    'exact RTP': percent(row.theoretical),
    'exact inside CI': row.theoretical >= row.ci99[0] && row.theoretical <= row.ci99[1],
  })),
);

// The HTTP half: a fresh database (a new schema on the server, or the embedded one in memory).
const databaseUrl = args['database-url'];
const schema = `bench_games_${Date.now().toString(36)}`;
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

// Players with money, a site session (balance calls) and a game session (spins) each.
const players = Number(args.players);
await db.query(
  `insert into accounts (merchant_id, username, account_type) select $1, 'slotbench' || n, 0 from generate_series(1, $2::int) as n`,
  [brand.id, players],
);
const owners = await db.query<{ id: string }>(`select id::text as id from accounts where username like 'slotbench%' order by id`);
const bank = await openClearingAccount(db, brand.id, brand.currency.code, 'bench', new Date());
const sessions = createSessionService(db, systemClock);
const gameSessions = createGameSessions(db, systemClock);
const siteTokens: string[] = [];
const gameTokens: string[] = [];
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
  siteTokens.push(await sessions.open(db, brand, owner.id, '127.0.0.1', 'bench'));
  const opened = await gameSessions.open({
    brand,
    account: { id: owner.id, accountType: 0 },
    vendorCode: HOUSE_VENDOR_CODE,
    gameCode: args.game,
    language: 'EN',
  });
  gameTokens.push(opened.token);
}

// The app runs on a Db that counts its statements (test/counting-db.ts), for the statements per call below.
const counting = countingDb(db);
const app = await buildApp({
  db: counting.db,
  clock: systemClock,
  lookupCountry: offlineCountryLookup,
  secret: randomBytes(32).toString('base64url'),
  config: {
    trustProxy: false,
    logLevel: 'silent',
    bodyLimitBytes: 65_536,
    // One client address sends everything: the per-IP limits are raised out of the way.
    rateLimitPerMinute: 1e9,
    brandCacheMs: 5_000,
    webDist: '',
    defaultMerchant: '',
    argon2MaxInFlight: 8,
    credentialRateLimit: 1e9,
    smsHttpUrl: '',
    smsHttpToken: '',
    smtpUrl: '',
    mailFrom: '',
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The lowest stake of the title, as the game page offers it.
const sessionAnswer = await fetch(origin + API.houseSlotSession, { headers: { [GAME_TOKEN_HEADER]: gameTokens[0] as string } });
const stakeMinor = ((await sessionAnswer.json()) as { value: { defaultStakeMinor: string } }).value.defaultStakeMinor;

// Statements per call, one call at a time after a warm-up (caches filled, as under load).
async function statementsPerCall(count: number, send: (index: number) => Promise<Response>): Promise<number> {
  for (let index = 0; index < 5; index += 1) await (await send(index)).arrayBuffer();
  counting.reset();
  for (let index = 0; index < count; index += 1) {
    const response = await send(index);
    if (!response.ok) throw new Error(`a counted call answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
  return counting.count() / count;
}
const spinStatements = await statementsPerCall(50, (index) =>
  fetch(origin + API.houseSlotSpin, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [GAME_TOKEN_HEADER]: gameTokens[index % gameTokens.length] as string },
    body: JSON.stringify({ stakeMinor, spinId: randomUUID() }),
  }),
);
const balanceStatements = await statementsPerCall(50, (index) =>
  fetch(origin + API.balance, { headers: { merchant: brand.code, authorization: siteTokens[index % siteTokens.length] as string } }),
);

const duration = Number(args.duration);
const connections = Number(args.connections);
let failures = 0;
let next = 0;
async function load(name: string, options: autocannon.Options) {
  // A short warm-up lets V8 optimise the path before anything counts.
  await autocannon({ ...options, duration: 2 });
  // A production database's statistics are kept by autovacuum; this schema was filled seconds ago
  // and would be planned as if its tables were empty.
  await db.exec('analyze');
  counting.reset();
  const result = await autocannon({ ...options, duration });
  failures += result.errors + result.timeouts + result.non2xx;
  const statements = result.requests.total > 0 ? counting.count() / result.requests.total : 0;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, statements };
}
const spins = await load(`POST ${API.houseSlotSpin} (${args.game})`, {
  url: origin + API.houseSlotSpin,
  connections,
  method: 'POST',
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const token = gameTokens[next++ % gameTokens.length] as string;
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', [GAME_TOKEN_HEADER]: token },
          body: JSON.stringify({ stakeMinor, spinId: randomUUID() }),
        };
      },
    },
  ],
});
const balances = await load(`GET ${API.balance}`, {
  url: origin + API.balance,
  connections,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, merchant: brand.code, authorization: siteTokens[next++ % siteTokens.length] as string },
      }),
    },
  ],
});
await app.close();

const report = await checkInvariants(db, brand.id);
await db.close();
if (databaseUrl) {
  // The run's schema goes, as the other benches' do.
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
}

console.log(
  `\nthrough HTTP on ${databaseUrl ? 'the PostgreSQL server' : 'the embedded database'}: ${connections} connections, ${duration} s each`,
);
console.table(
  [spins, balances].map((row) => ({
    call: row.name,
    'req/s (mean)': Math.round(row.rps),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    non2xx: row.non2xx,
    'statements/call under load': Number(row.statements.toFixed(1)),
  })),
);
console.log(
  `statements per call, one at a time: spin ${spinStatements.toFixed(1)}, balance ${balanceStatements.toFixed(1)} (BEGIN and COMMIT included)`,
);
console.log(
  `spin/balance ratio: ${(spins.rps / balances.rps).toFixed(2)} (${Math.round(spins.rps)} spins/s, ${Math.round(balances.rps)} balance calls/s)`,
);
console.log(
  `ledger check after the run: ${report.ok ? 'ok' : 'FAILED'} (${report.sums.map((sum) => `${sum.currency} sums to ${sum.sumMinor}`).join(', ')})`,
);
if (!report.ok) failures += 1;
if (failures > 0) {
  console.error(`${failures} request(s) failed or were answered non-2xx (warm-ups included)`);
  process.exit(1);
}
