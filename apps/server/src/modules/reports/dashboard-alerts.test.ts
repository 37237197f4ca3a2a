// Proves the dashboard's alerts added for issue 37: deposits and withdrawals waiting longer than the
// brand's own waiting time (a brand setting an owner saves on the brand desk, 30 minutes by default,
// bad values refused) are counted apart from the waiting tiles, which stay; a ledger check that does not balance raises an alert for
// staff who read the ledger (the check is read again after LEDGER_CHECK_REUSE_MS, not on every view).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoBrandView } from '@pkg/contracts/brand-settings';
import type { BoDashboardValue } from '@pkg/contracts/dashboard';
import { createDepositApp, newPlayer, openOrder, pngBytes, submitOrder } from '../../../test/deposit-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { asStaff, bindBank, fundedPlayer, requestWithdrawal, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { LEDGER_CHECK_REUSE_MS } from './dashboard.service.ts';

const MINUTE = 60_000;
let t: TestApp;
let brandId: string;
let owner: TestStaff;

async function alerts(staff: TestStaff): Promise<Record<string, number>> {
  const response = await asStaff(t, staff, 'GET', `${BO_API.dashboard}?brandId=${brandId}`);
  assert.equal(response.statusCode, 200, response.body);
  const value = response.json().value as BoDashboardValue;
  return Object.fromEntries(value.alerts.map((alert) => [alert.kind, alert.count]));
}

before(async () => {
  t = await createDepositApp();
  brandId = await demoBrandId(t.db);
  const waiting = await newPlayer(t);
  const manual = await openOrder(t, waiting.token, 'gcash-manual', '25000');
  const submitted = await submitOrder(t, waiting.token, manual.id, { reference: `GC-${manual.orderNo}-REF` }, [
    { bytes: await pngBytes(), name: 'r.png', type: 'image/png' },
  ]);
  assert.equal(submitted.statusCode, 200, submitted.body);
  const player = await fundedPlayer(t, 'late', 50_000n);
  const requested = await requestWithdrawal(t, player, { amountMinor: '20000', payoutAccountId: await bindBank(t, player) });
  assert.equal(requested.statusCode, 200, requested.body);
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

const saveWait = (minutes: unknown) =>
  asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings: { paymentWaitAlertMinutes: minutes } });

test('the waiting time is a brand setting: shown on the desk, saved by an owner, bad values refused and nothing changed', async () => {
  const view = async () =>
    ((await asStaff(t, owner, 'GET', `${BO_API.brandSettings}?brandId=${brandId}`)).json().value as BoBrandView).paymentWaitAlertMinutes;
  assert.equal(await view(), 30, 'the default');
  const saved = await saveWait(45);
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal((saved.json().value as BoBrandView).paymentWaitAlertMinutes, 45);
  for (const bad of [0, 1441]) {
    const refused = await saveWait(bad);
    assert.equal(refused.statusCode, 400, String(bad));
    assert.equal(refused.json().errorCode, 'brand_settings_invalid');
    assert.match(refused.json().message as string, /waiting time/);
  }
  for (const typed of ['ten', 2.5]) {
    const refused = await saveWait(typed);
    assert.equal(refused.statusCode, 400, String(typed));
    assert.equal(refused.json().errorCode, 'bad_request');
  }
  assert.equal(await view(), 45);
  const finance = await staffSignedIn(t, 'finance');
  const forbidden = await asStaff(t, finance, 'POST', BO_API.brandSettings, { brandId, settings: { paymentWaitAlertMinutes: 5 } });
  assert.equal(forbidden.statusCode, 403);
  assert.equal((await saveWait(30)).statusCode, 200);
});

test("deposits and withdrawals waiting past the brand's time are counted apart; the waiting ones stay", async () => {
  const [row] = await t.db.query<{ minutes: number }>('select payment_wait_alert_minutes as minutes from merchants where id = $1', [
    brandId,
  ]);
  assert.equal(row?.minutes, 30, 'the default waiting time');
  let now = await alerts(owner);
  assert.deepEqual(
    [now.depositsWaiting, now.withdrawalsWaiting, now.depositsOverdue, now.withdrawalsOverdue],
    [1, 1, undefined, undefined],
  );

  t.clock.advanceMs(29 * MINUTE);
  now = await alerts(owner);
  assert.deepEqual([now.depositsOverdue, now.withdrawalsOverdue], [undefined, undefined], 'not yet past 30 minutes');

  t.clock.advanceMs(2 * MINUTE);
  now = await alerts(owner);
  assert.deepEqual([now.depositsWaiting, now.withdrawalsWaiting, now.depositsOverdue, now.withdrawalsOverdue], [1, 1, 1, 1]);

  // An owner gives the brand a longer waiting time on the brand desk: the same orders are not late for it.
  assert.equal((await saveWait(120)).statusCode, 200);
  now = await alerts(owner);
  assert.deepEqual([now.depositsWaiting, now.depositsOverdue, now.withdrawalsOverdue], [1, undefined, undefined]);
  assert.equal((await saveWait(30)).statusCode, 200);

  // Staff without finance.decide see no money queues, late or not.
  const auditor = await alerts(await staffSignedIn(t, 'auditor'));
  assert.equal(auditor.depositsOverdue, undefined);
});

test('a ledger check that does not balance raises an alert for staff who read the ledger', async () => {
  t.clock.advanceMs(LEDGER_CHECK_REUSE_MS);
  assert.equal((await alerts(owner)).ledgerUnbalanced, undefined, 'the books balance');
  const [account] = await t.db.query<{ id: string }>(
    `select id::text as id from ledger_accounts where merchant_id = $1 and kind = 'player_main' order by id limit 1`,
    [brandId],
  );
  assert.ok(account);
  // An account whose held amount disagrees with its pending holds: the ledger desk's "mismatched".
  await t.db.query('update ledger_accounts set held = held + 1 where id = $1', [account.id]);
  try {
    assert.equal((await alerts(owner)).ledgerUnbalanced, undefined, 'the last check is reused for a while');
    t.clock.advanceMs(LEDGER_CHECK_REUSE_MS);
    assert.equal((await alerts(owner)).ledgerUnbalanced, 1);
    const finance = await staffSignedIn(t, 'finance', ['bituin']);
    assert.equal((await alerts(finance)).ledgerUnbalanced, 1, "a brand's finance staff read its ledger");
    const check = (await asStaff(t, owner, 'GET', BO_API.ledgerCheck)).json().value as { ok: boolean; problemAccounts: number };
    assert.deepEqual([check.ok, check.problemAccounts], [false, 1], 'the ledger desk says the same');
  } finally {
    await t.db.query('update ledger_accounts set held = held - 1 where id = $1', [account.id]);
  }
  t.clock.advanceMs(LEDGER_CHECK_REUSE_MS);
  assert.equal((await alerts(owner)).ledgerUnbalanced, undefined);
});
