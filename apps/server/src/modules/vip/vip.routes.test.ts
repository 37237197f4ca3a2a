// Proves the site's VIP calls: the public level table (the seeded demo table), the status with
// exact progress figures and the history for a real account, and the refusals: no session, a
// trial account, bad paging.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import type { VipHistoryValue, VipStatusValue, VipTableValue } from '@pkg/contracts/vip';
import { authed } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { setVipTable, settledBet } from '../../../test/vip-helpers.ts';

const get = (t: TestApp, url: string, headers = demoHeaders()) => t.app.inject({ url, headers });

describe('VIP calls', () => {
  let t: TestApp;
  let gil: Player;

  before(async () => {
    t = await createTestApp();
    gil = await newPlayer(t, 'vipgil', { pin: false });
  });
  after(() => t.close());

  test("the level table is public: the demo brand's five levels, in order, with exact amounts", async () => {
    const response = await get(t, API.vipLevels);
    assert.equal(response.statusCode, 200, response.body);
    const value = response.json().value as VipTableValue;
    assert.equal(value.currency, 'PHP');
    assert.deepEqual(value.rule, { kind: 'rolling', rollingDays: 30, match: 'all' });
    assert.deepEqual(
      value.levels.map((l) => [l.level, l.name, l.iconUrl, l.betMinor, l.depositMinor, l.upgradeBonusMinor]),
      [
        [1, 'Bronze', '/vip/bronze.svg', '100000', '50000', '1800'],
        [2, 'Silver', '/vip/silver.svg', '1000000', '200000', '8800'],
        [3, 'Gold', '/vip/gold.svg', '5000000', '1000000', '38800'],
        [4, 'Platinum', '/vip/platinum.svg', '20000000', '5000000', '128800'],
        [5, 'Diamond', '/vip/diamond.svg', '100000000', '20000000', '588800'],
      ],
    );
  });

  test('status and history need a session of a real account', async () => {
    for (const url of [API.vipStatus, API.vipHistory]) {
      const anonymous = await get(t, url);
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().errorCode, 'login.not.session');
    }
    const trial = await newPlayer(t, 'viptry', { pin: false });
    await t.db.query(`update accounts set account_type = 4 where id = $1`, [trial.id]);
    for (const url of [API.vipStatus, API.vipHistory]) {
      const refused = await get(t, url, authed(trial.token));
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().errorCode, 'in_need_true_account');
    }
  });

  test('status: level 0 with the exact figures still needed for level 1', async () => {
    await settledBet(t, gil.id, 60_000n, new Date(TEST_START.getTime() - 3_600_000));
    await fund(t, gil.id, 20_000n);
    t.clock.advanceMs(1_000); // the period is [start, now): a second later both count
    const now = t.clock.now();
    const response = await get(t, API.vipStatus, authed(gil.token));
    assert.equal(response.statusCode, 200, response.body);
    const status = response.json().value as VipStatusValue;
    assert.equal(status.level, 0);
    assert.equal(status.periodEnd, now.toISOString());
    assert.equal(status.periodStart, new Date(now.getTime() - 30 * 86_400_000).toISOString());
    assert.deepEqual([status.betMinor, status.depositMinor], ['60000', '20000']);
    assert.deepEqual(status.next, {
      level: 1,
      name: 'Bronze',
      bet: { currentMinor: '60000', targetMinor: '100000', remainingMinor: '40000' },
      deposit: { currentMinor: '20000', targetMinor: '50000', remainingMinor: '30000' },
    });
    assert.equal(status.keep, null);
  });

  test('status after an upgrade: the level, progress to the next, what keeps it; the history lists the change', async () => {
    await setVipTable(t, [
      { bet: 50_000n, keep: 20_000n, bonus: 100n, gift: 0n },
      { bet: 500_000n, keep: 200_000n, bonus: 500n, gift: 0n },
    ]);
    await t.app.vip.evaluate();
    const status = (await get(t, API.vipStatus, authed(gil.token))).json().value as VipStatusValue;
    assert.deepEqual([status.level, status.name], [1, 'L1']);
    assert.deepEqual(status.next?.bet, { currentMinor: '60000', targetMinor: '500000', remainingMinor: '440000' });
    assert.equal(status.next?.deposit, null);
    assert.deepEqual(status.keep?.bet, { currentMinor: '60000', targetMinor: '20000', remainingMinor: '0' });
    // Raised on 22 November: the last 30 days before 1 December include it, so the December pass keeps it.
    assert.equal(status.keep?.protectedUntil, '2026-12-31T16:00:00.000Z');

    const history = await get(t, `${API.vipHistory}?pageNo=1&pageSize=10`, authed(gil.token));
    assert.equal(history.statusCode, 200, history.body);
    const value = history.json().value as VipHistoryValue;
    assert.deepEqual(
      value.list.map((h) => [h.fromLevel, h.toLevel, h.reason, h.betMinor, h.depositMinor, h.at]),
      [[0, 1, 'upgrade', '60000', '20000', new Date(TEST_START.getTime() + 1_000).toISOString()]],
    );
    assert.deepEqual([value.pageNum, value.totalPages], [1, 1]);
  });

  test('bad paging is refused with bad_request', async () => {
    for (const query of ['pageSize=0', 'pageSize=51', 'pageNo=abc', 'pageNo=0']) {
      const response = await get(t, `${API.vipHistory}?${query}`, authed(gil.token));
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().errorCode, 'bad_request');
    }
  });
});
