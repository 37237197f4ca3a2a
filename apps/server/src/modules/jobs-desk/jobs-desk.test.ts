// Proves the failed-jobs desk (issue 37): an owner of every brand lists failed jobs (attempts used
// up) and stalled ones (pending, due over 15 minutes ago, no live lease) but not a fresh or a
// running job; retries one back to pending (the runner then runs it) and dismisses a failed one,
// each audited with the job's last error; acting on a job that is no longer waiting, an unknown
// one or with a bad body changes nothing. The dashboard's job alerts count the same jobs. Without a
// session 401; other roles and a brand-scoped owner 403, and /bo/me does not tell a brand-scoped
// owner of staff or jobs management, so the console shows neither link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoDashboardValue } from '@pkg/contracts/dashboard';
import type { BoJobRow, BoJobsList } from '@pkg/contracts/jobs-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { insertJob, selectJob } from '../../jobs/jobs.queries.ts';

const MINUTE = 60_000;
let t: TestApp;
let owner: TestStaff;
let serial = 0;

/** A job of the test's own kind in the given shape, written as the runner would have left it. */
async function job(shape: { status: 'pending' | 'failed'; dueAgoMs: number; lockedForMs?: number; error?: string }): Promise<string> {
  serial += 1;
  const runKey = `desk-test:${process.pid}-${serial}`;
  const now = t.clock.now();
  await insertJob(t.db, {
    runKey,
    kind: 'desk-test',
    payload: {},
    dueAt: new Date(now.getTime() - shape.dueAgoMs),
    maxAttempts: 3,
    at: now,
  });
  await t.db.query(
    `update jobs set status = $2, attempts = $3, last_error = $4, started_at = due_at, locked_by = $5, locked_until = $6 where run_key = $1`,
    [
      runKey,
      shape.status,
      shape.status === 'failed' ? 3 : 1,
      shape.error ?? null,
      shape.lockedForMs === undefined ? null : 'w-elsewhere',
      shape.lockedForMs === undefined ? null : new Date(now.getTime() + shape.lockedForMs).toISOString(),
    ],
  );
  return runKey;
}

async function listed(staff: TestStaff, query = ''): Promise<BoJobsList> {
  const response = await asStaff(t, staff, 'GET', `${BO_API.jobs}${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as BoJobsList;
}
const mine = (list: BoJobsList) => list.jobs.filter((row) => row.kind === 'desk-test');
const audits = (action: string, target: string) =>
  t.db.query<{ staff_username: string; detail: Record<string, unknown> }>(
    'select staff_username, detail from staff_audit where action = $1 and target = $2',
    [action, target],
  );

let failed: string;
let failedToo: string;
let stalled: string;
let fresh: string;
let running: string;
before(async () => {
  t = await createTestApp();
  owner = await staffSignedIn(t, 'owner');
  failed = await job({ status: 'failed', dueAgoMs: 30 * MINUTE, error: 'vendor said 500' });
  failedToo = await job({ status: 'failed', dueAgoMs: 40 * MINUTE, error: 'timeout' });
  stalled = await job({ status: 'pending', dueAgoMs: 20 * MINUTE, lockedForMs: -5 * MINUTE });
  fresh = await job({ status: 'pending', dueAgoMs: 2 * MINUTE });
  running = await job({ status: 'pending', dueAgoMs: 20 * MINUTE, lockedForMs: MINUTE });
});
after(() => t.close());

test('the desk lists failed and stalled jobs, oldest due first, with attempts and last error; not a fresh or a running one', async () => {
  const all = mine(await listed(owner));
  assert.deepEqual(
    all.map((row) => [row.runKey, row.state]),
    [
      [failedToo, 'failed'],
      [failed, 'failed'],
      [stalled, 'stalled'],
    ],
  );
  const first = all.find((row) => row.runKey === failed) as BoJobRow;
  assert.deepEqual([first.attempts, first.maxAttempts, first.lastError, first.recurring], [3, 3, 'vendor said 500', false]);
  assert.ok(!all.some((row) => row.runKey === fresh || row.runKey === running));
  assert.deepEqual(
    mine(await listed(owner, '?state=stalled')).map((row) => row.runKey),
    [stalled],
  );
  const bad = await asStaff(t, owner, 'GET', `${BO_API.jobs}?state=broken`);
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().errorCode, 'bad_request');
});

test("the dashboard's job alerts count what the desk lists", async () => {
  const response = await asStaff(t, owner, 'GET', BO_API.dashboard);
  assert.equal(response.statusCode, 200, response.body);
  const alerts = (response.json().value as BoDashboardValue).alerts;
  const count = (kind: string) => alerts.find((alert) => alert.kind === kind)?.count ?? 0;
  assert.equal(count('jobsFailed'), (await listed(owner, '?state=failed')).total);
  assert.equal(count('jobsStalled'), (await listed(owner, '?state=stalled')).total);
  assert.ok(count('jobsFailed') >= 2 && count('jobsStalled') >= 1);
  // A finance member of every brand reads the dashboard but cannot act on jobs: no job alerts.
  const finance = await staffSignedIn(t, 'finance');
  const theirs = (await asStaff(t, finance, 'GET', BO_API.dashboard)).json().value as BoDashboardValue;
  assert.ok(!theirs.alerts.some((alert) => alert.kind.startsWith('jobs')));
});

test('retry puts a failed job back to pending with fresh attempts, audited, and the runner runs it', async () => {
  const retried = await asStaff(t, owner, 'POST', BO_API.jobRetry, { runKey: failed });
  assert.equal(retried.statusCode, 200, retried.body);
  assert.equal((retried.json().value as BoJobRow).state, 'failed');
  const row = await selectJob(t.db, failed);
  assert.deepEqual([row?.status, row?.attempts, row?.dueAt.getTime()], ['pending', 0, t.clock.now().getTime()]);
  const [audit] = await audits('job.retry', failed);
  assert.equal(audit?.staff_username, owner.username);
  assert.deepEqual(audit?.detail, { kind: 'desk-test', state: 'failed', attempts: 3, lastError: 'vendor said 500' });
  assert.ok(!mine(await listed(owner)).some((entry) => entry.runKey === failed));

  // A second retry finds it no longer failed: refused, nothing changed, nothing audited.
  const again = await asStaff(t, owner, 'POST', BO_API.jobRetry, { runKey: failed });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'job_state');
  assert.equal((await audits('job.retry', failed)).length, 1);

  // A stalled job is released too: its dead lease is cleared and it is due now.
  assert.equal((await asStaff(t, owner, 'POST', BO_API.jobRetry, { runKey: stalled })).statusCode, 200);
  const runner = createJobRunner({ db: t.db, clock: t.clock, log: { error() {}, warn() {} }, workerId: 'desk-test-runner' });
  const ran: string[] = [];
  runner.define('desk-test', async (context) => void ran.push(context.runKey));
  await runner.drain();
  // The fresh job was due anyway; the one another worker holds under a live lease is left alone.
  assert.deepEqual(ran.sort(), [failed, stalled, fresh].sort());
  assert.equal((await selectJob(t.db, failed))?.status, 'done');
});

test('dismiss sets a failed job aside for good; a stalled, unknown or badly named job is refused and nothing changes', async () => {
  const stuck = await job({ status: 'pending', dueAgoMs: 25 * MINUTE });
  const refused = await asStaff(t, owner, 'POST', BO_API.jobDismiss, { runKey: stuck });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().errorCode, 'job_state');
  assert.equal((await selectJob(t.db, stuck))?.status, 'pending');

  const dismissed = await asStaff(t, owner, 'POST', BO_API.jobDismiss, { runKey: failedToo });
  assert.equal(dismissed.statusCode, 200, dismissed.body);
  assert.equal((await selectJob(t.db, failedToo))?.status, 'dismissed');
  assert.equal((await audits('job.dismiss', failedToo))[0]?.detail.lastError, 'timeout');
  assert.ok(!mine(await listed(owner)).some((entry) => entry.runKey === failedToo));

  const unknown = await asStaff(t, owner, 'POST', BO_API.jobRetry, { runKey: 'desk-test:nobody' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().errorCode, 'job_not_found');
  for (const body of [{}, { runKey: '' }, { runKey: 'x'.repeat(201) }]) {
    const bad = await asStaff(t, owner, 'POST', BO_API.jobDismiss, body);
    assert.equal(bad.statusCode, 400, JSON.stringify(body));
    assert.equal(bad.json().errorCode, 'bad_request');
  }
});

test('only owners of every brand use the desk; a brand-scoped owner is refused and not told of it', async () => {
  assert.equal((await t.app.inject({ url: BO_API.jobs })).statusCode, 401);
  const target = await job({ status: 'failed', dueAgoMs: 50 * MINUTE });
  for (const staff of [
    await staffSignedIn(t, 'finance'),
    await staffSignedIn(t, 'support'),
    await staffSignedIn(t, 'auditor'),
    await staffSignedIn(t, 'owner', ['bituin']),
  ]) {
    for (const [method, url, body] of [
      ['GET', BO_API.jobs, undefined],
      ['POST', BO_API.jobRetry, { runKey: target }],
      ['POST', BO_API.jobDismiss, { runKey: target }],
    ] as const) {
      const response = await asStaff(t, staff, method, url, body);
      assert.equal(response.statusCode, 403, `${staff.username} ${url}`);
      assert.equal(response.json().errorCode, 'forbidden');
    }
  }
  assert.equal((await selectJob(t.db, target))?.status, 'failed');

  const me = async (staff: TestStaff) => ((await asStaff(t, staff, 'GET', BO_API.me)).json().value as StaffMe).permissions;
  const scopedOwner = await me(await staffSignedIn(t, 'owner', ['bituin']));
  assert.ok(!scopedOwner.includes('jobs.manage') && !scopedOwner.includes('staff.manage'));
  assert.ok(scopedOwner.includes('brands.manage'));
  const everyBrand = await me(owner);
  assert.ok(everyBrand.includes('jobs.manage') && everyBrand.includes('staff.manage'));
  // The staff desk follows the same rule (it refused a brand-scoped owner before; now the guard does).
  assert.equal((await asStaff(t, await staffSignedIn(t, 'owner', ['bituin']), 'GET', BO_API.staffList)).statusCode, 403);
});
