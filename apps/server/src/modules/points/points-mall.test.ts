// Proves the player's points calls: visitors see the mall, trial accounts are refused; redeeming
// and converting take the payment password (wrong: refused and nothing changed; five wrong: locked),
// refuse bad input with their codes and change nothing, replay under their Idempotency-Key, never
// sell more than the stock or spend more points than the balance however many race, and convert
// points to cash exactly through the ledger.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { addGoods, convert, enablePoints, givePoints, pointsOf, pointsWorld, redeem } from '../../../test/points-helpers.ts';
import { fundedPlayer, moneyHeaders, PIN, walletOf, type TestPlayer } from '../../../test/withdrawal-helpers.ts';
import type { AppError } from '../../http/errors.ts';
import { selectAccountById } from '../accounts/account.queries.ts';
import { createBrandService } from '../brands/brand.service.ts';
import { createPointsService } from './points.service.ts';

let t: TestApp;
let ana: TestPlayer;

before(async () => {
  t = await createTestApp();
  // 100 points convert to 1.50; at least 200 points at a time.
  // A cockfight rate too: while the brand has cockfight switched off, players are not shown it.
  await enablePoints(t, { RNG: 10_000n, COCKFIGHT: 10_000n }, { points: 100n, cash: 150n, min: 200n });
  ana = await fundedPlayer(t, 'ptmall');
  await givePoints(t, ana.id, 5_000n);
});
after(() => t.close());

describe('visitors and trial accounts', () => {
  test('visitors see the goods and the configuration, not a balance', async () => {
    const id = await addGoods(t, { name: 'Umbrella', kind: 'physical', points: 300n, stock: 4 });
    const goods = await t.app.inject({ url: API.pointReward, headers: demoHeaders() });
    assert.equal(goods.statusCode, 200, goods.body);
    const item = goods.json().value.list.find((row: { id: string }) => row.id === id);
    assert.deepEqual(item, {
      id,
      name: 'Umbrella',
      description: '',
      kind: 'physical',
      imageUrl: null,
      pointsRequired: '300',
      requiredValidBetMinor: '0',
      stock: 4,
      unit: 'pc',
    });
    await t.db.query(`update merchants set disabled_game_types = '{COCKFIGHT}' where code = 'bituin'`);
    const config = await t.app
      .inject({ url: API.pointConfig, headers: demoHeaders() })
      .finally(() => t.db.query(`update merchants set disabled_game_types = '{}' where code = 'bituin'`));
    assert.deepEqual(config.json().value, {
      enabled: true,
      currency: 'PHP',
      rates: [{ gameType: 'RNG', validBetPerPointMinor: '10000' }],
      convertPoints: '100',
      convertCashMinor: '150',
      minConvertPoints: '200',
      // The demo brand's largest single reward, PHP 10,000, is 6,666 whole units of 1.50 (decision 051).
      maxConvertPoints: '666600',
      convertEnabled: true,
    });
    // With cockfight on again, its rate is listed.
    const again = await t.app.inject({ url: API.pointConfig, headers: demoHeaders() });
    assert.deepEqual(
      again.json().value.rates.map((rate: { gameType: string }) => rate.gameType),
      ['RNG', 'COCKFIGHT'],
    );
    for (const url of [API.pointBalance, API.redeemPointList, API.pointJournal]) {
      const response = await t.app.inject({ url, headers: demoHeaders() });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().errorCode, 'login.not.session');
    }
  });

  test('trial accounts are refused every token call with the real-account error', async () => {
    const free = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
    const token = free.json().value.token as string;
    const world = await pointsWorld(t);
    for (const [method, url] of [
      ['GET', API.pointBalance],
      ['GET', API.redeemPointList],
      ['GET', API.pointJournal],
      ['POST', API.redeemPointReward],
      ['POST', API.convertPoint],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: moneyHeaders(token),
        ...(method === 'POST' ? { payload: { goodsId: '1', quantity: 1, points: '200', paymentPassword: PIN } } : {}),
      });
      assert.equal(response.statusCode, 403, url);
      assert.equal(response.json().errorCode, 'in_need_true_account', url);
    }
    assert.equal(await pointsWorld(t), world);
  });
});

describe('redeeming', () => {
  test('a redemption takes the stock and the points, shows In Process, and replays under its key', async () => {
    const id = await addGoods(t, { name: 'Cap', kind: 'physical', points: 250n, stock: 5 });
    const key = randomUUID();
    const response = await redeem(t, ana, { goodsId: id, quantity: 2, address: '12 Mabini St, Manila' }, key);
    assert.equal(response.statusCode, 200, response.body);
    const view = response.json().value;
    assert.equal(view.status, 'in_process');
    assert.equal(view.points, '500');
    assert.equal(view.quantity, 2);
    assert.equal(view.address, '12 Mabini St, Manila');
    assert.deepEqual(await pointsOf(t, ana.id), { balance: 4_500n, journal: 4_500n, entries: 2 });

    const world = await pointsWorld(t);
    const again = await redeem(t, ana, { goodsId: id, quantity: 2, address: '12 Mabini St, Manila' }, key);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json().value, view);
    assert.equal(await pointsWorld(t), world);
    const reused = await redeem(t, ana, { goodsId: id, quantity: 1, address: '12 Mabini St, Manila' }, key);
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().errorCode, 'idempotency_key_reused');
    assert.equal(await pointsWorld(t), world);

    const history = await t.app.inject({ url: `${API.redeemPointList}?pageNo=1&pageSize=10`, headers: authed(ana.token) });
    assert.equal(history.json().value.list[0].id, view.id);
    assert.equal(history.json().value.list[0].status, 'in_process');
    const journal = await t.app.inject({ url: API.pointJournal, headers: authed(ana.token) });
    const [latest] = journal.json().value.list;
    assert.equal(latest.kind, 'redeem');
    assert.equal(latest.points, '-500');
    assert.equal(latest.balanceAfter, '4500');
  });

  test('bad input is refused with its code and changes nothing', async () => {
    const virtual = await addGoods(t, { name: 'Voucher', points: 100n, stock: 2 });
    const physical = await addGoods(t, { name: 'Bag', kind: 'physical', points: 100n, stock: 2 });
    const dear = await addGoods(t, { name: 'Phone', points: 1_000_000n, stock: 2 });
    const off = await addGoods(t, { name: 'Old', points: 10n, stock: 2, enabled: false });
    const vip = await addGoods(t, { name: 'Watch', points: 10n, stock: 2, requiredValidBetMinor: 1_000_000n });
    const world = await pointsWorld(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ goodsId: '999999' }, 404, 'point_goods_not_found'],
      [{ goodsId: virtual, quantity: 0 }, 400, 'point_quantity_invalid'],
      [{ goodsId: virtual, quantity: 100 }, 400, 'point_quantity_invalid'],
      [{ goodsId: virtual, quantity: 3 }, 409, 'point_stock_insufficient'],
      [{ goodsId: dear }, 409, 'points_insufficient'],
      [{ goodsId: physical }, 400, 'point_address_required'],
      [{ goodsId: physical, address: '   ' }, 400, 'point_address_required'],
      [{ goodsId: off }, 409, 'point_goods_unavailable'],
      [{ goodsId: vip }, 409, 'point_amount_requirement'],
      [{ goodsId: 'abc' }, 400, 'bad_request'],
      [{ goodsId: '9999999999999999999' }, 400, 'bad_request'],
    ];
    for (const [body, status, code] of cases) {
      const response = await redeem(t, ana, body);
      assert.equal(response.statusCode, status, `${JSON.stringify(body)} ${response.body}`);
      assert.equal(response.json().errorCode, code, JSON.stringify(body));
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: API.redeemPointReward,
      headers: authed(ana.token),
      payload: { goodsId: virtual, quantity: 1, paymentPassword: PIN },
    });
    assert.equal(noKey.json().errorCode, 'idempotency_key_required');
    assert.equal(await pointsWorld(t), world);
  });

  test('a wrong payment password is refused and changes nothing; five wrong lock the call', async () => {
    const bo = await fundedPlayer(t, 'ptpin');
    await givePoints(t, bo.id, 1_000n);
    const id = await addGoods(t, { name: 'Mug', points: 100n, stock: 10 });
    const world = await pointsWorld(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await redeem(t, bo, { goodsId: id, paymentPassword: '000000' });
      assert.equal(wrong.statusCode, 400, wrong.body);
      assert.equal(wrong.json().errorCode, 'payment_password_wrong');
    }
    const locked = await redeem(t, bo, { goodsId: id });
    assert.equal(locked.statusCode, 423, locked.body);
    assert.equal(locked.json().errorCode, 'account_locked');
    const lockedConvert = await convert(t, bo, '200');
    assert.equal(lockedConvert.json().errorCode, 'account_locked');
    assert.equal(await pointsWorld(t), world);
  });
});

describe('races', () => {
  // The payment password is argon2 (bounded in flight); these races are about stock and points,
  // so they call the service with a check that lets every call through.
  async function service() {
    const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
    assert.ok(brand);
    const points = createPointsService({ db: t.db, clock: t.clock, paymentPassword: { verify: async () => {} }, events: { publish() {} } });
    return { brand, points };
  }

  test('50 concurrent redemptions of the last 7 items sell exactly 7', async () => {
    const { brand, points } = await service();
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => fundedPlayer(t, 'ptrace')));
    for (const player of players) await givePoints(t, player.id, 10_000n);
    const accounts = await Promise.all(players.map(async (player) => (await selectAccountById(t.db, player.id))!));
    const id = await addGoods(t, { name: 'Last ones', points: 100n, stock: 7 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        points.redeem(brand, accounts[n % 5]!, randomUUID(), { goodsId: id, quantity: 1, paymentPassword: PIN }),
      ),
    );
    const sold = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter((result) => result.status === 'rejected').map((result) => (result.reason as AppError).code);
    assert.equal(sold, 7);
    assert.deepEqual(new Set(refused), new Set(['point_stock_insufficient']));
    const [goods] = await t.db.query<{ stock: number; redeemed: number }>(`select stock, redeemed from point_goods where id = $1`, [id]);
    assert.deepEqual(goods, { stock: 0, redeemed: 7 });
    let spent = 0n;
    for (const player of players) {
      const now = await pointsOf(t, player.id);
      assert.equal(now.balance, now.journal);
      spent += 10_000n - now.balance;
    }
    assert.equal(spent, 700n);
  });

  test('concurrent spends never take more points than the balance', async () => {
    const { brand, points } = await service();
    const player = await fundedPlayer(t, 'ptspend');
    await givePoints(t, player.id, 300n);
    const account = (await selectAccountById(t.db, player.id))!;
    const id = await addGoods(t, { name: 'Plenty', points: 100n, stock: 100 });
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => points.redeem(brand, account, randomUUID(), { goodsId: id, quantity: 1, paymentPassword: PIN })),
      ...Array.from({ length: 6 }, () => points.convert(brand, account, randomUUID(), { points: '200', paymentPassword: PIN }, null)),
    ]);
    const refused = results.filter((result) => result.status === 'rejected').map((result) => (result.reason as AppError).code);
    assert.ok(
      refused.every((code) => code === 'points_insufficient'),
      refused.join(),
    );
    const now = await pointsOf(t, player.id);
    assert.ok(now.balance >= 0n && now.balance < 100n, String(now.balance));
    assert.equal(now.balance, now.journal);
  });
});

describe('converting', () => {
  test('points become cash in the main wallet exactly, through the ledger, once per key', async () => {
    const cy = await fundedPlayer(t, 'ptconv');
    await givePoints(t, cy.id, 1_000n);
    const before = await walletOf(t, cy.walletId);
    const key = randomUUID();
    const response = await convert(t, cy, '700', key);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json().value;
    assert.equal(result.points, '700');
    assert.equal(result.cashMinor, '1050'); // 7 units of 100 points at 1.50 each
    assert.equal(result.balance, '300');
    assert.equal((await walletOf(t, cy.walletId)).balance - before.balance, 1_050n);
    const [moved] = await t.db.query<{ code: string; amount: string; from: string }>(
      `select t.code, t.amount::text as amount, a.kind as "from" from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
        where t.id = $1`,
      [result.transferId],
    );
    assert.deepEqual(moved, { code: 'points_convert', amount: '1050', from: 'bonus' });

    const world = await pointsWorld(t);
    const again = await convert(t, cy, '700', key);
    assert.deepEqual(again.json().value, result);
    assert.equal(await pointsWorld(t), world);
    assert.equal((await walletOf(t, cy.walletId)).balance - before.balance, 1_050n);

    for (const [points, code] of [
      ['250', 'point_convert_invalid'], // not whole units of 100
      ['100', 'point_convert_invalid'], // below the minimum of 200
      ['0', 'point_convert_invalid'],
      ['-200', 'point_convert_invalid'],
      ['1.5', 'point_convert_invalid'],
      ['400', 'points_insufficient'],
    ] as const) {
      const refused = await convert(t, cy, points);
      assert.equal(refused.json().errorCode, code, points);
    }
    const wrong = await convert(t, cy, '200', randomUUID(), '999999');
    assert.equal(wrong.json().errorCode, 'payment_password_wrong');
    assert.equal(await pointsWorld(t), world);
    assert.deepEqual(await pointsOf(t, cy.id), { balance: 300n, journal: 300n, entries: 2 });
  });

  test('a brand with no cash per point refuses converting', async () => {
    await enablePoints(t, { RNG: 10_000n }, { points: 100n, cash: 0n, min: 100n });
    try {
      const response = await convert(t, ana, '200');
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().errorCode, 'feature_disabled');
    } finally {
      // A cockfight rate too: while the brand has cockfight switched off, players are not shown it.
      await enablePoints(t, { RNG: 10_000n, COCKFIGHT: 10_000n }, { points: 100n, cash: 150n, min: 200n });
    }
  });
});
