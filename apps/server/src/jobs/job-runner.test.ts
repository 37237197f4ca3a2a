// Proves the job runner: a run key is enqueued once and runs once, also when two runners race for
// it; failures are retried with growing delays and end as failed; recurring jobs come back on their
// interval; a job whose worker stopped heartbeating is taken over after its lease, and the old
// worker can no longer mark it; a job enqueued in a rolled-back transaction never exists.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { fixedClock } from '../lib/clock.ts';
import { openEmptyDb } from '../../test/test-app.ts';
import { createJobRunner } from './job-runner.ts';
import { selectJob } from './jobs.queries.ts';

const quiet = { error: () => {}, warn: () => {} };
let db: Db;
let close: () => Promise<void>;
before(async () => {
  const fresh = await openEmptyDb();
  db = fresh.db;
  close = fresh.close;
  await migrate(db);
});
after(() => close());

test('a run key is enqueued once and its job runs once', async () => {
  const clock = fixedClock(new Date('2026-11-25T00:00:00Z'));
  const runner = createJobRunner({ db, clock, log: quiet, workerId: 'w1' });
  const seen: string[] = [];
  runner.define('once-a', async (job) => void seen.push(`${job.runKey}#${job.attempt}:${String(job.payload.n)}`));
  assert.equal(await runner.enqueue(db, { runKey: 'once-a:1', payload: { n: 7 } }), true);
  assert.equal(await runner.enqueue(db, { runKey: 'once-a:1', payload: { n: 8 } }), false, 'the same run collides');
  assert.equal(await runner.drain(), 1);
  assert.deepEqual(seen, ['once-a:1#1:7']);
  assert.equal(await runner.enqueue(db, { runKey: 'once-a:1' }), false, 'a finished run is still its key');
  assert.equal(await runner.drain(), 0);
  assert.equal((await selectJob(db, 'once-a:1'))?.status, 'done');
});

test('a job is not run before it is due, nor by a runner that does not know its kind', async () => {
  const clock = fixedClock(new Date('2026-11-25T01:00:00Z'));
  const runner = createJobRunner({ db, clock, log: quiet, workerId: 'w2' });
  const other = createJobRunner({ db, clock, log: quiet, workerId: 'w3' });
  let ran = 0;
  runner.define('later-b', async () => void (ran += 1));
  other.define('unrelated-b', async () => {});
  await runner.enqueue(db, { runKey: 'later-b:1', dueAt: new Date(clock.now().getTime() + 60_000) });
  assert.equal(await runner.drain(), 0);
  clock.advanceMs(60_000);
  assert.equal(await other.drain(), 0, 'another kind of worker leaves it');
  assert.equal(await runner.drain(), 1);
  assert.equal(ran, 1);
});

test('a failing job is retried with growing delays, then marked failed', async () => {
  const clock = fixedClock(new Date('2026-11-25T02:00:00Z'));
  const runner = createJobRunner({ db, clock, log: quiet, workerId: 'w4' });
  let tries = 0;
  runner.define(
    'flaky-c',
    async () => {
      tries += 1;
      throw new Error(`boom ${tries}`);
    },
    { maxAttempts: 3, retryBaseMs: 1000 },
  );
  await runner.enqueue(db, { runKey: 'flaky-c:1' });
  assert.equal(await runner.drain(), 1);
  assert.equal(await runner.drain(), 0, 'not again before its retry time');
  clock.advanceMs(1000);
  assert.equal(await runner.drain(), 1);
  clock.advanceMs(1999);
  assert.equal(await runner.drain(), 0, 'the second delay is twice the first');
  clock.advanceMs(1);
  assert.equal(await runner.drain(), 1);
  const job = await selectJob(db, 'flaky-c:1');
  assert.equal(job?.status, 'failed');
  assert.equal(job?.attempts, 3);
  assert.match(job?.lastError ?? '', /boom 3/);
  clock.advanceMs(3_600_000);
  assert.equal(await runner.drain(), 0, 'a failed job stays for an operator');
});

test('a recurring job runs again every interval, and a restart keeps its schedule', async () => {
  const clock = fixedClock(new Date('2026-11-25T03:00:00Z'));
  const first = createJobRunner({ db, clock, log: quiet, workerId: 'w5' });
  let runs = 0;
  first.define('sweep-d', async () => void (runs += 1));
  first.every('sweep-d', 30_000);
  assert.equal(await first.runDue(), 1, 'due at once the first time');
  assert.equal(await first.runDue(), 0);
  clock.advanceMs(29_999);
  assert.equal(await first.runDue(), 0);
  clock.advanceMs(1);
  assert.equal(await first.runDue(), 1);
  // A new process (same schedule) does not run it early.
  const second = createJobRunner({ db, clock, log: quiet, workerId: 'w6' });
  second.define('sweep-d', async () => void (runs += 1));
  second.every('sweep-d', 30_000);
  assert.equal(await second.runDue(), 0);
  clock.advanceMs(30_000);
  assert.equal(await second.runDue(), 1);
  assert.equal(runs, 3);
});

test('two runners racing over the same jobs run each exactly once', async () => {
  const clock = fixedClock(new Date('2026-11-25T04:00:00Z'));
  const counts = new Map<string, number>();
  const make = (id: string) => {
    const runner = createJobRunner({ db, clock, log: quiet, workerId: id, concurrency: 4 });
    runner.define('race-e', async (job) => {
      counts.set(job.runKey, (counts.get(job.runKey) ?? 0) + 1);
      await sleep(2);
    });
    return runner;
  };
  const [a, b] = [make('wa'), make('wb')];
  for (let i = 0; i < 40; i += 1) await a.enqueue(db, { runKey: `race-e:${i}` });
  // Both enqueue the same keys again, as two schedulers planning the same draws would.
  for (let i = 0; i < 40; i += 1) assert.equal(await b.enqueue(db, { runKey: `race-e:${i}` }), false);
  const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
  assert.equal(ranA + ranB, 40);
  assert.equal(counts.size, 40);
  assert.ok([...counts.values()].every((count) => count === 1));
});

test('a job whose worker went silent is taken over after its lease, and the old worker cannot mark it', async () => {
  const clock = fixedClock(new Date('2026-11-25T05:00:00Z'));
  let release!: () => void;
  const stuck = new Promise<void>((resolve) => (release = resolve));
  const slow = createJobRunner({ db, clock, log: quiet, workerId: 'slow' });
  const quick = createJobRunner({ db, clock, log: quiet, workerId: 'quick' });
  const order: string[] = [];
  // A long lease, so the real-time heartbeat of the stuck run does not renew it during the test.
  slow.define(
    'lease-f',
    async () => {
      order.push('slow started');
      await stuck;
      order.push('slow finished');
    },
    { leaseMs: 3_600_000 },
  );
  quick.define('lease-f', async () => void order.push('quick ran'), { leaseMs: 3_600_000 });
  await slow.enqueue(db, { runKey: 'lease-f:1' });
  const slowRun = slow.runDue();
  while (order.length === 0) await sleep(1);
  assert.equal(await quick.runDue(), 0, 'held under its lease');
  clock.advanceMs(3_600_000);
  assert.equal(await quick.runDue(), 1, 'taken over once the lease ran out');
  assert.equal((await selectJob(db, 'lease-f:1'))?.status, 'done');
  release();
  await slowRun;
  assert.deepEqual(order, ['slow started', 'quick ran', 'slow finished']);
  const job = await selectJob(db, 'lease-f:1');
  assert.equal(job?.status, 'done');
  assert.equal(job?.lockedBy, null);
});

test('a job enqueued in a transaction that rolls back never exists', async () => {
  const clock = fixedClock(new Date('2026-11-25T06:00:00Z'));
  const runner = createJobRunner({ db, clock, log: quiet, workerId: 'w7' });
  runner.define('tx-g', async () => {});
  await assert.rejects(
    db.transaction(async (tx) => {
      await runner.enqueue(tx, { runKey: 'tx-g:1' });
      throw new Error('changed my mind');
    }),
  );
  assert.equal(await selectJob(db, 'tx-g:1'), null);
  await assert.rejects(runner.enqueue(db, { runKey: 'no spaces allowed:1' }), /bad run key/);
});

test('finished one-off jobs are pruned after a week; pending, failed and recurring ones stay', async () => {
  const clock = fixedClock(new Date('2026-11-25T07:00:00Z'));
  const runner = createJobRunner({ db, clock, log: quiet, workerId: 'w8' });
  runner.define('prune-h', async () => {});
  await runner.enqueue(db, { runKey: 'prune-h:done' });
  await runner.drain();
  await runner.enqueue(db, { runKey: 'prune-h:later', dueAt: new Date(clock.now().getTime() + 30 * 86_400_000) });
  clock.advanceMs(7 * 86_400_000 - 1);
  await runner.prune();
  assert.equal((await selectJob(db, 'prune-h:done'))?.status, 'done', 'kept for a week');
  clock.advanceMs(2);
  await runner.prune();
  assert.equal(await selectJob(db, 'prune-h:done'), null);
  assert.equal((await selectJob(db, 'prune-h:later'))?.status, 'pending');
});
