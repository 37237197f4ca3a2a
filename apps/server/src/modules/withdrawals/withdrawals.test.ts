// Proves withdrawal requests: a request holds the amount on the main wallet and changes nothing
// else; amounts are parsed as integer minor units within the brand's limits and the wallet's
// available money; a wrong currency, payment password, payout account, trial account or brand is
// refused; every refusal leaves the ledger, its holds and this module's rows as they were; and a
// repeated key answers the first answer while the same key with another body is refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import {
  bindBank,
  fundedPlayer,
  moneyHeaders,
  requestWithdrawal,
  walletOf,
  withId,
  worldSnapshot,
  type TestPlayer,
} from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

let t: TestApp;
let player: TestPlayer;
let payoutId: string;

before(async () => {
  t = await createTestApp();
  player = await fundedPlayer(t, 'wdplayer', 100_000n);
  payoutId = await bindBank(t, player);
});
after(() => t.close());

test('the withdraw page learns the limits, the balance and the bound payout accounts', async () => {
  const response = await t.app.inject({ url: API.withdrawalInfo, headers: authed(player.token) });
  assert.equal(response.statusCode, 200, response.body);
  const info = response.json().value;
  assert.equal(info.currency.code, 'PHP');
  assert.deepEqual(
    [info.minAmountMinor, info.maxAmountMinor, info.autoReceiveMinutes, info.maxPayoutAccounts],
    ['10000', '5000000', 1440, 5],
  );
  assert.equal(info.availableMinor, '100000');
  assert.equal(info.paymentPasswordSet, true);
  assert.equal(info.payoutAccounts.length, 1);
});

test('a request holds the amount on the main wallet: the balance stays, the available money drops, nothing moves', async () => {
  const before = await walletOf(t, player.walletId);
  const key = randomUUID();
  const response = await requestWithdrawal(t, player, { amountMinor: '25000', payoutAccountId: payoutId }, key);
  assert.equal(response.statusCode, 200, response.body);
  const view = response.json().value;
  assert.equal(view.status, 'requested');
  assert.equal(view.amountMinor, '25000');
  assert.equal(view.payout.accountNumber, '****7890');
  assert.equal(view.canConfirm, false);
  const after = await walletOf(t, player.walletId);
  assert.deepEqual(after, { balance: before.balance, held: before.held + 25_000n });
  const [hold] = await t.db.query<{ status: string; code: string; amount: string }>(
    `select h.status, h.code, h.amount::text as amount from ledger_holds h join withdrawals w on w.hold_id = h.id where w.id = $1`,
    [view.id],
  );
  assert.deepEqual(hold, { status: 'pending', code: 'withdrawal', amount: '25000' });
  const transfers = await t.db.query(`select 1 from ledger_transfers where code = 'withdrawal'`);
  assert.equal(transfers.length, 0, 'no money moved yet');

  // The same key and body: the first answer, and nothing held twice.
  const snapshot = await worldSnapshot(t);
  const again = await requestWithdrawal(t, player, { amountMinor: '25000', payoutAccountId: payoutId }, key);
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json().value, view);
  assert.equal(await worldSnapshot(t), snapshot);
  // The same key with another amount: refused, nothing changed.
  const reused = await requestWithdrawal(t, player, { amountMinor: '26000', payoutAccountId: payoutId }, key);
  assert.equal(reused.statusCode, 409);
  assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  assert.equal(await worldSnapshot(t), snapshot);

  const info = (await t.app.inject({ url: API.withdrawalInfo, headers: authed(player.token) })).json().value;
  assert.deepEqual([info.balanceMinor, info.heldMinor, info.availableMinor], ['100000', '25000', '75000']);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('bad amounts, currencies, payout accounts and payment passwords are refused with nothing changed', async () => {
  const snapshot = await worldSnapshot(t);
  const cases: [Record<string, unknown>, string, number][] = [
    [{ amountMinor: '-10000' }, 'amount_invalid', 400],
    [{ amountMinor: '0' }, 'amount_invalid', 400],
    [{ amountMinor: '10000.5' }, 'amount_invalid', 400],
    [{ amountMinor: '1e5' }, 'amount_invalid', 400],
    [{ amountMinor: '0x2710' }, 'amount_invalid', 400],
    [{ amountMinor: ' 10000' }, 'amount_invalid', 400],
    [{ amountMinor: 10000 }, 'bad_request', 400],
    [{ amountMinor: '9999' }, 'withdrawal_amount_out_of_range', 400],
    [{ amountMinor: '5000001' }, 'withdrawal_amount_out_of_range', 400],
    // Past the ledger's limit: not an amount at all (every amount call parses with checkAmount).
    [{ amountMinor: '99999999999999999999999' }, 'amount_invalid', 400],
    [{ amountMinor: '80000' }, 'insufficient_funds', 409],
    [{ amountMinor: '10000', currency: 'USD' }, 'currency_mismatch', 400],
    [{ amountMinor: '10000', currency: 'php' }, 'currency_mismatch', 400],
    [{ amountMinor: '10000', payoutAccountId: '999999' }, 'payout_account_not_found', 404],
    [{ amountMinor: '10000', payoutAccountId: 'x' }, 'payout_account_not_found', 404],
    // 19 digits: past PostgreSQL's bigint, which once made the lookup itself fail (500).
    [{ amountMinor: '10000', payoutAccountId: '9999999999999999999' }, 'payout_account_not_found', 404],
    [{ amountMinor: '10000', paymentPassword: '000000' }, 'payment_password_wrong', 400],
    [{ amountMinor: '10000', paymentPassword: '' }, 'bad_request', 400],
  ];
  for (const [body, code, status] of cases) {
    const response = await requestWithdrawal(t, player, { payoutAccountId: payoutId, ...body });
    assert.equal(response.statusCode, status, `${JSON.stringify(body)}: ${response.body}`);
    assert.equal(response.json().errorCode, code, JSON.stringify(body));
  }
  const noKey = await t.app.inject({
    method: 'POST',
    url: API.withdrawals,
    headers: authed(player.token),
    payload: { amountMinor: '10000', currency: 'PHP', payoutAccountId: payoutId, paymentPassword: '135790' },
  });
  assert.equal(noKey.json().errorCode, 'idempotency_key_required');
  assert.equal(await worldSnapshot(t), snapshot);
});

test("another player's payout account, a removed one, another brand and a trial account are refused", async () => {
  const other = await fundedPlayer(t, 'wdother', 50_000n);
  const otherPayout = await bindBank(t, other, '55556666777788');
  const snapshot = await worldSnapshot(t);
  const foreign = await requestWithdrawal(t, player, { amountMinor: '10000', payoutAccountId: otherPayout });
  assert.equal(foreign.json().errorCode, 'payout_account_not_found');

  // The session belongs to the demo brand: asked for under another brand, there is no session.
  await t.db.query(
    `insert into merchants (code, name, logo_url, theme) values ('otherbrand', 'Other', '/logo.png', '{}') on conflict do nothing`,
  );
  const wrongBrand = await requestWithdrawal(t, player, { amountMinor: '10000', payoutAccountId: payoutId }, randomUUID(), {
    merchant: 'otherbrand',
  });
  assert.equal(wrongBrand.statusCode, 401, wrongBrand.body);
  assert.equal(wrongBrand.json().errorCode, 'login.not.session');

  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  const trialToken = trial.json().value.token as string;
  const byTrial = await t.app.inject({
    method: 'POST',
    url: API.withdrawals,
    headers: moneyHeaders(trialToken),
    payload: { amountMinor: '10000', currency: 'PHP', payoutAccountId: payoutId, paymentPassword: '135790' },
  });
  assert.equal(byTrial.statusCode, 403);
  assert.equal(byTrial.json().errorCode, 'in_need_true_account');
  assert.equal((await t.app.inject({ url: API.withdrawals, headers: authed(trialToken) })).json().errorCode, 'in_need_true_account');
  assert.equal(await worldSnapshot(t), snapshot);

  // Removing the payout account after a request keeps the request's own copy; new requests to it are refused.
  const made = await requestWithdrawal(t, other, { amountMinor: '10000', payoutAccountId: otherPayout });
  assert.equal(made.statusCode, 200, made.body);
  const removed = await t.app.inject({
    method: 'POST',
    url: withId(API.payoutAccountRemove, otherPayout),
    headers: moneyHeaders(other.token),
    payload: { paymentPassword: '135790' },
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal(
    (await requestWithdrawal(t, other, { amountMinor: '10000', payoutAccountId: otherPayout })).json().errorCode,
    'payout_account_not_found',
  );
  const listed = (await t.app.inject({ url: API.withdrawals, headers: authed(other.token) })).json().value;
  assert.equal(listed.list[0].payout.accountNumber, '****7788');
});

test('a wallet never holds more than it has: requests past the available money are refused', async () => {
  const player2 = await fundedPlayer(t, 'wdfull', 30_000n);
  const payout = await bindBank(t, player2);
  assert.equal((await requestWithdrawal(t, player2, { amountMinor: '20000', payoutAccountId: payout })).statusCode, 200);
  const snapshot = await worldSnapshot(t);
  const second = await requestWithdrawal(t, player2, { amountMinor: '20000', payoutAccountId: payout });
  assert.equal(second.json().errorCode, 'insufficient_funds');
  assert.equal(await worldSnapshot(t), snapshot);
  assert.equal((await requestWithdrawal(t, player2, { amountMinor: '10000', payoutAccountId: payout })).statusCode, 200);
  assert.deepEqual(await walletOf(t, player2.walletId), { balance: 30_000n, held: 30_000n });
});

test('the list is the player’s own, newest first, paged', async () => {
  const player3 = await fundedPlayer(t, 'wdlist', 100_000n);
  const payout = await bindBank(t, player3);
  for (const amount of ['10000', '11000', '12000']) {
    assert.equal((await requestWithdrawal(t, player3, { amountMinor: amount, payoutAccountId: payout })).statusCode, 200);
  }
  const page1 = (await t.app.inject({ url: `${API.withdrawals}?pageNo=1&pageSize=2`, headers: authed(player3.token) })).json().value;
  assert.deepEqual(
    page1.list.map((item: { amountMinor: string }) => item.amountMinor),
    ['12000', '11000'],
  );
  assert.deepEqual([page1.pageNum, page1.totalPages], [1, 2]);
  const page2 = (await t.app.inject({ url: `${API.withdrawals}?pageNo=2&pageSize=2`, headers: authed(player3.token) })).json().value;
  assert.deepEqual(
    page2.list.map((item: { amountMinor: string }) => item.amountMinor),
    ['10000'],
  );
  const bad = await t.app.inject({ url: `${API.withdrawals}?pageSize=500`, headers: authed(player3.token) });
  assert.equal(bad.json().errorCode, 'bad_request');
  const brandId = await demoBrandId(t.db);
  const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from withdrawals where merchant_id = $1 and account_id = $2`, [
    brandId,
    player3.id,
  ]);
  assert.equal(count?.n, 3);
});
