// Proves the back office's VIP desk: permissions (vip.read to read, vip.manage to change, brand
// scope), the table checks (thresholds rising with the level, keep at most reach, numbering,
// levels held by players) that refuse a table and change nothing, a saved table in the staff
// audit, and a staff level change with its reason, history, optional bonuses and audit entry.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoVipLevelInput, BoVipPlayer, BoVipTable } from '@pkg/contracts/vip';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { vipRewardsOf, vipStateOf } from '../../../test/vip-helpers.ts';

const level = (n: number, bet: string, extra: Partial<BoVipLevelInput> = {}): BoVipLevelInput => ({
  level: n,
  name: `Tier ${n}`,
  iconUrl: `/vip/tier-${n}.svg`,
  colour: '#336699',
  betMinor: bet,
  depositMinor: '0',
  keepBetMinor: '0',
  keepDepositMinor: '0',
  upgradeBonusMinor: String(n * 100),
  upgradeWageringBp: 10_000,
  monthlyGiftMinor: '0',
  giftWageringBp: 0,
  perks: '',
  ...extra,
});

const RULE = { kind: 'rolling', rollingDays: 30, match: 'all' } as const;

function saveTable(t: TestApp, staff: TestStaff, body: object) {
  return asStaff(t, staff, 'POST', BO_API.vipLevels, body);
}

async function tableRows(t: TestApp, brandId: string) {
  return t.db.query(`select level, name, bet_minor::text from vip_levels where merchant_id = $1 order by level`, [brandId]);
}

describe('VIP desk', () => {
  let t: TestApp;
  let owner: TestStaff;
  let support: TestStaff;
  let brandId: string;
  let hal: Player;

  before(async () => {
    t = await createTestApp();
    owner = await staffSignedIn(t, 'owner');
    support = await staffSignedIn(t, 'support');
    brandId = await demoBrandId(t.db);
    hal = await newPlayer(t, 'viphal', { pin: false });
  });
  after(() => t.close());

  test('reading needs vip.read: support and owner read the table, a signed-out caller cannot', async () => {
    for (const staff of [support, owner]) {
      const response = await asStaff(t, staff, 'GET', `${BO_API.vipLevels}?brandId=${brandId}`);
      assert.equal(response.statusCode, 200, response.body);
      const table = response.json().value as BoVipTable;
      assert.equal(table.levels.length, 5);
      assert.equal(table.brandCode, 'bituin');
    }
    const anonymous = await t.app.inject({ url: `${BO_API.vipLevels}?brandId=${brandId}` });
    assert.equal(anonymous.statusCode, 401);
  });

  test('changing needs vip.manage: support is refused and nothing changes', async () => {
    const before = await tableRows(t, brandId);
    const response = await saveTable(t, support, { brandId, rule: RULE, levels: [level(1, '100')] });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'forbidden');
    const set = await asStaff(t, support, 'POST', withId(BO_API.vipPlayerLevel, hal.id), { brandId, level: 1, reason: 'loyal player' });
    assert.equal(set.statusCode, 403);
    assert.deepEqual(await tableRows(t, brandId), before);
    assert.equal((await vipStateOf(t, hal.id)).level, 0);
  });

  test('a staff member scoped to another brand may not read or change this one', async () => {
    const otherId = await createBrand(t.db);
    const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
    const scoped = await staffSignedIn(t, 'owner', [other!.code]);
    const read = await asStaff(t, scoped, 'GET', `${BO_API.vipLevels}?brandId=${brandId}`);
    assert.equal(read.statusCode, 403);
    const write = await saveTable(t, scoped, { brandId, rule: RULE, levels: [level(1, '100')] });
    assert.equal(write.statusCode, 403);
  });

  test('tables breaking a rule are refused with vip_levels_invalid (or bad_request) and change nothing', async () => {
    const before = await tableRows(t, brandId);
    const cases: [string, object, string][] = [
      ['thresholds not rising', { brandId, rule: RULE, levels: [level(1, '1000'), level(2, '1000')] }, 'vip_levels_invalid'],
      ['a lower threshold above', { brandId, rule: RULE, levels: [level(1, '5000'), level(2, '1000')] }, 'vip_levels_invalid'],
      ['keep above reach', { brandId, rule: RULE, levels: [level(1, '1000', { keepBetMinor: '2000' })] }, 'vip_levels_invalid'],
      ['a gap in numbering', { brandId, rule: RULE, levels: [level(1, '1000'), level(3, '5000')] }, 'vip_levels_invalid'],
      ['asking nothing', { brandId, rule: RULE, levels: [level(1, '0')] }, 'vip_levels_invalid'],
      [
        'deposits asked below, not above',
        { brandId, rule: RULE, levels: [level(1, '1000', { depositMinor: '50' }), level(2, '2000')] },
        'vip_levels_invalid',
      ],
      ['a name twice', { brandId, rule: RULE, levels: [level(1, '1000'), level(2, '2000', { name: 'tier 1' })] }, 'vip_levels_invalid'],
      ['a bad colour', { brandId, rule: RULE, levels: [level(1, '1000', { colour: 'red' })] }, 'bad_request'],
      ['a negative amount', { brandId, rule: RULE, levels: [level(1, '-5')] }, 'bad_request'],
      [
        'a script in the icon address',
        { brandId, rule: RULE, levels: [level(1, '1000', { iconUrl: 'javascript:alert(1)' })] },
        'bad_request',
      ],
      ['a period of 0 days', { brandId, rule: { ...RULE, rollingDays: 0 }, levels: [level(1, '1000')] }, 'bad_request'],
    ];
    for (const [name, body, code] of cases) {
      const response = await saveTable(t, owner, body);
      assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
      assert.equal(response.json().errorCode, code, name);
    }
    assert.deepEqual(await tableRows(t, brandId), before);
  });

  test('a valid table replaces the old one and is in the staff audit with before and after', async () => {
    const response = await saveTable(t, owner, {
      brandId,
      rule: { kind: 'month', rollingDays: 30, match: 'any' },
      levels: [
        level(1, '1000', { depositMinor: '500', keepBetMinor: '400' }),
        level(2, '5000', { depositMinor: '1000' }),
        level(3, '20000', { depositMinor: '3000' }),
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const table = response.json().value as BoVipTable;
    assert.deepEqual(table.rule, { kind: 'month', rollingDays: 30, match: 'any' });
    assert.deepEqual(
      table.levels.map((l) => [l.level, l.name, l.betMinor, l.depositMinor, l.keepBetMinor]),
      [
        [1, 'Tier 1', '1000', '500', '400'],
        [2, 'Tier 2', '5000', '1000', '0'],
        [3, 'Tier 3', '20000', '3000', '0'],
      ],
    );
    const [audit] = await t.db.query<{ action: string; username: string; detail: { before: { levels: unknown[] } } }>(
      `select action, staff_username as username, detail from staff_audit where action = 'vip.table.save' order by id desc limit 1`,
    );
    assert.equal(audit?.username, owner.username);
    assert.equal(audit?.detail.before.levels.length, 5);
  });

  test("a player's level is set with a reason: history, bonuses of the levels passed when asked, audit", async () => {
    const bad = await asStaff(t, owner, 'POST', withId(BO_API.vipPlayerLevel, hal.id), { brandId, level: 2, reason: 'x' });
    assert.equal(bad.statusCode, 400);
    const missing = await asStaff(t, owner, 'POST', withId(BO_API.vipPlayerLevel, hal.id), { brandId, level: 9, reason: 'high roller' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().errorCode, 'vip_level_not_found');
    const nobody = await asStaff(t, owner, 'POST', withId(BO_API.vipPlayerLevel, '999999999'), {
      brandId,
      level: 1,
      reason: 'high roller',
    });
    assert.equal(nobody.json().errorCode, 'player_not_found');
    assert.equal((await vipStateOf(t, hal.id)).level, 0);

    const set = await asStaff(t, owner, 'POST', withId(BO_API.vipPlayerLevel, hal.id), {
      brandId,
      level: 2,
      reason: 'moved from our sister brand',
      payBonuses: true,
    });
    assert.equal(set.statusCode, 200, set.body);
    const player = set.json().value as BoVipPlayer;
    assert.equal(player.status.level, 2);
    assert.deepEqual(
      player.history.map((h) => [h.fromLevel, h.toLevel, h.reason, h.staff, h.note]),
      [[0, 2, 'manual', owner.username, 'moved from our sister brand']],
    );
    assert.deepEqual(
      (await vipRewardsOf(t, hal.id)).map((r) => [r.key, r.amount]),
      [
        [`vip-upgrade:${hal.id}:1`, '100'],
        [`vip-upgrade:${hal.id}:2`, '200'],
      ],
    );
    const [audit] = await t.db.query<{ target: string; detail: Record<string, unknown> }>(
      `select target, detail from staff_audit where action = 'vip.level.set' order by id desc limit 1`,
    );
    assert.equal(audit?.target, `account:${hal.id}`);
    assert.deepEqual(audit?.detail, { before: { level: 0 }, after: { level: 2 }, reason: 'moved from our sister brand', payBonuses: true });

    // Setting the level it holds changes nothing.
    await asStaff(t, owner, 'POST', withId(BO_API.vipPlayerLevel, hal.id), { brandId, level: 2, reason: 'again, by mistake' });
    assert.deepEqual((await vipStateOf(t, hal.id)).history, ['0>2:manual']);
  });

  test('a level held by players cannot be removed from the table; the player is found by username', async () => {
    const response = await saveTable(t, owner, { brandId, rule: RULE, levels: [level(1, '1000')] });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().errorCode, 'vip_level_in_use');
    assert.equal((await tableRows(t, brandId)).length, 3);

    const found = await asStaff(t, owner, 'GET', `${BO_API.vipPlayers}?brandId=${brandId}&username=${hal.username.toUpperCase()}`);
    assert.equal(found.statusCode, 200, found.body);
    assert.equal((found.json().value as BoVipPlayer).accountId, hal.id);
    const unknown = await asStaff(t, support, 'GET', `${BO_API.vipPlayers}?brandId=${brandId}&username=nobody-here`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().errorCode, 'player_not_found');
  });
});
