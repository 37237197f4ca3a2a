// Proves the brand's largest single reward (decision 051): only an owner sets it (brand settings,
// brands.manage), so finance cannot raise it; every desk that configures what a reward pays
// (promotions, missions, VIP levels, referral rules, points conversion) refuses an amount above it
// with reward_above_ceiling naming the field and saves nothing; a reward worked out above it is
// offered at the ceiling and its claim pays exactly that; a points conversion above it is refused
// before the payment password is asked, and nothing moves.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import type { BoBrandView } from '@pkg/contracts/brand-settings';
import type { BoVipLevelInput } from '@pkg/contracts/vip';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { convert, enablePoints, givePoints, pointsWorld } from '../../../test/points-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { asStaff, fundedPlayer, staffSignedIn, walletOf, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { offerReward } from './rewards.ts';

let t: TestApp;
let brandId: string;
let owner: TestStaff;
let finance: TestStaff;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  owner = await staffSignedIn(t, 'owner');
  finance = await staffSignedIn(t, 'finance');
});
after(() => t.close());

const CEILING = '500000';
const brandView = async (): Promise<BoBrandView> =>
  (await asStaff(t, owner, 'GET', `${BO_API.brandSettings}?brandId=${brandId}`)).json().value as BoBrandView;
const setCeiling = (staff: TestStaff, maxRewardMinor: string | null) =>
  asStaff(t, staff, 'POST', BO_API.brandSettings, { brandId, settings: { maxRewardMinor } });

/** The refusal every desk gives above the ceiling, naming the field; nothing was saved. */
function refusedAbove(response: Awaited<ReturnType<typeof asStaff>>, field: string) {
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json();
  assert.equal(body.errorCode, 'reward_above_ceiling');
  assert.equal(body.field, field);
  assert.equal(body.ceilingMinor, CEILING);
  assert.match(body.message, /^Lampas ang halagang ito sa pinakamalaking isang gantimpala/, 'in the default language (Filipino)');
}

test('an owner sets the largest single reward; finance cannot; bad values are refused and change nothing', async () => {
  assert.equal((await brandView()).maxRewardMinor, '1000000', 'the demo brand starts at ₱10,000');

  const byFinance = await setCeiling(finance, '99999999');
  assert.equal(byFinance.statusCode, 403);
  assert.equal(byFinance.json().errorCode, 'forbidden');

  for (const bad of ['0', '-5', '12.50', 'abc', '1000000000000001', '']) {
    const response = await setCeiling(owner, bad);
    assert.equal(response.statusCode, 400, `${bad}: ${response.body}`);
    assert.equal(response.json().errorCode, 'brand_settings_invalid');
  }
  assert.equal((await brandView()).maxRewardMinor, '1000000', 'nothing changed');

  const cleared = await setCeiling(owner, null);
  assert.equal(cleared.statusCode, 200, cleared.body);
  assert.equal((cleared.json().value as BoBrandView).maxRewardMinor, null);
  const set = await setCeiling(owner, CEILING);
  assert.equal((set.json().value as BoBrandView).maxRewardMinor, CEILING);

  const audits = await t.db.query<{ detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
    `select detail from staff_audit where action = 'brand.settings' order by id`,
  );
  assert.deepEqual(
    audits.map((row) => [row.detail.before.maxRewardMinor, row.detail.after.maxRewardMinor]),
    [
      ['1000000', null],
      [null, CEILING],
    ],
  );
});

test('every desk refuses a configured reward above the ceiling, naming the field, and saves nothing', async () => {
  await setCeiling(owner, CEILING);
  const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const promotion = (kind: string, rules: object) => ({
    brandId,
    kind,
    category: 'deposit',
    title: `Ceiling ${kind}`,
    summary: '',
    content: '<p>Rules</p>',
    rules,
    wageringBp: 10_000,
    startsAt: t.clock.now().toISOString(),
    status: 'live',
  });
  const promotions = await count('promotions');
  const welcome = { percentBp: 10_000, maxBonusMinor: '500001', minDepositMinor: '10000', claimDays: 7 };
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.promotions, promotion('first_deposit', welcome)), 'rules.maxBonusMinor');
  refusedAbove(
    await asStaff(t, finance, 'POST', BO_API.promotions, promotion('checkin', { amountsMinor: ['100', '600000'], minValidBetMinor: '0' })),
    'rules.amountsMinor.1',
  );
  const raffle = {
    minDepositTodayMinor: '0',
    prizes: [
      { amountMinor: '0', weight: 5 },
      { amountMinor: '700000', weight: 1 },
    ],
  };
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.promotions, promotion('raffle', raffle)), 'rules.prizes.1.amountMinor');
  assert.equal(await count('promotions'), promotions, 'no promotion saved');
  // At the ceiling is allowed, and an edit above it is refused.
  const atCeiling = await asStaff(
    t,
    finance,
    'POST',
    BO_API.promotions,
    promotion('first_deposit', { ...welcome, maxBonusMinor: CEILING }),
  );
  assert.equal(atCeiling.statusCode, 200, atCeiling.body);
  const saved = atCeiling.json().value;
  const edit = await asStaff(t, finance, 'PUT', BO_API.promotion.replace(':id', saved.id), promotion('first_deposit', welcome));
  refusedAbove(edit, 'rules.maxBonusMinor');
  const [stored] = await t.db.query<{ max: string }>(`select rules->>'maxBonusMinor' as max from promotions where id = $1`, [saved.id]);
  assert.equal(stored!.max, CEILING);

  const missions = await count('missions');
  const mission = {
    brandId,
    code: 'ceiling-mission',
    period: 'daily',
    goal: 'valid_bet',
    titles: { EN: 'Bet today' },
    startsAt: '2026-11-01T00:00:00+08:00',
    endsAt: null,
    target: '10000',
    gameType: null,
    rewardMinor: '500001',
    wageringBp: 0,
    leaderboard: false,
    enabled: true,
    sort: 0,
  };
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.missions, mission), 'rewardMinor');
  assert.equal(await count('missions'), missions, 'no mission saved');

  const vipBefore = await t.db.query(`select * from vip_levels where merchant_id = $1 order by level`, [brandId]);
  const level = (n: number, extra: Partial<BoVipLevelInput>): BoVipLevelInput => ({
    level: n,
    name: `Tier ${n}`,
    iconUrl: `/vip/tier-${n}.svg`,
    colour: '#336699',
    betMinor: String(n * 1000),
    depositMinor: '0',
    keepBetMinor: '0',
    keepDepositMinor: '0',
    upgradeBonusMinor: '100',
    upgradeWageringBp: 10_000,
    monthlyGiftMinor: '0',
    giftWageringBp: 0,
    perks: '',
    ...extra,
  });
  const rule = { kind: 'rolling', rollingDays: 30, match: 'all' };
  const table = (extra: Partial<BoVipLevelInput>) => ({ brandId, rule, levels: [level(1, {}), level(2, extra)] });
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.vipLevels, table({ upgradeBonusMinor: '500001' })), 'levels.2.upgradeBonusMinor');
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.vipLevels, table({ monthlyGiftMinor: '800000' })), 'levels.2.monthlyGiftMinor');
  assert.deepEqual(await t.db.query(`select * from vip_levels where merchant_id = $1 order by level`, [brandId]), vipBefore);

  const referral = (await asStaff(t, finance, 'GET', BO_API.referralSettings))
    .json()
    .value.brands.find((brand: { brandId: string }) => brand.brandId === brandId).rules;
  const referralBefore = await t.db.query(`select * from referral_settings where merchant_id = $1`, [brandId]);
  const fixed = { ...referral, brandId, rewardFixedMinor: '500001' };
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.referralSettings, fixed), 'rewardFixedMinor');
  // A fixed part and the most the deposit share pays add up to one invitee's reward.
  const share = { ...referral, brandId, rewardFixedMinor: '400000', rewardDepositBp: 1000, rewardShareMaxMinor: '200000' };
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.referralSettings, share), 'rewardShareMaxMinor');
  assert.deepEqual(await t.db.query(`select * from referral_settings where merchant_id = $1`, [brandId]), referralBefore);

  const points = (await asStaff(t, finance, 'GET', `${BO_API.pointSettings}?brandId=${brandId}`)).json().value;
  const { currency: _currency, earnedUntil: _cursor, ...pointInput } = points;
  const pointsBefore = await t.db.query(`select * from point_settings where merchant_id = $1`, [brandId]);
  // The smallest conversion (one unit of 100 points) would pay ₱6,000.
  const rich = { ...pointInput, brandId, convertPoints: '100', convertCashMinor: '600000', minConvertPoints: '100' };
  refusedAbove(await asStaff(t, finance, 'POST', BO_API.pointSettings, rich), 'convertCashMinor');
  assert.deepEqual(await t.db.query(`select * from point_settings where merchant_id = $1`, [brandId]), pointsBefore);
});

test('a reward worked out above the ceiling is offered at the ceiling and pays exactly that; without one it pays in full', async () => {
  await setCeiling(owner, CEILING);
  const player = await fundedPlayer(t, 'ceilpay');
  const wallet = player.walletId;
  const offer = (key: string) =>
    t.db.transaction((tx) =>
      offerReward(tx, {
        brandId,
        accountId: player.id,
        currency: 'PHP',
        source: 'rebate',
        ledgerCode: 'rebate',
        key,
        amountMinor: 750_000n,
        wageringBp: 0,
        autoClaim: true,
        at: t.clock.now(),
      }),
    );
  const capped = await offer('ceiling:capped');
  assert.equal(capped.reward.amountMinor, 500_000n);
  assert.equal(capped.reward.status, 'claimed');
  assert.equal((await walletOf(t, wallet)).balance, 500_000n, 'the claim paid the ceiling, not the amount worked out');

  await setCeiling(owner, null);
  const full = await offer('ceiling:full');
  assert.equal(full.reward.amountMinor, 750_000n);
  assert.equal((await walletOf(t, wallet)).balance, 1_250_000n);
  await setCeiling(owner, CEILING);
});

test('a points conversion above the ceiling is refused before the payment password, naming the most points; nothing moves', async () => {
  await setCeiling(owner, CEILING);
  // 100 points convert to ₱1,000 (set directly, as a ceiling lowered after the settings would leave them).
  await enablePoints(t, { RNG: 10_000n }, { points: 100n, cash: 100_000n, min: 100n });
  const player = await fundedPlayer(t, 'ceilpts');
  await givePoints(t, player.id, 1_000n);
  // The site learns the bound from the public configuration, before anything is typed.
  const config = await t.app.inject({ url: API.pointConfig, headers: demoHeaders() });
  assert.equal(config.json().value.maxConvertPoints, '500');
  const world = await pointsWorld(t);
  for (const pin of ['135790', '000000']) {
    const refused = await convert(t, player, '600', undefined, pin);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().errorCode, 'point_convert_above_ceiling');
    assert.equal(refused.json().maxPoints, '500');
  }
  assert.equal(await pointsWorld(t), world, 'no points or cash moved');
  const [pin] = await t.db.query<{ failures: number }>(`select failures from payment_passwords where account_id = $1`, [player.id]);
  assert.equal(pin!.failures, 0, 'the wrong payment password was never checked');

  const allowed = await convert(t, player, '500');
  assert.equal(allowed.statusCode, 200, allowed.body);
  await setCeiling(owner, null);
  const unbounded = await t.app.inject({ url: API.pointConfig, headers: demoHeaders() });
  assert.equal(unbounded.json().value.maxConvertPoints, null);
  await setCeiling(owner, CEILING);
});
