// Proves the back office's withdrawal desk: approving captures the hold to the payout channel's
// clearing account (paid) and opens the player's confirmation window, rejecting releases it; only
// staff with finance.decide in the withdrawal's brand may decide, each decision is in the staff
// audit, a second decision is refused, and refused calls change nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import {
  asStaff,
  bindBank,
  fundedPlayer,
  requestWithdrawal,
  staffSignedIn,
  walletOf,
  withId,
  worldSnapshot,
  type TestPlayer,
  type TestStaff,
} from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

let t: TestApp;
let player: TestPlayer;
let payoutId: string;
let finance: TestStaff;

before(async () => {
  t = await createTestApp();
  player = await fundedPlayer(t, 'deskplayer', 200_000n);
  payoutId = await bindBank(t, player);
  finance = await staffSignedIn(t, 'finance');
});
after(() => t.close());

async function requested(amount = '20000'): Promise<string> {
  const response = await requestWithdrawal(t, player, { amountMinor: amount, payoutAccountId: payoutId });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.id as string;
}

async function clearingBalance(): Promise<bigint> {
  const [row] = await t.db.query<{ balance: string }>(
    `select coalesce(sum(balance), 0)::text as balance from ledger_accounts where kind = 'clearing' and ref = 'payout-bank'`,
  );
  return BigInt(row?.balance ?? '0');
}

test('the queue shows requests of the brands in scope with the full payout details, filtered', async () => {
  const id = await requested();
  const response = await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?status=requested`);
  assert.equal(response.statusCode, 200, response.body);
  const entry = response.json().value.entries.find((item: { id: string }) => item.id === id);
  assert.ok(entry);
  assert.equal(entry.payout.accountNumber, '001234567890');
  assert.equal(entry.player.username, player.username);
  assert.equal(entry.currency.minorDigits, 2);
  const byUser = await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?username=${player.username.toUpperCase()}`);
  assert.ok(byUser.json().value.entries.every((item: { player: { username: string } }) => item.player.username === player.username));
  const none = await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?status=rejected&username=${player.username}`);
  assert.deepEqual(none.json().value.entries, []);
  // One withdrawal by its number (the console's search); a number out of range is refused.
  const byId = await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?id=${id}`);
  assert.deepEqual(
    byId.json().value.entries.map((item: { id: string }) => item.id),
    [id],
  );
  assert.deepEqual((await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?id=${Number(id) + 1_000_000}`)).json().value.entries, []);
  assert.equal((await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?id=abc`)).json().errorCode, 'bad_request');
  const bad = await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?status=paid`);
  assert.equal(bad.json().errorCode, 'bad_request');
});

test('approve captures the hold to the clearing account and opens the confirmation window; a second decision is refused', async () => {
  const id = await requested('30000');
  const wallet = await walletOf(t, player.walletId);
  const clearing = await clearingBalance();
  const approved = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalApprove, id), { note: 'paid by BDO ref 778' });
  assert.equal(approved.statusCode, 200, approved.body);
  const value = approved.json().value;
  assert.equal(value.status, 'approved');
  assert.equal(value.receipt, 'pending');
  assert.equal(value.decidedBy, finance.username);
  assert.equal(new Date(value.confirmDueAt).getTime() - t.clock.now().getTime(), 1440 * 60_000);
  assert.deepEqual(await walletOf(t, player.walletId), { balance: wallet.balance - 30_000n, held: wallet.held - 30_000n });
  assert.equal(await clearingBalance(), clearing + 30_000n);
  const [transfer] = await t.db.query<{ code: string; amount: string }>(
    `select code, amount::text as amount from ledger_transfers where id = $1`,
    [value.captureTransferId],
  );
  assert.deepEqual(transfer, { code: 'withdrawal', amount: '30000' });
  const [audit] = await t.db.query<{ staff_username: string; target: string }>(
    `select staff_username, target from staff_audit where action = 'withdrawal.approve' order by id desc limit 1`,
  );
  assert.deepEqual(audit, { staff_username: finance.username, target: `withdrawal:${id}` });

  const snapshot = await worldSnapshot(t);
  for (const path of [BO_API.withdrawalApprove, BO_API.withdrawalReject]) {
    const again = await asStaff(t, finance, 'POST', withId(path, id), { reason: 'again please' });
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().errorCode, 'withdrawal_state_changed');
  }
  assert.equal(await worldSnapshot(t), snapshot);

  const mine = (await t.app.inject({ url: API.withdrawals, headers: authed(player.token) })).json().value.list;
  const seen = mine.find((item: { id: string }) => item.id === id);
  assert.equal(seen.status, 'approved');
  assert.equal(seen.canConfirm, true);
  assert.equal(seen.rejectReason, null);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('reject needs a reason, releases the hold and shows the reason to the player', async () => {
  const id = await requested('15000');
  const wallet = await walletOf(t, player.walletId);
  const snapshot = await worldSnapshot(t);
  for (const payload of [{}, { reason: '' }, { reason: 'x' }, { reason: 'y'.repeat(201) }]) {
    const refused = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalReject, id), payload);
    assert.equal(refused.json().errorCode, 'bad_request', JSON.stringify(payload));
  }
  assert.equal(await worldSnapshot(t), snapshot);
  const rejected = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalReject, id), { reason: 'Account name does not match' });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(rejected.json().value.status, 'rejected');
  assert.deepEqual(await walletOf(t, player.walletId), { balance: wallet.balance, held: wallet.held - 15_000n });
  const [hold] = await t.db.query<{ status: string }>(
    `select h.status from ledger_holds h join withdrawals w on w.hold_id = h.id where w.id = $1`,
    [id],
  );
  assert.equal(hold?.status, 'released');
  const mine = (await t.app.inject({ url: API.withdrawals, headers: authed(player.token) })).json().value.list;
  assert.equal(mine.find((item: { id: string }) => item.id === id).rejectReason, 'Account name does not match');
});

test('staff without finance.decide, outside the brand, or without the cross-site header are refused', async () => {
  const id = await requested('12000');
  const snapshot = await worldSnapshot(t);
  const support = await staffSignedIn(t, 'support');
  const auditor = await staffSignedIn(t, 'auditor');
  for (const staff of [support, auditor]) {
    const response = await asStaff(t, staff, 'POST', withId(BO_API.withdrawalApprove, id), {});
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'forbidden');
    assert.equal((await asStaff(t, staff, 'GET', BO_API.withdrawals)).json().errorCode, 'forbidden');
  }
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('elsewhere', 'Elsewhere', '/logo.png', '{}')`);
  const outsider = await staffSignedIn(t, 'finance', ['elsewhere']);
  const outside = await asStaff(t, outsider, 'POST', withId(BO_API.withdrawalApprove, id), {});
  assert.equal(outside.statusCode, 404);
  assert.equal(outside.json().errorCode, 'withdrawal_not_found');
  const listed = await asStaff(t, outsider, 'GET', BO_API.withdrawals);
  assert.deepEqual(listed.json().value.entries, []);
  const brandId = await demoBrandId(t.db);
  assert.equal((await asStaff(t, outsider, 'GET', `${BO_API.withdrawalSettings}?brandId=${brandId}`)).json().errorCode, 'forbidden');
  const noHeader = await t.app.inject({
    method: 'POST',
    url: withId(BO_API.withdrawalApprove, id),
    headers: { cookie: `bo_session=${finance.cookie}` },
    payload: {},
  });
  assert.equal(noHeader.json().errorCode, 'forbidden');
  const anonymous = await t.app.inject({
    method: 'POST',
    url: withId(BO_API.withdrawalApprove, id),
    headers: { 'x-backoffice': '1' },
    payload: {},
  });
  assert.equal(anonymous.statusCode, 401);
  // Not an id, or one past PostgreSQL's bigint: not found, never a database error.
  for (const unknown of ['99999999', 'abc', '9999999999999999999']) {
    const response = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalApprove, unknown), {});
    assert.equal(response.statusCode, 404, `${unknown}: ${response.body}`);
    assert.equal(response.json().errorCode, 'withdrawal_not_found', unknown);
  }
  assert.equal(await worldSnapshot(t), snapshot);
});

test('two staff racing to approve and reject one request: exactly one wins, the other changes nothing', async () => {
  const second = await staffSignedIn(t, 'owner');
  for (let round = 0; round < 3; round += 1) {
    const id = await requested('10000');
    const wallet = await walletOf(t, player.walletId);
    const [a, b] = await Promise.all([
      asStaff(t, finance, 'POST', withId(BO_API.withdrawalApprove, id), {}),
      asStaff(t, second, 'POST', withId(BO_API.withdrawalReject, id), { reason: 'Duplicate request' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    assert.deepEqual(statuses, [200, 409], `${a.body} ${b.body}`);
    const loser = a.statusCode === 409 ? a : b;
    assert.equal(loser.json().errorCode, 'withdrawal_state_changed');
    const approvedWon = a.statusCode === 200;
    const after = await walletOf(t, player.walletId);
    assert.deepEqual(after, {
      balance: approvedWon ? wallet.balance - 10_000n : wallet.balance,
      held: wallet.held - 10_000n,
    });
    const audits = await t.db.query(`select 1 from staff_audit where target = $1`, [`withdrawal:${id}`]);
    assert.equal(audits.length, 1, 'only the winner is audited');
  }
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a brand’s limits, window and payout-account maximum are set in the back office and audited', async () => {
  const brandId = await demoBrandId(t.db);
  const url = `${BO_API.withdrawalSettings}?brandId=${brandId}`;
  assert.equal((await asStaff(t, finance, 'GET', url)).json().value.autoReceiveMinutes, 1440);
  const bad = await asStaff(t, finance, 'POST', BO_API.withdrawalSettings, {
    brandId,
    minAmountMinor: '50000',
    maxAmountMinor: '100',
    autoReceiveMinutes: 30,
    maxPayoutAccounts: 3,
  });
  assert.equal(bad.json().errorCode, 'withdrawal_amount_out_of_range');
  const saved = await asStaff(t, finance, 'POST', BO_API.withdrawalSettings, {
    brandId,
    minAmountMinor: '5000',
    maxAmountMinor: '9000000',
    autoReceiveMinutes: 30,
    maxPayoutAccounts: 3,
  });
  assert.equal(saved.statusCode, 200, saved.body);
  const info = (await t.app.inject({ url: API.withdrawalInfo, headers: authed(player.token) })).json().value;
  assert.deepEqual([info.minAmountMinor, info.maxAmountMinor, info.autoReceiveMinutes, info.maxPayoutAccounts], ['5000', '9000000', 30, 3]);
  const [audit] = await t.db.query(`select 1 from staff_audit where action = 'withdrawal.settings'`);
  assert.ok(audit);
  await t.db.query(`delete from withdrawal_settings where merchant_id = $1`, [brandId]);
});
