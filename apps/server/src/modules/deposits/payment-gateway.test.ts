// Proves the gateway flow through the built-in sandbox: an order answers the sandbox page, the
// page's Pay button sends a signed callback that credits the player once (in the transaction that
// marks the order paid) and sends the browser back to the deposit page; callbacks with a missing,
// wrong or tampered signature, another amount, or for an unknown order change nothing; repeats
// change nothing; a late "paid" after expiry is credited and marked; the sandbox can be switched off.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { depositReturnPath } from '@pkg/contracts/deposit-rules';
import { API } from '@pkg/contracts/routes';
import type { DepositOrderView } from '@pkg/contracts/deposits';
import { authed } from '../../../test/auth-helpers.ts';
import {
  assertRefused,
  balanceOf,
  createDepositApp,
  depositSnapshot,
  money,
  newPlayer,
  openOrder,
  orderPath,
  postOrder,
  SANDBOX_SECRET,
  sendCallback,
  signedCallback,
} from '../../../test/deposit-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { depositTransferKey } from './deposit-credit.ts';
import { signSandboxBody } from './sandbox-gateway.ts';

let t: TestApp;
before(async () => {
  t = await createDepositApp();
});
after(() => t.close());

const GATEWAY = 'sandbox-pay';

function sandboxPage(order: DepositOrderView) {
  return t.app.inject({ url: order.redirectUrl ?? '' });
}

function pressButton(order: DepositOrderView, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url: API.sandboxPay.replace(':orderId', order.id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, lang: 'EN' }).toString(),
  });
}

async function transfersOf(orderId: string): Promise<number> {
  const rows = await t.db.query(`select 1 from ledger_transfers where idempotency_key = $1`, [depositTransferKey(orderId)]);
  return rows.length;
}

test('a gateway order answers the sandbox page, which shows the order escaped and offers Pay and Fail', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '25000');
  assert.equal(order.kind, 'gateway');
  assert.equal(order.payTo, null);
  assert.equal(order.redirectUrl, `/sandbox-pay/${order.id}?lang=EN`);
  const page = await sandboxPage(order);
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /text\/html/);
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
  assert.match(page.body, /₱ 250\.00 \(PHP\)/);
  assert.match(page.body, /name="outcome" value="paid"/);
  assert.doesNotMatch(page.body, /<script/i);
  const unknown = await t.app.inject({ url: '/sandbox-pay/00000000-0000-4000-8000-000000000000' });
  assert.equal(unknown.statusCode, 404);
  const hostile = await t.app.inject({ url: `/sandbox-pay/${encodeURIComponent('"><script>alert(1)</script>')}?lang=%22%3E%3Cscript%3E` });
  assert.equal(hostile.statusCode, 404);
  assert.doesNotMatch(hostile.body, /<script>alert/);
});

test('Pay sends a signed callback: the player is credited once, the order is paid, and the browser goes back', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '25000');
  const paid = await pressButton(order, 'paid');
  assert.equal(paid.statusCode, 303, paid.body);
  assert.equal(paid.headers.location, depositReturnPath(order.id));
  assert.equal(await balanceOf(t, player.id), 25000n);
  const wallet = await t.app.inject({ url: API.balance, headers: authed(player.token) });
  assert.equal(wallet.json().value.sumBalanceMinor, '25000', 'the wallet balance call shows the credit');
  const read = await t.app.inject({ url: orderPath(API.depositOrder, order.id), headers: authed(player.token) });
  const view = read.json().value as DepositOrderView;
  assert.equal(view.status, 'paid');
  assert.equal(view.redirectUrl, null);
  const [row] = await t.db.query<{ ledger_transfer_id: string; gateway_ref: string; late_payment: boolean }>(
    `select ledger_transfer_id::text, gateway_ref, late_payment from deposit_orders where id = $1`,
    [order.id],
  );
  assert.ok(row?.ledger_transfer_id && row.gateway_ref.startsWith('sbx_') && !row.late_payment);
  // The clearing account of the channel paid it: the brand's books still sum to zero.
  const [sum] = await t.db.query<{ total: string }>(`select sum(balance)::text as total from ledger_accounts where currency = 'PHP'`);
  assert.equal(sum?.total, '0');
  // The page now says it is closed, and pressing Pay again changes nothing.
  assert.match((await sandboxPage(order)).body, /can no longer be made/);
  const before = await depositSnapshot(t.db);
  assert.equal((await pressButton(order, 'paid')).statusCode, 409);
  assert.equal(await depositSnapshot(t.db), before);
});

test('a repeated or concurrent "paid" callback credits once and answers alike', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '40000');
  const callback = signedCallback(order, 'paid');
  const answers = await Promise.all(Array.from({ length: 5 }, () => sendCallback(t, callback.raw, callback.signature)));
  for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(answers.filter((answer) => answer.json().value.changed).length, 1);
  assert.equal(await transfersOf(order.id), 1);
  assert.equal(await balanceOf(t, player.id), 40000n);
  // Another paid notice (a new payment id) for the same order still changes nothing.
  const before = await depositSnapshot(t.db);
  const again = signedCallback(order, 'paid');
  const answer = await sendCallback(t, again.raw, again.signature);
  assert.deepEqual(answer.json().value, { orderId: order.id, status: 'paid', changed: false });
  assert.equal(await depositSnapshot(t.db), before);
  // A "failed" after "paid" is acknowledged and ignored.
  const failed = signedCallback(order, 'failed');
  assert.deepEqual((await sendCallback(t, failed.raw, failed.signature)).json().value, {
    orderId: order.id,
    status: 'paid',
    changed: false,
  });
  assert.equal(await depositSnapshot(t.db), before);
});

test('unsigned, wrongly signed, tampered, mismatched and misdirected callbacks change nothing', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '30000');
  const good = signedCallback(order, 'paid');
  const tampered = good.raw.replace('"30000"', '"3000000"');
  const otherSecret = `sha256=${'0'.repeat(64)}`;
  await assertRefused(t, () => sendCallback(t, good.raw, null), 401, 'payment_signature_invalid');
  await assertRefused(t, () => sendCallback(t, good.raw, ''), 401, 'payment_signature_invalid');
  await assertRefused(t, () => sendCallback(t, good.raw, otherSecret), 401, 'payment_signature_invalid');
  await assertRefused(t, () => sendCallback(t, good.raw, good.signature.toUpperCase()), 401, 'payment_signature_invalid');
  await assertRefused(t, () => sendCallback(t, tampered, good.signature), 401, 'payment_signature_invalid');
  await assertRefused(
    t,
    () => sendCallback(t, good.raw, signSandboxBody('an attacker guessing the secret wrong!', good.raw)),
    401,
    'payment_signature_invalid',
  );
  // Signed, but not what the order says: another amount or currency credits nothing.
  const more = signedCallback({ ...order, amountMinor: '3000000' }, 'paid');
  await assertRefused(t, () => sendCallback(t, more.raw, more.signature), 409, 'payment_callback_mismatch');
  const usd = signedCallback({ ...order, currency: 'USD' }, 'paid');
  await assertRefused(t, () => sendCallback(t, usd.raw, usd.signature), 409, 'payment_callback_mismatch');
  // Signed, but malformed or for nothing we know.
  const junk = '{"orderId":"x"}';
  await assertRefused(t, () => sendCallback(t, junk, signSandboxBody(SANDBOX_SECRET, junk)), 400, 'bad_request');
  const ghost = signedCallback({ id: '00000000-0000-4000-8000-000000000000', amountMinor: '30000', currency: 'PHP' }, 'paid');
  await assertRefused(t, () => sendCallback(t, ghost.raw, ghost.signature), 404, 'deposit_order_not_found');
  const manual = await openOrder(t, player.token, 'gcash-manual', '30000');
  const forManual = signedCallback(manual, 'paid');
  await assertRefused(t, () => sendCallback(t, forManual.raw, forManual.signature), 404, 'deposit_order_not_found');
  await assertRefused(t, () => sendCallback(t, good.raw, good.signature, 'other-gateway'), 404, 'not_found');
  assert.equal(await balanceOf(t, player.id), 0n);
  // The good one still works afterwards.
  assert.equal((await sendCallback(t, good.raw, good.signature)).statusCode, 200);
  assert.equal(await balanceOf(t, player.id), 30000n);
});

test('Fail marks a pending order failed; a later "paid" is still credited, marked late', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '20000');
  assert.equal((await pressButton(order, 'failed')).statusCode, 303);
  const read = await t.app.inject({ url: orderPath(API.depositOrder, order.id), headers: authed(player.token) });
  assert.equal(read.json().value.status, 'failed');
  assert.equal(await balanceOf(t, player.id), 0n);
  const late = signedCallback(order, 'paid');
  assert.equal((await sendCallback(t, late.raw, late.signature)).statusCode, 200);
  const [row] = await t.db.query<{ status: string; late_payment: boolean }>(
    `select status, late_payment from deposit_orders where id = $1`,
    [order.id],
  );
  assert.deepEqual(row, { status: 'paid', late_payment: true });
  assert.equal(await balanceOf(t, player.id), 20000n);
});

test('"paid" after the order expired is credited and marked late; "failed" after expiry changes nothing', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '15000');
  const other = await openOrder(t, player.token, GATEWAY, '16000');
  t.clock.advanceMs(15 * 60_000 + 1);
  // The sandbox will not take a payment for an expired order...
  const page = await sandboxPage(order);
  assert.match(page.body, /Expired/);
  assert.equal((await pressButton(order, 'paid')).statusCode, 409);
  // ...but a gateway that took the money late is believed.
  const late = signedCallback(order, 'paid');
  const answer = await sendCallback(t, late.raw, late.signature);
  assert.deepEqual(answer.json().value, { orderId: order.id, status: 'paid', changed: true });
  const [row] = await t.db.query<{ late_payment: boolean }>(`select late_payment from deposit_orders where id = $1`, [order.id]);
  assert.equal(row?.late_payment, true);
  assert.equal(await balanceOf(t, player.id), 15000n);
  const before = await depositSnapshot(t.db);
  const failed = signedCallback(other, 'failed');
  assert.deepEqual((await sendCallback(t, failed.raw, failed.signature)).json().value, {
    orderId: other.id,
    status: 'expired',
    changed: false,
  });
  assert.equal(await depositSnapshot(t.db), before);
});

test('a cancelled gateway order that the gateway reports paid is credited, marked late', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '11000');
  const cancel = await t.app.inject({ method: 'POST', url: orderPath(API.depositCancel, order.id), headers: money(player.token) });
  assert.equal(cancel.json().value.status, 'cancelled');
  const late = signedCallback(order, 'paid');
  assert.equal((await sendCallback(t, late.raw, late.signature)).statusCode, 200);
  assert.equal(await balanceOf(t, player.id), 11000n);
});

test('manual-only calls refuse gateway orders: no reference submission', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, GATEWAY, '11000');
  const form = new FormData();
  form.append('reference', 'REF-12345');
  const request = new Request('http://local/', { method: 'POST', body: form });
  await assertRefused(
    t,
    async () =>
      t.app.inject({
        method: 'POST',
        url: orderPath(API.depositSubmit, order.id),
        headers: money(player.token, undefined, { 'content-type': request.headers.get('content-type') ?? '' }),
        payload: Buffer.from(await request.arrayBuffer()),
      }),
    409,
    'deposit_order_closed',
  );
});

test('with the sandbox off, its channel is not offered, its orders cannot be made and its page is not served', async () => {
  const off = await createTestApp();
  try {
    const player = await newPlayer(off);
    const list = await off.app.inject({ url: API.depositChannels, headers: authed(player.token) });
    assert.deepEqual(
      list.json().value.channels.map((c: { code: string }) => c.code),
      ['gcash-manual'],
    );
    await assertRefused(
      off,
      () => postOrder(off, player.token, { channelCode: GATEWAY, amountMinor: '20000', currency: 'PHP' }),
      409,
      'deposit_channel_unavailable',
    );
    const page = await off.app.inject({
      method: 'POST',
      url: '/sandbox-pay/00000000-0000-4000-8000-000000000000',
      payload: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(page.statusCode, 404);
    const callback = signedCallback({ id: '00000000-0000-4000-8000-000000000000', amountMinor: '1', currency: 'PHP' }, 'paid');
    await assertRefused(off, () => sendCallback(off, callback.raw, callback.signature), 404, 'not_found');
  } finally {
    await off.close();
  }
});
