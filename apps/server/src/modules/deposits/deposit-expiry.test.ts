// Proves the expiry sweep: pending orders past their minutes become expired (and only those:
// submitted, paid and fresh orders stay), it moves no money, it runs on its interval once the app
// is ready and stops when the app closes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { newPlayer, openOrder, submitOrder } from '../../../test/deposit-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireDueOrders } from './deposit.queries.ts';

// Sweeps are called by hand here, so no background sweep may race them.
let t: TestApp;
before(async () => {
  t = await createTestApp({ sandboxGateway: true });
});
after(() => t.close());

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.db.query<{ status: string }>(`select status from deposit_orders where id = $1`, [id]);
  return row?.status;
}

test('the sweep expires overdue pending orders only, and moves no money', async () => {
  const player = await newPlayer(t);
  const manual = await openOrder(t, player.token, 'gcash-manual', '10000');
  const gateway = await openOrder(t, player.token, 'sandbox-pay', '10000');
  const sent = await openOrder(t, player.token, 'gcash-manual', '10000');
  assert.equal((await submitOrder(t, player.token, sent.id, { reference: 'SENT-0001' })).statusCode, 200);
  const money = await ledgerSnapshot(t.db);
  // 15 minutes: the gateway order is due, the manual one (30 minutes) is not.
  t.clock.advanceMs(15 * 60_000);
  assert.equal(await expireDueOrders(t.db, t.clock.now(), 100), 1);
  assert.equal(await statusOf(gateway.id), 'expired');
  assert.equal(await statusOf(manual.id), 'pending');
  t.clock.advanceMs(15 * 60_000);
  assert.equal(await expireDueOrders(t.db, t.clock.now(), 100), 1);
  assert.equal(await statusOf(manual.id), 'expired');
  assert.equal(await statusOf(sent.id), 'submitted', 'a submitted order waits for staff, however long');
  assert.equal(await expireDueOrders(t.db, t.clock.now(), 100), 0, 'a second sweep finds nothing');
  assert.equal(await ledgerSnapshot(t.db), money);
});

test('the app runs the sweep on its interval, and stops it on close', async () => {
  const swept = await createTestApp({ sandboxGateway: true, depositExpirySweepMs: 25, jobPollMs: 10 });
  try {
    const player = await newPlayer(swept);
    const order = await openOrder(swept, player.token, 'sandbox-pay', '10000');
    swept.clock.advanceMs(16 * 60_000);
    const status = async () =>
      (await swept.db.query<{ status: string }>(`select status from deposit_orders where id = $1`, [order.id]))[0]?.status;
    for (let tries = 0; tries < 200 && (await status()) !== 'expired'; tries += 1) await sleep(10);
    assert.equal(await status(), 'expired');
  } finally {
    // Closing waits for a sweep in flight and clears the timer (a leaked timer would keep the test process alive).
    await swept.close();
  }
});
