// Proves the player's deposit calls: the brand's channels, manual orders from creation to
// submission and cancellation, every kind of bad input refused with its code and status and
// nothing changed, idempotency keys (replay answers the first answer, reuse is refused), the
// open-order limit, expiry that holds on read, and that trial accounts and strangers get nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import type { DepositOrderView } from '@pkg/contracts/deposits';
import { authed } from '../../../test/auth-helpers.ts';
import { createBrand } from '../../../test/ledger-helpers.ts';
import {
  assertRefused,
  balanceOf,
  createDepositApp,
  depositSnapshot,
  money,
  newKey,
  newPlayer,
  openOrder,
  orderPath,
  pngBytes,
  postOrder,
  submitOrder,
} from '../../../test/deposit-helpers.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { seedDepositChannels } from '../../seed/deposit-channels-seed.ts';

let t: TestApp;
before(async () => {
  t = await createDepositApp();
});
after(() => t.close());

const MANUAL = 'gcash-manual';

test('a player sees the demo brand channels in order, with limits as minor-unit strings', async () => {
  const player = await newPlayer(t);
  const response = await t.app.inject({ url: API.depositChannels, headers: authed(player.token) });
  assert.equal(response.statusCode, 200, response.body);
  const { channels } = response.json().value;
  assert.deepEqual(
    channels.map((c: { code: string; kind: string }) => [c.code, c.kind]),
    [
      ['gcash-manual', 'manual'],
      ['sandbox-pay', 'gateway'],
    ],
  );
  assert.deepEqual(channels[0], {
    code: 'gcash-manual',
    kind: 'manual',
    displayName: 'GCash',
    currency: 'PHP',
    minAmountMinor: '10000',
    maxAmountMinor: '5000000',
    expiryMinutes: 30,
  });
});

test('visitors get login.not.session and trial accounts in_need_true_account on every deposit call', async () => {
  const free = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(free.statusCode, 200, free.body);
  const trial = free.json().value.token as string;
  const calls = [
    { method: 'GET' as const, url: API.depositChannels },
    { method: 'GET' as const, url: API.depositOrders },
    { method: 'POST' as const, url: API.depositOrders, payload: { channelCode: MANUAL, amountMinor: '50000', currency: 'PHP' } },
  ];
  for (const call of calls) {
    await assertRefused(t, () => t.app.inject({ ...call, headers: money(trial) }), 403, 'in_need_true_account');
    await assertRefused(t, () => t.app.inject({ ...call, headers: demoHeaders() }), 401, 'login.not.session');
  }
});

test('a manual order shows where to pay, in the caller language, and lasts the channel minutes', async () => {
  const player = await newPlayer(t);
  const response = await t.app.inject({
    method: 'POST',
    url: API.depositOrders,
    headers: money(player.token, newKey(), { language: 'TY' }),
    payload: { channelCode: MANUAL, amountMinor: '50000', currency: 'PHP' },
  });
  assert.equal(response.statusCode, 200, response.body);
  const order = response.json().value as DepositOrderView;
  assert.equal(order.status, 'pending');
  assert.equal(order.kind, 'manual');
  assert.equal(order.amountMinor, '50000');
  assert.equal(order.redirectUrl, null);
  assert.equal(order.payTo?.accountNumber, '0917 555 0142');
  assert.match(order.payTo?.instructions ?? '', /Magpadala/);
  assert.equal(Date.parse(order.expiresAt) - Date.parse(order.createdAt), 30 * 60_000);
  assert.equal(await balanceOf(t, player.id), 0n, 'nothing is credited before staff approve');
});

test('bad amounts, currencies and channels are refused with their code and nothing changes', async () => {
  const player = await newPlayer(t);
  const other = await createBrand(t.db);
  const [brand] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [other]);
  await seedDepositChannels(t.db, brand?.code ?? '', [
    {
      code: 'elsewhere',
      kind: 'manual',
      displayName: 'Elsewhere',
      minAmountMinor: 1n,
      maxAmountMinor: 10n ** 9n,
      expiryMinutes: 5,
      sortOrder: 1,
      payTo: { provider: 'X', accountName: 'X', accountNumber: '1' },
    },
  ]);
  await t.db.query(
    `insert into deposit_channels (merchant_id, code, kind, display_name, currency, min_amount, max_amount, enabled, expiry_minutes,
       pay_to_provider, pay_to_account_name, pay_to_account_number, created_at, updated_at)
     select id, 'off-channel', 'manual', 'Off', 'PHP', 100, 100000, false, 10, 'Bank', 'Name', '123', now(), now() from merchants where code = 'bituin'`,
  );
  const cases: [Record<string, unknown>, number, string][] = [
    [{ channelCode: MANUAL, amountMinor: '-50000', currency: 'PHP' }, 400, 'amount_invalid'],
    [{ channelCode: MANUAL, amountMinor: '0', currency: 'PHP' }, 400, 'amount_invalid'],
    [{ channelCode: MANUAL, amountMinor: '50000.5', currency: 'PHP' }, 400, 'amount_invalid'],
    [{ channelCode: MANUAL, amountMinor: '5e4', currency: 'PHP' }, 400, 'amount_invalid'],
    [{ channelCode: MANUAL, amountMinor: '050000', currency: 'PHP' }, 400, 'amount_invalid'],
    [{ channelCode: MANUAL, amountMinor: '99999999999999999999', currency: 'PHP' }, 400, 'amount_invalid'],
    [{ channelCode: MANUAL, amountMinor: 50000, currency: 'PHP' }, 400, 'bad_request'],
    [{ channelCode: MANUAL, amountMinor: '9999', currency: 'PHP' }, 400, 'deposit_amount_out_of_range'],
    [{ channelCode: MANUAL, amountMinor: '5000001', currency: 'PHP' }, 400, 'deposit_amount_out_of_range'],
    [{ channelCode: MANUAL, amountMinor: '50000', currency: 'USD' }, 400, 'currency_mismatch'],
    [{ channelCode: 'no-such-channel', amountMinor: '50000', currency: 'PHP' }, 409, 'deposit_channel_unavailable'],
    [{ channelCode: 'off-channel', amountMinor: '50000', currency: 'PHP' }, 409, 'deposit_channel_unavailable'],
    [{ channelCode: 'elsewhere', amountMinor: '50000', currency: 'PHP' }, 409, 'deposit_channel_unavailable'],
    [{ channelCode: MANUAL, currency: 'PHP' }, 400, 'bad_request'],
  ];
  for (const [body, status, code] of cases) await assertRefused(t, () => postOrder(t, player.token, body), status, code);
  const channels = (await t.app.inject({ url: API.depositChannels, headers: authed(player.token) })).json().value.channels;
  assert.ok(
    !channels.some((c: { code: string }) => c.code === 'off-channel' || c.code === 'elsewhere'),
    'switched-off and other brands channels are not listed',
  );
});

test('the Idempotency-Key: required, replay answers the first answer, reuse with another body is refused', async () => {
  const player = await newPlayer(t);
  const body = { channelCode: MANUAL, amountMinor: '20000', currency: 'PHP' };
  for (const headers of [
    authed(player.token),
    money(player.token, 'short'),
    money(player.token, 'has spaces in it'),
    money(player.token, 'x'.repeat(65)),
  ]) {
    await assertRefused(
      t,
      () => t.app.inject({ method: 'POST', url: API.depositOrders, headers, payload: body }),
      400,
      'idempotency_key_required',
    );
  }
  const key = newKey();
  const first = await postOrder(t, player.token, body, key);
  assert.equal(first.statusCode, 200, first.body);
  t.clock.advanceMs(60_000);
  const before = await depositSnapshot(t.db);
  const again = await postOrder(t, player.token, body, key);
  assert.equal(again.statusCode, 200);
  assert.equal(again.body, first.body, 'the replay is the first answer, byte for byte');
  assert.equal(await depositSnapshot(t.db), before, 'a replay changes nothing');
  await assertRefused(t, () => postOrder(t, player.token, { ...body, amountMinor: '20001' }, key), 409, 'idempotency_key_reused');
  const id = first.json().value.id;
  await assertRefused(
    t,
    () => t.app.inject({ method: 'POST', url: orderPath(API.depositCancel, id), headers: money(player.token, key) }),
    409,
    'idempotency_key_reused',
  );
  // Another player's key space is their own: the same key opens their own order.
  const other = await newPlayer(t);
  assert.equal((await postOrder(t, other.token, body, key)).statusCode, 200);
  const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from deposit_orders where idempotency_key = $1`, [key])) as [
    { n: number },
  ];
  assert.equal(n, 2);
});

test('the same key sent many times at once opens one order', async () => {
  const player = await newPlayer(t);
  const key = newKey();
  const body = { channelCode: MANUAL, amountMinor: '30000', currency: 'PHP' };
  const answers = await Promise.all(Array.from({ length: 6 }, () => postOrder(t, player.token, body, key)));
  for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(new Set(answers.map((answer) => answer.json().value.id)).size, 1);
  const rows = await t.db.query(`select 1 from deposit_orders where account_id = $1`, [player.id]);
  assert.equal(rows.length, 1);
});

test('many orders at once with different keys still stop at three open orders', async () => {
  const player = await newPlayer(t);
  const body = { channelCode: MANUAL, amountMinor: '10000', currency: 'PHP' };
  const answers = await Promise.all(Array.from({ length: 6 }, () => postOrder(t, player.token, body)));
  assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 3);
  assert.ok(answers.every((answer) => answer.statusCode === 200 || answer.json().errorCode === 'deposit_open_orders_limit'));
  const rows = await t.db.query(`select 1 from deposit_orders where account_id = $1`, [player.id]);
  assert.equal(rows.length, 3);
});

test('three open orders at most; a cancelled one makes room', async () => {
  const player = await newPlayer(t);
  const orders = [];
  for (let i = 0; i < 3; i += 1) orders.push(await openOrder(t, player.token, MANUAL, '10000'));
  await assertRefused(
    t,
    () => postOrder(t, player.token, { channelCode: MANUAL, amountMinor: '10000', currency: 'PHP' }),
    409,
    'deposit_open_orders_limit',
  );
  const cancelled = await t.app.inject({
    method: 'POST',
    url: orderPath(API.depositCancel, orders[0]?.id ?? ''),
    headers: money(player.token),
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.json().value.status, 'cancelled');
  assert.equal((await postOrder(t, player.token, { channelCode: MANUAL, amountMinor: '10000', currency: 'PHP' })).statusCode, 200);
});

test('submitting a reference and receipts moves the order to submitted; the receipts are the player own images', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, MANUAL, '75000');
  const key = newKey();
  const png = await pngBytes();
  const response = await submitOrder(
    t,
    player.token,
    order.id,
    { reference: ' GC-2026-11-22-0042 ' },
    [{ bytes: png, name: 'receipt.png', type: 'image/png' }],
    key,
  );
  assert.equal(response.statusCode, 200, response.body);
  const submitted = response.json().value as DepositOrderView;
  assert.equal(submitted.status, 'submitted');
  assert.equal(submitted.reference, 'GC-2026-11-22-0042');
  assert.equal(submitted.receiptIds.length, 1);
  const image = await t.app.inject({ url: API.upload.replace(':id', submitted.receiptIds[0] ?? ''), headers: authed(player.token) });
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['content-type'], 'image/png');
  // The same submission again is a replay; the same key with another reference is refused.
  const again = await submitOrder(
    t,
    player.token,
    order.id,
    { reference: 'GC-2026-11-22-0042' },
    [{ bytes: png, name: 'receipt.png', type: 'image/png' }],
    key,
  );
  assert.equal(again.body, response.body);
  await assertRefused(t, () => submitOrder(t, player.token, order.id, { reference: 'GC-OTHER-1' }, [], key), 409, 'idempotency_key_reused');
  // A new key on a submitted order: it cannot be submitted or cancelled again.
  await assertRefused(t, () => submitOrder(t, player.token, order.id, { reference: 'GC-OTHER-1' }), 409, 'deposit_order_closed');
  await assertRefused(
    t,
    () => t.app.inject({ method: 'POST', url: orderPath(API.depositCancel, order.id), headers: money(player.token) }),
    409,
    'deposit_order_closed',
  );
  assert.equal(await balanceOf(t, player.id), 0n);
});

test('bad submissions are refused and keep nothing: reference, disguised image, too many images, no key, stranger', async () => {
  const player = await newPlayer(t);
  const stranger = await newPlayer(t);
  const order = await openOrder(t, player.token, MANUAL, '15000');
  const png = await pngBytes();
  const disguised = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('<?php system($_GET[1]); ?>'),
  ]);
  const image = { bytes: png, name: 'a.png', type: 'image/png' };
  await assertRefused(t, () => submitOrder(t, player.token, order.id, { reference: '' }), 400, 'field_invalid');
  await assertRefused(t, () => submitOrder(t, player.token, order.id, { reference: 'ab' }), 400, 'field_invalid');
  await assertRefused(t, () => submitOrder(t, player.token, order.id, { reference: '<script>1</script>' }), 400, 'field_invalid');
  await assertRefused(
    t,
    () => submitOrder(t, player.token, order.id, { reference: 'REF-0001' }, [{ bytes: disguised, name: 'r.png', type: 'image/png' }]),
    415,
    'unsupported_media_type',
  );
  await assertRefused(
    t,
    () =>
      submitOrder(t, player.token, order.id, { reference: 'REF-0001' }, [
        { bytes: Buffer.from('GIF89a....'), name: 'r.gif', type: 'image/gif' },
      ]),
    415,
    'unsupported_media_type',
  );
  await assertRefused(
    t,
    () => submitOrder(t, player.token, order.id, { reference: 'REF-0001' }, [image, image, image, image]),
    400,
    'upload_too_many',
  );
  await assertRefused(t, () => submitOrder(t, stranger.token, order.id, { reference: 'REF-0001' }), 404, 'deposit_order_not_found');
  await assertRefused(t, () => submitOrder(t, player.token, 'not-a-uuid', { reference: 'REF-0001' }), 404, 'deposit_order_not_found');
  await assertRefused(
    t,
    () =>
      t.app.inject({
        method: 'POST',
        url: orderPath(API.depositSubmit, order.id),
        headers: { ...money(player.token), 'content-type': 'application/json' },
        payload: { reference: 'REF-0001' },
      }),
    415,
    'unsupported_media_type',
  );
  await assertRefused(
    t,
    () => t.app.inject({ method: 'POST', url: orderPath(API.depositSubmit, order.id), headers: authed(player.token) }),
    400,
    'idempotency_key_required',
  );
  await assertRefused(
    t,
    () => t.app.inject({ url: orderPath(API.depositOrder, order.id), headers: authed(stranger.token) }),
    404,
    'deposit_order_not_found',
  );
  await assertRefused(
    t,
    () => t.app.inject({ method: 'POST', url: orderPath(API.depositCancel, order.id), headers: money(stranger.token) }),
    404,
    'deposit_order_not_found',
  );
});

test('a token is no good under another brand, and an order is not found there', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, MANUAL, '15000');
  await createBrand(t.db);
  const [brand] = await t.db.query<{ code: string }>(`select code from merchants where code like 'ledger-%' order by id desc limit 1`);
  const headers = authed(player.token, { merchant: brand?.code ?? '' });
  await assertRefused(t, () => t.app.inject({ url: orderPath(API.depositOrder, order.id), headers }), 401, 'login.not.session');
});

test('an order past its minutes reads as expired before any sweep, and can no longer be submitted or cancelled', async () => {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, MANUAL, '12000');
  t.clock.advanceMs(30 * 60_000);
  const read = await t.app.inject({ url: orderPath(API.depositOrder, order.id), headers: authed(player.token) });
  assert.equal(read.json().value.status, 'expired');
  const [row] = await t.db.query<{ status: string }>(`select status from deposit_orders where id = $1`, [order.id]);
  assert.equal(row?.status, 'pending', 'the sweep has not run; the read alone says expired');
  await assertRefused(t, () => submitOrder(t, player.token, order.id, { reference: 'LATE-0001' }), 409, 'deposit_order_closed');
  await assertRefused(
    t,
    () => t.app.inject({ method: 'POST', url: orderPath(API.depositCancel, order.id), headers: money(player.token) }),
    409,
    'deposit_order_closed',
  );
  // An expired order no longer counts as open.
  const list = await t.app.inject({ url: API.depositOrders, headers: authed(player.token) });
  assert.equal(list.json().value.orders[0].status, 'expired');
});

test('my orders come newest first and page by order number', async () => {
  const player = await newPlayer(t);
  const made: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const order = await openOrder(t, player.token, MANUAL, String(10000 + i));
    made.push(order.orderNo);
    await t.app.inject({ method: 'POST', url: orderPath(API.depositCancel, order.id), headers: money(player.token) });
  }
  const first = await t.app.inject({ url: `${API.depositOrders}?limit=2`, headers: authed(player.token) });
  const page = first.json().value;
  assert.deepEqual(
    page.orders.map((o: DepositOrderView) => o.orderNo),
    [made[2], made[1]],
  );
  assert.equal(page.nextBefore, made[1]);
  const second = await t.app.inject({ url: `${API.depositOrders}?limit=2&before=${page.nextBefore}`, headers: authed(player.token) });
  assert.deepEqual(
    second.json().value.orders.map((o: DepositOrderView) => o.orderNo),
    [made[0]],
  );
  assert.equal(second.json().value.nextBefore, null);
  const stranger = await newPlayer(t);
  const theirs = await t.app.inject({ url: API.depositOrders, headers: authed(stranger.token) });
  assert.deepEqual(theirs.json().value.orders, []);
});
