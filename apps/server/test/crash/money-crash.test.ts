// Proves that killing the real server process (SIGKILL) in the middle of a burst of money calls
// (transfers and house slot spins) loses no acknowledged movement: after each crash every call
// answered 200 is in the ledger (a spin settled with the outcome it answered, none left half done)
// and the books balance, and after a restart re-sending every key (answered or not) replays the
// first answer or performs the call once, never twice, leaving every wallet exactly where the
// calls and the spins' outcomes say.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { openDb, type Db } from '../../src/db/client.ts';
import { checkInvariants } from '../../src/ledger/invariants.ts';
import {
  assertStoredAsAnswered,
  burst,
  comparable,
  expectedBalances,
  planCalls,
  prepareWorld,
  recorded,
  walletBalances,
  winsOf,
  type CallOutcome,
  type CallValue,
  type CrashWorld,
  type MoneyCall,
} from './crash-fixture.ts';
import { startServer } from './server-process.ts';
import { withScratchDatabase } from '../scratch-database.ts';

const PLAYERS = 12;
const CALLS = 180;
const WIDTH = 12;
/** Two crashes: first early in a burst of the first calls, then late in a burst that re-sends those and adds the rest. */
const ROUNDS = [
  { calls: 75, killAfterAcks: 25 },
  { calls: CALLS, killAfterAcks: 120 },
];

interface Target {
  /** What the server process needs to reach the database. */
  env: Record<string, string>;
  open(): Promise<Db>;
}

/** Keeps the first 200 answer of each key and checks every later 200 of it is the same answer, replayed. */
function recordAnswers(first: Map<string, CallValue>, outcomes: Map<string, CallOutcome>): { acks: number; unanswered: number } {
  let acks = 0;
  let unanswered = 0;
  for (const [key, outcome] of outcomes) {
    if (outcome.status === 'no-answer') {
      unanswered += 1;
      continue;
    }
    assert.equal(outcome.status, 200, `${key}: ${outcome.raw}`);
    assert.ok(outcome.value, `${key} answered without a value`);
    acks += 1;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, outcome.value);
      continue;
    }
    assert.equal(outcome.replayed, true, `${key} was performed again instead of replayed`);
    assert.deepEqual(comparable(outcome.value), comparable(earlier), `${key} answered differently the second time`);
  }
  return { acks, unanswered };
}

async function assertBooksBalance(db: Db, world: CrashWorld, when: string): Promise<void> {
  const report = await checkInvariants(db, world.brandId);
  assert.ok(
    report.ok,
    `${when}: the ledger check failed: ${JSON.stringify(report, (_key, value) => (typeof value === 'bigint' ? `${value}` : value))}`,
  );
}

async function crashScenario(t: TestContext, target: Target): Promise<void> {
  const runId = randomBytes(3).toString('hex');
  const began = performance.now();
  const elapsed = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  let db = await target.open();
  const world = await prepareWorld(db, PLAYERS, runId);
  const start = await walletBalances(db, world);
  await db.close();
  const calls = planCalls(world, CALLS, runId);
  const byKey = new Map(calls.map((call) => [call.key, call]));
  const env = {
    ...target.env,
    NODE_ENV: 'test',
    APP_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'true',
    SANDBOX_GATEWAY: 'off',
    DEPOSIT_EXPIRY_SWEEP_SECONDS: '0',
    WITHDRAWAL_SWEEP_SECONDS: '0',
    // One client address sends everything here, so the per-IP limits are raised (not switched off).
    RATE_LIMIT_PER_MINUTE: '1000000',
    CREDENTIAL_RATE_LIMIT: '1000000',
    ARGON2_MAX_IN_FLIGHT: String(WIDTH + 4),
  };
  const first = new Map<string, CallValue>();
  t.diagnostic(`prepared ${PLAYERS} players and ${CALLS} calls at ${elapsed()}`);

  for (const [index, round] of ROUNDS.entries()) {
    const server = await startServer(env);
    let outcomes: Map<string, CallOutcome>;
    try {
      outcomes = await burst(server.url, world, calls.slice(0, round.calls), WIDTH, {
        afterAcks: round.killAfterAcks,
        kill: () => server.crash(),
      });
    } finally {
      await server.crash();
    }
    const { acks, unanswered } = recordAnswers(first, outcomes);
    assert.ok(acks >= round.killAfterAcks && outcomes.size < round.calls, `crash ${index + 1} came mid-burst`);

    // The database after the crash (for PGlite this open is its crash recovery).
    db = await target.open();
    try {
      const transfers = await recorded(db, world, calls);
      for (const [key, value] of first) {
        const stored = transfers.get(key);
        assert.ok(stored, `acknowledged ${key} is missing from the ledger after crash ${index + 1}`);
        assertStoredAsAnswered(stored, value, byKey.get(key) as MoneyCall);
      }
      // A spin is whole or absent: none is left between its stake and its win.
      const [open] = await db.query<{ count: number }>(
        `select count(*)::int as count from house_slot_spins where merchant_id = $1 and status <> 'settled'`,
        [world.brandId],
      );
      assert.equal(open?.count, 0, `spins left unfinished after crash ${index + 1}`);
      const committedUnanswered = [...outcomes].filter(([key, outcome]) => outcome.status === 'no-answer' && transfers.has(key)).length;
      t.diagnostic(
        `crash ${index + 1}: ${outcomes.size} of ${round.calls} calls sent, ${acks} answered 200, ${unanswered} cut off ` +
          `(${committedUnanswered} of them had committed), ${transfers.size} in the ledger; at ${elapsed()}`,
      );
      await assertBooksBalance(db, world, `after crash ${index + 1}`);
    } finally {
      await db.close();
    }
  }

  // Restart and re-send every key twice: each is performed at most once and answers the same each time.
  const server = await startServer(env);
  try {
    for (const pass of [1, 2]) {
      const outcomes = await burst(server.url, world, calls, WIDTH);
      assert.equal(outcomes.size, calls.length);
      recordAnswers(first, outcomes);
      if (pass === 2) for (const outcome of outcomes.values()) assert.ok(outcome.status === 200 && outcome.replayed);
    }
  } finally {
    await server.stop();
  }
  t.diagnostic(`every key re-sent twice after the restart at ${elapsed()}`);
  db = await target.open();
  try {
    const transfers = await recorded(db, world, calls);
    assert.equal(transfers.size, calls.length, 'every call moved money exactly once');
    assert.deepEqual(await walletBalances(db, world), expectedBalances(world, start, calls, winsOf(calls, first)));
    await assertBooksBalance(db, world, 'after the restart');
  } finally {
    await db.close();
  }
}

const serverUrl = process.env.DATABASE_URL ?? '';

test(
  'PostgreSQL server: SIGKILL during a burst of transfers and spins loses no acknowledged movement and doubles none',
  { skip: serverUrl ? false : 'set DATABASE_URL=postgres://... to crash the server on a PostgreSQL server', timeout: 600_000 },
  async (t) => {
    await withScratchDatabase(serverUrl, 'crash', (url) => crashScenario(t, { env: { DATABASE_URL: url }, open: () => openDb({ url }) }));
  },
);

test(
  'embedded database (PGlite): SIGKILL during a burst of transfers and spins loses no acknowledged movement and doubles none',
  { skip: serverUrl ? 'runs in the embedded run of the suite (without DATABASE_URL)' : false, timeout: 600_000 },
  async (t) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'crash-pglite-'));
    const dataDir = path.join(folder, 'pglite');
    try {
      await crashScenario(t, { env: { DATA_DIR: dataDir }, open: () => openDb({ dataDir }) });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
