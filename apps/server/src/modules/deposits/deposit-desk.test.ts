// Proves the finance desk's deposits: the queue with its filters within the staff member's brands,
// approving (the player is credited in the same transaction, once) and rejecting (a reason is
// required, the player sees it), each decision in the staff audit, permissions and brand scope,
// and receipt images shown to deciding staff only.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import type { BoDepositRow, DepositOrderView } from '@pkg/contracts/deposits';
import { authed } from '../../../test/auth-helpers.ts';
import { createBrand } from '../../../test/ledger-helpers.ts';
import {
  assertRefused,
  balanceOf,
  boHeaders,
  createDepositApp,
  newPlayer,
  openOrder,
  orderPath,
  pngBytes,
  staffSignIn,
  submitOrder,
} from '../../../test/deposit-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { depositTransferKey } from './deposit-credit.ts';

let t: TestApp;
let desk: { cookie: string; id: string; username: string };
before(async () => {
  t = await createDepositApp();
  desk = await staffSignIn(t, { role: 'finance' });
});
after(() => t.close());

const MANUAL = 'gcash-manual';

async function submitted(amountMinor = '50000') {
  const player = await newPlayer(t);
  const order = await openOrder(t, player.token, MANUAL, amountMinor);
  const response = await submitOrder(t, player.token, order.id, { reference: `GC-${order.orderNo}-REF` }, [
    { bytes: await pngBytes(), name: 'r.png', type: 'image/png' },
  ]);
  assert.equal(response.statusCode, 200, response.body);
  return { player, order: response.json().value as DepositOrderView };
}

const approve = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: BO_API.depositApprove.replace(':id', id), headers: boHeaders(cookie) });
const reject = (cookie: string, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: BO_API.depositReject.replace(':id', id), headers: boHeaders(cookie), payload: payload as object });
const queue = (cookie: string, query = '') => t.app.inject({ url: `${BO_API.deposits}${query}`, headers: { cookie } });

test('the queue lists submitted orders with reference and receipts, and filters by status, user, brand and day', async () => {
  const { player, order } = await submitted('61000');
  const all = await queue(desk.cookie, `?status=submitted&username=${player.username.slice(0, -1).toUpperCase()}`);
  assert.equal(all.statusCode, 200, all.body);
  const row = (all.json().value.orders as BoDepositRow[]).find((r) => r.id === order.id);
  assert.ok(row, 'the order is in the queue');
  assert.equal(row.brand, 'bituin');
  assert.equal(row.username, player.username);
  assert.equal(row.reference, `GC-${order.orderNo}-REF`);
  assert.equal(row.receiptIds.length, 1);
  assert.equal(row.amountMinor, '61000');
  const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  assert.ok(
    (await queue(desk.cookie, `?from=${today}&to=${today}&brand=bituin`)).json().value.orders.some((r: BoDepositRow) => r.id === order.id),
  );
  assert.deepEqual((await queue(desk.cookie, `?from=2030-01-01`)).json().value.orders, []);
  // One order by its number (the console's search), in every brand of the staff member's scope.
  const byNumber = (await queue(desk.cookie, `?orderNo=${order.orderNo}&brand=bituin`)).json().value.orders as BoDepositRow[];
  assert.deepEqual(
    byNumber.map((r) => r.id),
    [order.id],
  );
  assert.equal((await queue(desk.cookie, '?orderNo=0')).json().errorCode, 'bad_request');
  assert.deepEqual((await queue(desk.cookie, `?brand=nosuchbrand`)).json().value.orders, []);
  assert.ok(!(await queue(desk.cookie, '?status=approved')).json().value.orders.some((r: BoDepositRow) => r.id === order.id));
  assert.equal((await queue(desk.cookie, '?status=nonsense')).statusCode, 400);
  assert.equal((await queue(desk.cookie, '?from=22-11-2026')).statusCode, 400);
});

test('approving credits the player once, in the same step, and is audited; the player sees it approved', async () => {
  const { player, order } = await submitted('50000');
  const response = await approve(desk.cookie, order.id);
  assert.equal(response.statusCode, 200, response.body);
  const row = response.json().value as BoDepositRow;
  assert.equal(row.status, 'approved');
  assert.equal(row.decidedBy, desk.username);
  assert.ok(row.ledgerTransferId);
  assert.equal(await balanceOf(t, player.id), 50000n);
  const [audit] = await t.db.query<{ action: string; target: string; staff_username: string; detail: { transferId: string } }>(
    `select action, target, staff_username, detail from staff_audit where target = $1`,
    [`deposit:${order.orderNo}`],
  );
  assert.equal(audit?.action, 'deposit.approve');
  assert.equal(audit?.staff_username, desk.username);
  assert.equal(audit?.detail.transferId, row.ledgerTransferId);
  const seen = await t.app.inject({ url: orderPath(API.depositOrder, order.id), headers: authed(player.token) });
  assert.equal(seen.json().value.status, 'approved');
  // A second approval (a double click, another desk) changes nothing.
  await assertRefused(t, () => approve(desk.cookie, order.id), 409, 'deposit_order_closed');
  await assertRefused(t, () => reject(desk.cookie, order.id, { reason: 'too late' }), 409, 'deposit_order_closed');
  const transfers = await t.db.query(`select 1 from ledger_transfers where idempotency_key = $1`, [depositTransferKey(order.id)]);
  assert.equal(transfers.length, 1);
});

test('two desks approving at once credit once', async () => {
  const other = await staffSignIn(t, { role: 'owner' });
  const { player, order } = await submitted('33000');
  const answers = await Promise.all([approve(desk.cookie, order.id), approve(other.cookie, order.id), approve(desk.cookie, order.id)]);
  assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 1);
  assert.ok(answers.every((answer) => answer.statusCode === 200 || answer.json().errorCode === 'deposit_order_closed'));
  assert.equal(await balanceOf(t, player.id), 33000n);
});

test('rejecting needs a reason, moves no money, is audited, and the player sees the reason', async () => {
  const { player, order } = await submitted('42000');
  await assertRefused(t, () => reject(desk.cookie, order.id, {}), 400, 'bad_request');
  await assertRefused(t, () => reject(desk.cookie, order.id, { reason: ' ' }), 400, 'bad_request');
  await assertRefused(t, () => reject(desk.cookie, order.id, { reason: 'x'.repeat(201) }), 400, 'bad_request');
  const response = await reject(desk.cookie, order.id, { reason: 'No payment with this reference arrived.' });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().value.status, 'rejected');
  assert.equal(await balanceOf(t, player.id), 0n);
  const seen = (await t.app.inject({ url: orderPath(API.depositOrder, order.id), headers: authed(player.token) })).json().value;
  assert.equal(seen.status, 'rejected');
  assert.equal(seen.rejectReason, 'No payment with this reference arrived.');
  const [audit] = await t.db.query<{ action: string; detail: { reason: string } }>(
    `select action, detail from staff_audit where target = $1`,
    [`deposit:${order.orderNo}`],
  );
  assert.equal(audit?.action, 'deposit.reject');
  assert.equal(audit?.detail.reason, 'No payment with this reference arrived.');
  await assertRefused(t, () => approve(desk.cookie, order.id), 409, 'deposit_order_closed');
});

test('an expired manual order may still be approved (marked late), but not rejected; gateway and cancelled orders are not the desk to decide', async () => {
  const player = await newPlayer(t);
  const expired = await openOrder(t, player.token, MANUAL, '20000');
  const gateway = await openOrder(t, player.token, 'sandbox-pay', '20000');
  const cancelled = await openOrder(t, player.token, MANUAL, '20000');
  await t.app.inject({
    method: 'POST',
    url: orderPath(API.depositCancel, cancelled.id),
    headers: { ...authed(player.token), 'idempotency-key': `cancel-${cancelled.id}` },
  });
  t.clock.advanceMs(31 * 60_000);
  // Half an hour idle ends a staff session: sign in again.
  desk = await staffSignIn(t, { role: 'finance' });
  await assertRefused(t, () => reject(desk.cookie, expired.id, { reason: 'expired anyway' }), 409, 'deposit_order_closed');
  await assertRefused(t, () => approve(desk.cookie, gateway.id), 409, 'deposit_order_closed');
  await assertRefused(t, () => approve(desk.cookie, cancelled.id), 409, 'deposit_order_closed');
  const response = await approve(desk.cookie, expired.id);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().value.latePayment, true);
  assert.equal(await balanceOf(t, player.id), 20000n);
});

test('permission and scope: support staff are forbidden, other brands staff see nothing and find nothing, no header no change', async () => {
  const { order } = await submitted('25000');
  const support = await staffSignIn(t, { role: 'support' });
  await assertRefused(t, () => queue(support.cookie), 403, 'forbidden');
  await assertRefused(t, () => approve(support.cookie, order.id), 403, 'forbidden');
  const brandId = await createBrand(t.db);
  const [brand] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [brandId]);
  const elsewhere = await staffSignIn(t, { role: 'finance', brandCodes: [brand?.code ?? ''] });
  assert.deepEqual((await queue(elsewhere.cookie)).json().value.orders, []);
  await assertRefused(t, () => approve(elsewhere.cookie, order.id), 404, 'deposit_order_not_found');
  await assertRefused(t, () => reject(elsewhere.cookie, order.id, { reason: 'not mine' }), 404, 'deposit_order_not_found');
  await assertRefused(
    t,
    () => t.app.inject({ url: BO_API.upload.replace(':id', order.receiptIds[0] ?? ''), headers: { cookie: elsewhere.cookie } }),
    404,
    'not_found',
  );
  await assertRefused(
    t,
    () => t.app.inject({ method: 'POST', url: BO_API.depositApprove.replace(':id', order.id), headers: { cookie: desk.cookie } }),
    403,
    'forbidden',
  );
  await assertRefused(t, () => t.app.inject({ method: 'POST', url: BO_API.depositApprove.replace(':id', order.id) }), 403, 'forbidden');
  await assertRefused(t, () => t.app.inject({ url: BO_API.deposits }), 401, 'login.not.session');
  await assertRefused(t, () => approve(desk.cookie, 'not-a-uuid'), 404, 'deposit_order_not_found');
});

test('receipt images are shown to deciding staff of the brand, not to support staff', async () => {
  const { order } = await submitted('26000');
  const url = BO_API.upload.replace(':id', order.receiptIds[0] ?? '');
  const image = await t.app.inject({ url, headers: { cookie: desk.cookie } });
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['content-type'], 'image/png');
  assert.equal(image.headers['x-content-type-options'], 'nosniff');
  const support = await staffSignIn(t, { role: 'support' });
  assert.equal((await t.app.inject({ url, headers: { cookie: support.cookie } })).statusCode, 403);
  assert.equal((await t.app.inject({ url: BO_API.upload.replace(':id', 'nope'), headers: { cookie: desk.cookie } })).statusCode, 400);
});
