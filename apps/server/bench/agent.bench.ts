/**
 * bench:agent (decision 029): settles one day of daily-salary contracts for a tree of 100,000
 * accounts (a top agent, 100 agents under it, 10 sub-agents under each, the rest members under
 * the sub-agents) that played 1,000,000 rounds that day, and prints how long the settlement took,
 * what it paid, whether the payments add up (the differentials telescope: everything paid equals
 * the top agent's rate of the whole volume) and the ledger's balance check.
 *
 *   npm run bench:agent [-- --database-url postgres://... --accounts 100000 --rounds 1000000]
 */
import { parseArgs } from 'node:util';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { systemClock } from '../src/lib/clock.ts';
import { periodOfDay } from '../src/lib/periods.ts';
import { settlePeriod } from '../src/modules/agent-contracts/settle-period.ts';
import { lockSettlement } from '../src/modules/agent-contracts/settlement.queries.ts';
import { seedDemo } from '../src/seed/seed.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    accounts: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '1000000' },
  },
});
const databaseUrl = args['database-url'] || process.env.DATABASE_URL || '';
const schema = `bench_agent_${Date.now().toString(36)}`;
if (databaseUrl) {
  const admin = await openDb({ url: databaseUrl });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
}
const db = await openDb(databaseUrl ? { url: databaseUrl, schema } : {});
const where = databaseUrl ? 'the PostgreSQL server' : 'the embedded database';
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

try {
  await migrate(db);
  await seedDemo(db);
  const [brand] = await db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  const brandId = brand!.id;
  const accounts = Number(args.accounts);
  const rounds = Number(args.rounds);
  const day = periodOfDay('D', '2026-11-24');
  const contractFrom = new Date(day.start.getTime() - 86_400_000).toISOString();

  // --- The tree ---------------------------------------------------------------------------------
  let started = performance.now();
  const [top] = await db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type) values ($1, 'benchtop', 1) returning id::text as id`,
    [brandId],
  );
  const level1 = await db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type, upline_id)
     select $1, 'benchl1x' || n, 1, $2 from generate_series(1, 100) n returning id::text as id`,
    [brandId, top!.id],
  );
  const level2 = await db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type, upline_id)
     select $1, 'benchl2x' || n, 1, ($2::bigint[])[1 + (n - 1) / 10] from generate_series(1, 1000) n returning id::text as id`,
    [brandId, level1.map((r) => r.id)],
  );
  const members = accounts - 1 - level1.length - level2.length;
  await db.query(
    `insert into accounts (merchant_id, username, account_type, upline_id)
     select $1, 'benchm' || n, 0, ($2::bigint[])[1 + (n - 1) % 1000] from generate_series(1, $3::int) n`,
    [brandId, level2.map((r) => r.id), members],
  );
  console.log(
    `tree: ${accounts.toLocaleString('en')} accounts (1 + 100 + 1,000 agents, ${members.toLocaleString('en')} members) in ${seconds(started)} s`,
  );

  // --- Contracts: 2.00% top, 1.50% level 1, 1.00% level 2 -------------------------------------
  const contract = (rate: number) => JSON.stringify({ tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateBp: rate }] });
  await db.query(
    `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, rate_bp, status, offered_at, decided_at, active_from)
     values ($1, 'daily_salary', null, $2, $3, 200, 'active', $4, $4, $4)`,
    [brandId, top!.id, contract(200), contractFrom],
  );
  for (const [ids, rate] of [
    [level1.map((r) => r.id), 150],
    [level2.map((r) => r.id), 100],
  ] as const) {
    await db.query(
      `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, rate_bp, status, offered_at, decided_at, active_from)
       select $1, 'daily_salary', a.upline_id, a.id, $3, $4, 'active', $5, $5, $5 from accounts a where a.id = any($2::bigint[])`,
      [brandId, ids, contract(rate), rate, contractFrom],
    );
  }

  // --- The day's rounds ------------------------------------------------------------------------
  started = performance.now();
  const [range] = await db.query<{ first: string }>(`select min(id)::text as first from accounts where username like 'benchm%'`);
  const batch = 200_000;
  for (let offset = 0; offset < rounds; offset += batch) {
    await db.query(
      `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
       select $1, 'BENCH', 'r' || n, $2::bigint + (n::bigint * 7919) % $3, 'bench-slot', 'RNG', 'PHP', 100 + (n::bigint * 31) % 9900, (n::bigint * 17) % 5000, 'settled',
              $4::timestamptz + make_interval(secs => (n % 86000)), $4::timestamptz + make_interval(secs => (n % 86000) + 1)
         from generate_series($5::int, $6::int) n`,
      [brandId, range!.first, members, day.start.toISOString(), offset + 1, Math.min(rounds, offset + batch)],
    );
  }
  await db.query('analyze');
  const [volume] = await db.query<{ total: string }>(
    `select sum(stake_minor)::text as total from game_rounds where merchant_id = $1 and settled_at >= $2 and settled_at < $3`,
    [brandId, day.start.toISOString(), day.end.toISOString()],
  );
  console.log(
    `rounds: ${rounds.toLocaleString('en')} settled that day, valid bets ${BigInt(volume!.total).toLocaleString('en')} minor, written in ${seconds(started)} s`,
  );

  // --- The settlement ----------------------------------------------------------------------------
  const [row] = await db.query<{ id: string }>(
    `insert into agent_settlements (merchant_id, kind, period_key, period_start, period_end, status, created_at)
     values ($1, 'daily_salary', $2, $3, $4, 'running', now()) returning id::text as id`,
    [brandId, day.key, day.start.toISOString(), day.end.toISOString()],
  );
  const settlement = (await lockSettlement(db, row!.id))!;
  started = performance.now();
  await settlePeriod(db, settlement, { code: 'PHP', symbol: 'TLB', minorDigits: 2 }, systemClock.now());
  const took = seconds(started);
  const [paid] = await db.query<{ statements: number; paid: string; transfers: number }>(
    `select count(*)::int as statements, sum(paid_minor)::text as paid, count(transfer_id)::int as transfers from agent_statements where settlement_id = $1`,
    [row!.id],
  );
  const expected = (BigInt(volume!.total) * 200n) / 10_000n;
  const ledger = await checkInvariants(db, brandId);
  console.log(
    `settlement on ${where}: ${paid!.statements.toLocaleString('en')} contracts in ${took} s (target 60 s), ` +
      `${paid!.transfers.toLocaleString('en')} payments, paid ${BigInt(paid!.paid).toLocaleString('en')} minor`,
  );
  console.log(
    `differentials add up to the top rate of the volume: ${BigInt(paid!.paid) === expected ? 'yes' : `NO (expected ${expected})`}`,
  );
  console.log(`ledger check: ${ledger.ok ? 'ok' : 'FAILED'}`);
  if (!ledger.ok || BigInt(paid!.paid) !== expected) process.exitCode = 1;
} finally {
  await db.close();
  if (databaseUrl) {
    const admin = await openDb({ url: databaseUrl });
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  }
}
