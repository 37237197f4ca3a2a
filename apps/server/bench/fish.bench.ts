/**
 * Fish shooting benchmark (issue 34, decision 061): shots per second one server process takes
 * through the real HTTP path (the app listening on a port, fetch from this process). `players`
 * players each fire a batch of `shots` shots (the cannon's 10 a second: a batch a second at the
 * cap) and send the next once the answer is in and a second has passed since the last one, for
 * `seconds` seconds; every batch is decided, posted through the ledger and recorded in its own
 * transaction. Prints the batches and shots per second, the call's latency (p50, p99, max), the
 * refusals, and the maths alone (resolveShots shots per second, no database) for comparison; checks
 * that the batches' stakes and returns are the rounds' and that the ledger balances.
 *
 *   npm run bench:fish
 *   npm run bench:fish -- --database-url postgres://root@127.0.0.1:5432/test
 *   npm run bench:fish -- --players 400 --seconds 20 --shots 10
 *
 * Figures are printed, never asserted; the exit code is 1 only if a check failed.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEFAULT_FISH_TABLE } from '@pkg/games/fish/fish-table';
import { resolveShots } from '@pkg/games/fish/resolve-shots';
import { cryptoRandomSource } from '../src/lib/random.ts';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { openClearingAccount, openPlayerWallet, transfer } from '../src/ledger/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createGameSessions } from '../src/modules/vendor-wallet/game-sessions.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { BENCH_APP_SECRET } from './wallet-http.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    players: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    shots: { type: 'string', default: '10' },
  },
});
const percentile = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const players = Number(args.players);
const perBatch = Number(args.shots);
const seconds = Number(args.seconds);

// The maths alone, for comparison: 1,000,000 shots in batches through resolveShots with the CSPRNG.
{
  const random = cryptoRandomSource();
  const codes = DEFAULT_FISH_TABLE.species.map((species) => species.code);
  const started = performance.now();
  for (let b = 0; b < 100_000; b += 1) {
    resolveShots(
      DEFAULT_FISH_TABLE,
      Array.from({ length: 10 }, (_, k) => ({ target: codes[(b + k) % codes.length] as string, stakeMinor: 100n })),
      random,
    );
  }
  const ms = performance.now() - started;
  console.log(
    `\nthe maths alone: 1,000,000 shots decided in ${(ms / 1000).toFixed(2)} s = ${Math.round(1_000_000 / (ms / 1000)).toLocaleString('en')} shots/s`,
  );
}

const databaseUrl = args['database-url'];
const schema = `bench_fish_${Date.now().toString(36)}`;
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
  },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

console.log(`\nmaking ${players} players with a fish session on ${where} (not timed) ...`);
const rows = await db.query<{ id: string }>(
  `insert into accounts (merchant_id, username, account_type) select $1, $2 || n, 0 from generate_series(1, $3::int) as n returning id::text as id`,
  [brand.id, `fishb${Date.now().toString(36)}x`, players],
);
const bank = await openClearingAccount(db, brand.id, brand.currency.code, 'bench-bank', systemClock.now());
const sessions = createGameSessions(db, systemClock);
const tokens: string[] = [];
for (const row of rows) {
  const wallet = await openPlayerWallet(db, brand.id, brand.currency.code, row.id, systemClock.now());
  await transfer(db, {
    brandId: brand.id,
    currency: brand.currency.code,
    code: 'deposit',
    idempotencyKey: `bench-fund:${randomUUID()}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 100_000_000n,
    actor: 'bench',
    ip: null,
    at: systemClock.now(),
  });
  const session = await sessions.open({
    brand,
    account: { id: row.id, accountType: 0 },
    vendorCode: 'BTFISH',
    gameCode: 'reef-hunter',
    language: 'EN',
  });
  tokens.push(session.token);
}

console.log(`${players} players firing ${perBatch} shots a batch, a batch a second each at most, for ${seconds} s ...`);
const latencies: number[] = [];
const refusals = new Map<string, number>();
const codes = DEFAULT_FISH_TABLE.species.map((species) => species.code);
const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(
  tokens.map(async (token, p) => {
    let n = 0;
    while (performance.now() < until) {
      const began = performance.now();
      const shots = Array.from({ length: perBatch }, (_, k) => ({
        target: codes[(p + n + k) % codes.length] as string,
        stakeMinor: '100',
      }));
      const response = await fetch(`${base}/house/fish/api/fire`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-game-token': token },
        body: JSON.stringify({ key: randomUUID(), shots }),
      });
      const body = (await response.json()) as { errorCode?: string };
      latencies.push(performance.now() - began);
      if (response.status !== 200) refusals.set(body.errorCode ?? String(response.status), (refusals.get(body.errorCode ?? '') ?? 0) + 1);
      n += perBatch;
      const wait = began + (perBatch / DEFAULT_FISH_TABLE.maxShotsPerSecond) * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const [taken] = await db.query<{ batches: string; shots: string; stake: string; ret: string }>(
  `select count(*)::text as batches, coalesce(sum(shots), 0)::text as shots, coalesce(sum(stake_minor), 0)::text as stake,
          coalesce(sum(return_minor), 0)::text as ret from fish_batches`,
);
const [rounds] = await db.query<{ stake: string; win: string }>(
  `select coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(win_minor), 0)::text as win from game_rounds where vendor_code = 'BTFISH'`,
);
console.table([
  {
    players,
    'shots/batch': perBatch,
    seconds: Number(elapsed.toFixed(1)),
    batches: Number(taken?.batches),
    'batches/s': Math.round(Number(taken?.batches) / elapsed),
    'shots/s': Math.round(Number(taken?.shots) / elapsed),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'max ms': Math.round(latencies.at(-1) ?? 0),
    refused: [...refusals.values()].reduce((a, b) => a + b, 0),
  },
]);
if (refusals.size > 0) console.log('refusals:', Object.fromEntries(refusals));
const rtp = Number(taken?.ret) / Number(taken?.stake);
console.log(
  `return over the run: ${(rtp * 100).toFixed(2)}% of ${Number(taken?.shots).toLocaleString('en')} shots (short runs swing widely; the 96% is proven by fish-rtp.test.ts)`,
);
let failures = 0;
if (taken?.stake !== rounds?.stake || taken?.ret !== rounds?.win) {
  console.error(`batches ${taken?.stake}/${taken?.ret} differ from rounds ${rounds?.stake}/${rounds?.win}`);
  failures += 1;
}
await app.close();
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
