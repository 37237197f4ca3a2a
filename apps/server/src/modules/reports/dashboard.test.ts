// Proves the back office's dashboard (decision 069) answers the reports' own figures: today's and
// this week's payments, GGR/NGR, players and bonus cost equal the totals the reports answer for the
// same days, and the top games are the week's GGR-by-game rows, highest first. The queues count what
// the finance desks list as waiting (a submitted manual deposit, a requested withdrawal) with the
// oldest's time, and move when staff decide. Without reports.read the dashboard is refused; without
// finance.decide it has no queues; a brand outside the staff member's scope is forbidden.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoDashboardValue } from '@pkg/contracts/dashboard';
import type { BoReportValue, ReportKind } from '@pkg/contracts/reports';
import {
  createDepositApp,
  newPlayer,
  openOrder,
  pngBytes,
  sendCallback,
  signedCallback,
  submitOrder,
} from '../../../test/deposit-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import {
  asStaff,
  bindBank,
  fundedPlayer,
  requestWithdrawal,
  staffSignedIn,
  withId,
  type TestStaff,
} from '../../../test/withdrawal-helpers.ts';

const TODAY = '2026-11-22'; // TEST_START, a Sunday in GMT+8
const MONDAY = '2026-11-16';
let t: TestApp;
let brandId: string;
let owner: TestStaff;
let manualOrderId: string;

async function dashboard(staff: TestStaff, query = ''): Promise<BoDashboardValue> {
  const response = await asStaff(t, staff, 'GET', `${BO_API.dashboard}${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as BoDashboardValue;
}

async function report(query: Record<string, string>): Promise<BoReportValue> {
  const response = await asStaff(t, owner, 'GET', `${BO_API.reports}?${new URLSearchParams({ brandId, ...query }).toString()}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as BoReportValue;
}

before(async () => {
  t = await createDepositApp();
  brandId = await demoBrandId(t.db);
  // A gateway deposit, a bet that the house wins part of, a manual deposit waiting, a withdrawal requested.
  const player = await fundedPlayer(t, 'dash');
  const order = await openOrder(t, player.token, 'sandbox-pay', '40000');
  const callback = signedCallback(order, 'paid');
  assert.equal((await sendCallback(t, callback.raw, callback.signature)).statusCode, 200);
  const house = createVendorSimulator(t);
  const session = await house.launch({ id: player.id });
  const roundId = simId('round');
  assert.equal((await house.debit(session, '10000', { roundId })).status, 'OK');
  assert.equal((await house.credit(session, roundId, '2500')).status, 'OK');

  const waiting = await newPlayer(t);
  const manual = await openOrder(t, waiting.token, 'gcash-manual', '25000');
  const submitted = await submitOrder(t, waiting.token, manual.id, { reference: `GC-${manual.orderNo}-REF` }, [
    { bytes: await pngBytes(), name: 'r.png', type: 'image/png' },
  ]);
  assert.equal(submitted.statusCode, 200, submitted.body);
  manualOrderId = manual.id;
  const requested = await requestWithdrawal(t, player, { amountMinor: '20000', payoutAccountId: await bindBank(t, player) });
  assert.equal(requested.statusCode, 200, requested.body);
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

test("the figures are the reports' totals for today and this week; the top games the week's GGR by game", async () => {
  const value = await dashboard(owner, `?brandId=${brandId}`);
  assert.equal(value.today, TODAY);
  assert.equal(value.weekFrom, MONDAY);
  for (const kind of ['payments', 'ggr', 'players', 'bonus'] as const satisfies readonly ReportKind[]) {
    assert.deepEqual(value.figures.today[kind], (await report({ report: kind, from: TODAY, to: TODAY })).totals, `today ${kind}`);
    assert.deepEqual(value.figures.week[kind], (await report({ report: kind, from: MONDAY, to: TODAY })).totals, `week ${kind}`);
  }
  const today = value.figures.today;
  assert.equal(today.payments[0]?.values.depositMinor, '40000');
  assert.equal(today.ggr[0]?.values.ggrMinor, '7500');
  const byGame = await report({ report: 'ggr', groupBy: 'game', from: MONDAY, to: TODAY });
  assert.ok(value.topGames.length > 0);
  assert.deepEqual(
    value.topGames[0],
    byGame.rows.find((row) => row.values.ggrMinor === '7500'),
  );
});

test('the queues count what waits with the oldest time, and move when finance decides', async () => {
  const before = await dashboard(owner, `?brandId=${brandId}`);
  assert.equal(before.waiting?.deposits.count, 1);
  assert.equal(before.waiting?.withdrawals.count, 1);
  assert.ok(before.waiting?.deposits.oldestAt);
  assert.deepEqual(
    before.alerts.filter((alert) => alert.kind.endsWith('Waiting')).map((alert) => [alert.kind, alert.count]),
    [
      ['depositsWaiting', 1],
      ['withdrawalsWaiting', 1],
    ],
  );
  const approved = await asStaff(t, owner, 'POST', withId(BO_API.depositApprove, manualOrderId), {});
  assert.equal(approved.statusCode, 200, approved.body);
  const after = await dashboard(owner, `?brandId=${brandId}`);
  assert.deepEqual(after.waiting?.deposits, { count: 0, oldestAt: null });
  assert.equal(
    after.figures.today.payments[0]?.values.depositCount,
    String(Number(before.figures.today.payments[0]?.values.depositCount) + 1),
  );
  assert.ok(!after.alerts.some((alert) => alert.kind === 'depositsWaiting'));
});

test('without reports.read the dashboard is refused; without finance.decide it has no queues; other brands are forbidden', async () => {
  const support = await staffSignedIn(t, 'support');
  const refused = await asStaff(t, support, 'GET', BO_API.dashboard);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'forbidden');
  assert.equal((await t.app.inject({ url: BO_API.dashboard })).statusCode, 401);

  const auditor = await dashboard(await staffSignedIn(t, 'auditor'));
  assert.equal(auditor.waiting, null);
  assert.ok(!auditor.alerts.some((alert) => alert.kind.startsWith('deposit') || alert.kind.startsWith('withdrawal')));

  const other = await createBrand(t.db);
  const scoped = await staffSignedIn(t, 'finance', ['bituin']);
  const outside = await asStaff(t, scoped, 'GET', `${BO_API.dashboard}?brandId=${other}`);
  assert.equal(outside.statusCode, 403);
  assert.equal(outside.json().errorCode, 'forbidden');
  assert.deepEqual(
    (await dashboard(scoped)).figures.today.ggr.map((row) => row.brandCode),
    ['bituin'],
  );
});
