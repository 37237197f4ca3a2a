// Proves the player's own limits at their boundaries: the deposit that reaches a deposit limit
// exactly is accepted and the one that would cross it refused (open orders count too, credited
// ones by when they were credited); the stake that would cross a loss or wager limit is refused
// with nothing moved in the ledger; lowering applies at once while raising or removing waits 24
// hours (and a later lowering cancels the wait); trial accounts and bad input are refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { relogin } from '../../../test/agent-helpers.ts';
import {
  createDepositApp,
  newPlayer as depositPlayer,
  orderPath,
  postOrder,
  money,
  sendCallback,
  signedCallback,
} from '../../../test/deposit-helpers.ts';
import { demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { limitOk, rgAudits, rgStateOf, setLimit } from '../../../test/rg-helpers.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';

let t: TestApp;
before(async () => {
  t = await createDepositApp();
  await ensureHouseShards(t.db, await demoBrandId(t.db), 'PHP', t.clock.now());
});
after(() => t.close());

const HOUR_MS = 3_600_000;

describe('deposit limits', () => {
  test('the order reaching the limit exactly is accepted; one more centavo is refused, open orders included', async () => {
    const ana = await depositPlayer(t, 'rgdep');
    await limitOk(t, ana.token, 'deposit', 'day', '30000');
    const first = await postOrder(t, ana.token, { channelCode: 'gcash-manual', amountMinor: '20000', currency: 'PHP' });
    assert.equal(first.statusCode, 200, first.body);
    // 20000 open + 10001 would pass 30000: refused with what still fits.
    const over = await postOrder(t, ana.token, { channelCode: 'gcash-manual', amountMinor: '10001', currency: 'PHP' });
    assert.equal(over.statusCode, 409, over.body);
    assert.equal(over.json().errorCode, 'rg_deposit_limit');
    assert.equal(over.json().remainingMinor, '10000');
    const exact = await postOrder(t, ana.token, { channelCode: 'gcash-manual', amountMinor: '10000', currency: 'PHP' });
    assert.equal(exact.statusCode, 200, exact.body);
    const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from deposit_orders where account_id = $1`, [ana.id]);
    assert.equal(count?.n, 2);
    const usage = (await rgStateOf(t, ana.token)).limits[0];
    assert.deepEqual([usage?.kind, usage?.period, usage?.amountMinor, usage?.usedMinor], ['deposit', 'day', '30000', '30000']);
  });

  test('a cancelled order frees its room; a credited one counts until its period ends', async () => {
    const ben = await depositPlayer(t, 'rgdep');
    await limitOk(t, ben.token, 'deposit', 'week', '20000');
    const open = await postOrder(t, ben.token, { channelCode: 'sandbox-pay', amountMinor: '20000', currency: 'PHP' });
    assert.equal(open.statusCode, 200, open.body);
    const cancel = await t.app.inject({
      method: 'POST',
      url: orderPath(API.depositCancel, open.json().value.id),
      headers: money(ben.token),
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const paidOrder = await postOrder(t, ben.token, { channelCode: 'sandbox-pay', amountMinor: '15000', currency: 'PHP' });
    assert.equal(paidOrder.statusCode, 200, paidOrder.body);
    const callback = signedCallback(paidOrder.json().value, 'paid');
    assert.equal((await sendCallback(t, callback.raw, callback.signature)).statusCode, 200);
    const over = await postOrder(t, ben.token, { channelCode: 'sandbox-pay', amountMinor: '5001', currency: 'PHP' });
    assert.equal(over.json().errorCode, 'rg_deposit_limit');
    const exact = await postOrder(t, ben.token, { channelCode: 'sandbox-pay', amountMinor: '5000', currency: 'PHP' });
    assert.equal(exact.statusCode, 200, exact.body);
  });
});

describe('loss and wager limits on the vendor wallet', () => {
  const vendor = () => createVendorSimulator(t);

  test('the stake reaching a wager limit is accepted; the one crossing it is refused and nothing moves', async () => {
    const cy = await newPlayer(t, 'rgbet', { pin: false });
    await fund(t, cy.id, 100_000n);
    await limitOk(t, cy.token, 'wager', 'day', '1000');
    const sim = vendor();
    const game = await sim.launch({ id: cy.id });
    const round = simId('round');
    assert.equal((await sim.debit(game, '600', { roundId: round })).status, 'OK');
    // A win does not give wager room back: wager counts stakes.
    assert.equal((await sim.credit(game, round, '600', { roundClosed: true })).status, 'OK');
    const before = await ledgerSnapshot(t.db);
    const over = await sim.debit(game, '401');
    assert.equal(over.status, 'BET_LIMIT_EXCEEDED');
    assert.equal(over.balance, '100000');
    assert.equal(await ledgerSnapshot(t.db), before);
    assert.equal((await sim.debit(game, '400')).status, 'OK');
  });

  test('a loss limit counts stakes minus wins; the stake counts as a potential loss', async () => {
    const dee = await newPlayer(t, 'rgbet', { pin: false });
    await fund(t, dee.id, 100_000n);
    await limitOk(t, dee.token, 'loss', 'month', '1000');
    const sim = vendor();
    const game = await sim.launch({ id: dee.id });
    const lost = simId('round');
    assert.equal((await sim.debit(game, '800', { roundId: lost })).status, 'OK');
    assert.equal((await sim.credit(game, lost, '0', { roundClosed: true })).status, 'OK');
    const before = await ledgerSnapshot(t.db);
    assert.equal((await sim.debit(game, '201')).status, 'BET_LIMIT_EXCEEDED');
    assert.equal(await ledgerSnapshot(t.db), before);
    // A win of 500 on a stake of 200 leaves a net loss of 500: 500 more may be staked.
    const won = simId('round');
    assert.equal((await sim.debit(game, '200', { roundId: won })).status, 'OK');
    assert.equal((await sim.credit(game, won, '500', { roundClosed: true })).status, 'OK');
    assert.equal((await sim.debit(game, '501')).status, 'BET_LIMIT_EXCEEDED');
    const exact = simId('bet');
    assert.equal((await sim.debit(game, '500', { transactionId: exact, roundId: simId('round') })).status, 'OK');
    const state = await rgStateOf(t, dee.token);
    assert.equal(state.limits[0]?.usedMinor, '1000');
  });

  test("a vendor's retry of a debit already taken answers its first result, not a refusal", async () => {
    const eve = await newPlayer(t, 'rgbet', { pin: false });
    await fund(t, eve.id, 10_000n);
    await limitOk(t, eve.token, 'wager', 'day', '500');
    const sim = vendor();
    const game = await sim.launch({ id: eve.id });
    const ids = { transactionId: simId('bet'), roundId: simId('round') };
    assert.equal((await sim.debit(game, '500', ids)).status, 'OK');
    const again = await sim.debit(game, '500', ids);
    assert.notEqual(again.status, 'BET_LIMIT_EXCEEDED');
  });
});

describe('changing a limit', () => {
  test('lowering applies at once; raising and removing wait 24 hours; a later lowering cancels the wait', async () => {
    const fay = await newPlayer(t, 'rgchg', { pin: false });
    const player = { ...fay };
    assert.equal((await limitOk(t, player.token, 'wager', 'week', '5000')).limits[0]?.amountMinor, '5000');
    assert.equal((await limitOk(t, player.token, 'wager', 'week', '3000')).limits[0]?.amountMinor, '3000');
    const raised = (await limitOk(t, player.token, 'wager', 'week', '9000')).limits[0];
    assert.equal(raised?.amountMinor, '3000');
    assert.deepEqual(raised?.pending, { amountMinor: '9000', appliesAt: new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString() });
    t.clock.advanceMs(23 * HOUR_MS);
    await relogin(t, [player]);
    assert.equal((await rgStateOf(t, player.token)).limits[0]?.amountMinor, '3000');
    t.clock.advanceMs(HOUR_MS);
    await relogin(t, [player]);
    const applied = (await rgStateOf(t, player.token)).limits[0];
    assert.equal(applied?.amountMinor, '9000');
    assert.equal(applied?.pending, null);

    // A removal waits too, and lowering meanwhile cancels it.
    const removal = (await limitOk(t, player.token, 'wager', 'week', null)).limits[0];
    assert.equal(removal?.pending?.amountMinor, null);
    const lowered = (await limitOk(t, player.token, 'wager', 'week', '8000')).limits[0];
    assert.deepEqual([lowered?.amountMinor, lowered?.pending], ['8000', null]);
    await limitOk(t, player.token, 'wager', 'week', null);
    t.clock.advanceMs(24 * HOUR_MS);
    await relogin(t, [player]);
    assert.deepEqual((await rgStateOf(t, player.token)).limits, []);
    assert.deepEqual(await rgAudits(t, player.id), [
      'rg.limit.set',
      'rg.limit.lowered',
      'rg.limit.pending',
      'rg.limit.pending',
      'rg.limit.lowered',
      'rg.limit.pending',
    ]);
  });

  test('a raised wager limit is enforced at its old amount until the 24 hours pass', async () => {
    const gus = await newPlayer(t, 'rgchg', { pin: false });
    await fund(t, gus.id, 10_000n);
    await limitOk(t, gus.token, 'wager', 'month', '300');
    await limitOk(t, gus.token, 'wager', 'month', '900');
    const sim = createVendorSimulator(t);
    let game = await sim.launch({ id: gus.id });
    assert.equal((await sim.debit(game, '301')).status, 'BET_LIMIT_EXCEEDED');
    t.clock.advanceMs(24 * HOUR_MS);
    game = await sim.launch({ id: gus.id });
    assert.equal((await sim.debit(game, '900')).status, 'OK');
  });
});

describe('refusals', () => {
  test('bad input is refused with clear codes and changes nothing', async () => {
    const hal = await newPlayer(t, 'rgbad', { pin: false });
    const cases: [string, string, unknown, string][] = [
      ['deposit', 'year', '100', 'bad_request'],
      ['bonus', 'day', '100', 'bad_request'],
      ['loss', 'day', '0', 'bad_request'],
      ['loss', 'day', '-5', 'bad_request'],
      ['loss', 'day', '10.5', 'bad_request'],
      ['loss', 'day', 100, 'bad_request'],
      // A whole amount (amount.ts's 18 digits) above the largest limit: the amount's own code.
      ['loss', 'day', '10000000000000000', 'amount_invalid'],
      ['loss', 'day', '10000000000000000000', 'bad_request'],
    ];
    for (const [kind, period, amount, code] of cases) {
      const response = await setLimit(t, hal.token, kind, period, amount as string);
      assert.equal(response.statusCode, 400, `${kind} ${period} ${String(amount)}`);
      assert.equal(response.json().errorCode, code);
    }
    const cool = await t.app.inject({ method: 'POST', url: API.rgCoolOff, headers: authed(hal.token), payload: { length: '2h' } });
    assert.equal(cool.json().errorCode, 'bad_request');
    assert.deepEqual((await rgStateOf(t, hal.token)).limits, []);
    assert.deepEqual(await rgAudits(t, hal.id), []);
  });

  test('visitors get login.not.session and trial accounts in_need_true_account', async () => {
    const visitor = await t.app.inject({ url: API.rgState, headers: demoHeaders() });
    assert.equal(visitor.statusCode, 401);
    const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
    const token = trial.json().value.token as string;
    for (const [method, url, payload] of [
      ['GET', API.rgState, undefined],
      ['POST', API.rgLimit, { kind: 'loss', period: 'day', amountMinor: '100' }],
      ['POST', API.rgCoolOff, { length: '24h' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });
      assert.equal(response.statusCode, 403, url);
      assert.equal(response.json().errorCode, 'in_need_true_account');
    }
  });
});
