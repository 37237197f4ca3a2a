// Proves VIP evaluation on the job runner against hand-worked figures: valid bets crossing two
// levels raise the player to the higher one with both upgrade bonuses offered once; reruns and a
// second process racing pay nothing more; deposits count once credited, under the brand's
// all/any rule; the monthly pass keeps, protects and relegates as decision 033 says and offers
// each month's gift once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrandEvent } from '../../lib/brand-events.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { createTestApp, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { moveClockTo, setVipTable, settledBet, vipRewardsOf, vipStateOf } from '../../../test/vip-helpers.ts';
import { createVipJobs, monthRunKey } from './vip-jobs.ts';
import { changeLevel, lockPlayerLevel } from './vip.queries.ts';

const quiet = { error() {}, warn() {} };
const HOUR = 3_600_000;
const hoursBefore = (hours: number) => new Date(TEST_START.getTime() - hours * HOUR);

/** Three levels: reach / keep valid bets, upgrade bonus, monthly gift (PHP minor units). */
const TABLE = [
  { bet: 100_000n, keep: 50_000n, bonus: 1_000n, gift: 500n },
  { bet: 500_000n, keep: 250_000n, bonus: 5_000n, gift: 2_000n },
  { bet: 2_000_000n, keep: 1_000_000n, bonus: 20_000n, gift: 8_000n },
];

/** A job runner that knows only the VIP jobs (a second process), recording the live events it sends. */
function vipRunner(t: TestApp, workerId: string) {
  const runner = createJobRunner({ db: t.db, clock: t.clock, log: quiet, workerId });
  const events: { accountId: string; event: BrandEvent }[] = [];
  const vip = createVipJobs({
    db: t.db,
    clock: t.clock,
    jobs: runner,
    accountEvents: { publish: (accountId, event) => events.push({ accountId, event }) },
  });
  vip.install({ evaluateEveryMs: 60_000 });
  return { runner, vip, events };
}

const keys = (rows: { key: string; amount: string }[], accountId: string) =>
  rows.map((row) => `${row.key.replace(`:${accountId}:`, ':')}=${row.amount}`);

describe('VIP upgrades', () => {
  let t: TestApp;
  let ana: Player;
  let ben: Player;

  before(async () => {
    t = await createTestApp({ vipEvaluateEveryMs: 60_000 });
    await setVipTable(t, TABLE);
    ana = await newPlayer(t, 'vipana', { pin: false });
    ben = await newPlayer(t, 'vipben', { pin: false });
  });
  after(() => t.close());

  test('valid bets crossing two levels raise the player to the higher one, offering both upgrade bonuses', async () => {
    await settledBet(t, ana.id, 250_000n, hoursBefore(30));
    await settledBet(t, ana.id, 350_000n, hoursBefore(2)); // 600,000: past L1 (100,000) and L2 (500,000), short of L3
    await settledBet(t, ben.id, 90_000n, hoursBefore(1)); // 900.00: short of L1
    await settledBet(t, ben.id, 150_000n, hoursBefore(1), 'cancelled'); // rolled back: not a valid bet
    await settledBet(t, ben.id, 150_000n, hoursBefore(31 * 24)); // settled 31 days ago: outside the 30-day period
    await t.app.jobs.drain();

    assert.deepEqual(await vipStateOf(t, ana.id), { level: 2, history: ['0>2:upgrade'] });
    const rewards = await vipRewardsOf(t, ana.id);
    assert.deepEqual(keys(rewards, ana.id), ['vip-upgrade:1=1000', 'vip-upgrade:2=5000']);
    assert.deepEqual(
      rewards.map((r) => [r.detail, r.wageringBp, r.status]),
      [
        ['L1', 10_000, 'claimable'],
        ['L2', 10_000, 'claimable'],
      ],
    );
    assert.deepEqual(await vipStateOf(t, ben.id), { level: 0, history: [] });
    assert.deepEqual(await vipRewardsOf(t, ben.id), []);
  });

  test('a rerun, and a second process racing the first, pay nothing more', async () => {
    const first = vipRunner(t, 'vip-first');
    const second = vipRunner(t, 'vip-second');
    await Promise.all([first.vip.evaluate(), second.vip.evaluate(), t.app.vip.evaluate()]);
    t.clock.advanceMs(61_000);
    await Promise.all([first.runner.drain(), second.runner.drain(), t.app.jobs.drain()]);
    assert.deepEqual(await vipStateOf(t, ana.id), { level: 2, history: ['0>2:upgrade'] });
    assert.deepEqual(keys(await vipRewardsOf(t, ana.id), ana.id), ['vip-upgrade:1=1000', 'vip-upgrade:2=5000']);

    // 1,400,000 more: 2,000,000 over the period reaches L3; both processes race to raise her.
    await settledBet(t, ana.id, 1_400_000n, t.clock.now());
    t.clock.advanceMs(61_000);
    await Promise.all([first.vip.evaluate(), second.vip.evaluate(), first.runner.drain(), second.runner.drain()]);
    assert.deepEqual(await vipStateOf(t, ana.id), { level: 3, history: ['0>2:upgrade', '2>3:upgrade'] });
    assert.deepEqual(keys(await vipRewardsOf(t, ana.id), ana.id), ['vip-upgrade:1=1000', 'vip-upgrade:2=5000', 'vip-upgrade:3=20000']);
    // The one process that made the change told the player's live stream, once.
    const told = [...first.events, ...second.events].filter((e) => e.accountId === ana.id);
    assert.deepEqual(
      told.map((e) => e.event),
      [{ type: 'vip', data: { fromLevel: 2, toLevel: 3, reason: 'upgrade' } }],
    );
  });

  test('a bonus already offered is never offered again, even after a drop and a new rise', async () => {
    const brandId = await brandOf(t);
    await t.db.transaction(async (tx) => {
      await lockPlayerLevel(tx, brandId, ana.id, t.clock.now());
      await changeLevel(tx, {
        brandId,
        accountId: ana.id,
        from: 3,
        to: 0,
        reason: 'relegation',
        figures: { betMinor: 0n, depositMinor: 0n },
        at: t.clock.now(),
      });
    });
    t.clock.advanceMs(61_000);
    await vipRunner(t, 'vip-third').runner.drain();
    assert.equal((await vipStateOf(t, ana.id)).level, 3);
    assert.deepEqual(keys(await vipRewardsOf(t, ana.id), ana.id), ['vip-upgrade:1=1000', 'vip-upgrade:2=5000', 'vip-upgrade:3=20000']);
  });
});

async function brandOf(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  return row!.id;
}

describe('VIP deposits and the all/any rule', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('with "all", a level asking valid bets and deposits waits for credited deposits', async () => {
    await setVipTable(t, [{ bet: 100_000n, deposit: 50_000n, keep: 0n, bonus: 1_000n, gift: 0n }]);
    const { runner } = vipRunner(t, 'vip-deposits');
    const cara = await newPlayer(t, 'vipcara', { pin: false });
    await settledBet(t, cara.id, 200_000n, hoursBefore(1));
    await fund(t, cara.id, 30_000n);
    await runner.drain();
    assert.equal((await vipStateOf(t, cara.id)).level, 0);

    await fund(t, cara.id, 20_000n); // 500.00 credited in all
    t.clock.advanceMs(61_000);
    await runner.drain();
    assert.deepEqual(await vipStateOf(t, cara.id), { level: 1, history: ['0>1:upgrade'] });
    assert.deepEqual(keys(await vipRewardsOf(t, cara.id), cara.id), ['vip-upgrade:1=1000']);
  });

  test('with "any", one met threshold is enough; trial accounts are never evaluated', async () => {
    await setVipTable(t, [{ bet: 100_000n, deposit: 500_000n, keep: 0n, bonus: 1_000n, gift: 0n }], { match: 'any' });
    const { runner } = vipRunner(t, 'vip-any');
    const dan = await newPlayer(t, 'vipdan', { pin: false });
    const trial = await newPlayer(t, 'viptrial', { pin: false });
    await t.db.query(`update accounts set account_type = 4 where id = $1`, [trial.id]);
    await settledBet(t, dan.id, 100_000n, t.clock.now());
    await settledBet(t, trial.id, 900_000n, t.clock.now());
    t.clock.advanceMs(61_000);
    await runner.drain();
    assert.equal((await vipStateOf(t, dan.id)).level, 1);
    assert.deepEqual(await vipStateOf(t, trial.id), { level: 0, history: [] });
    assert.deepEqual(await vipRewardsOf(t, trial.id), []);
  });
});

describe('the monthly pass: keep, protection, relegation and gifts', () => {
  let t: TestApp;
  let eve: Player;
  let fay: Player;
  let brandId: string;
  let vip: ReturnType<typeof vipRunner>;
  // First instants of GMT+8 months, and a few minutes into them.
  const DEC = new Date('2026-11-30T16:00:00Z');
  const JAN = new Date('2026-12-31T16:00:00Z');
  const FEB = new Date('2027-01-31T16:00:00Z');
  const minutesInto = (month: Date, minutes: number) => new Date(month.getTime() + minutes * 60_000);

  before(async () => {
    t = await createTestApp();
    brandId = await setVipTable(t, TABLE, { kind: 'month' });
    eve = await newPlayer(t, 'vipeve', { pin: false });
    fay = await newPlayer(t, 'vipfay', { pin: false });
    vip = vipRunner(t, 'vip-monthly');
    await settledBet(t, eve.id, 600_000n, hoursBefore(1)); // November: L2
    await vip.runner.drain();
    // Staff put Fay on L2 in November without figures (a raise, so the next pass keeps it).
    await t.db.transaction(async (tx) => {
      await lockPlayerLevel(tx, brandId, fay.id, t.clock.now());
      await changeLevel(tx, {
        brandId,
        accountId: fay.id,
        from: 0,
        to: 2,
        reason: 'manual',
        figures: { betMinor: 0n, depositMinor: 0n },
        at: t.clock.now(),
      });
    });
  });
  after(() => t.close());

  test("December: levels raised in November are kept, and December's gift of the level held is offered", async () => {
    moveClockTo(t, minutesInto(DEC, 5));
    await vip.runner.drain(); // the evaluation sees the new month and enqueues its pass, which runs
    assert.deepEqual(await vipStateOf(t, eve.id), { level: 2, history: ['0>2:upgrade'] });
    assert.deepEqual(await vipStateOf(t, fay.id), { level: 2, history: ['0>2:manual'] });
    assert.deepEqual(keys(await vipRewardsOf(t, eve.id), eve.id), ['vip-gift:2026-12=2000', 'vip-upgrade:1=1000', 'vip-upgrade:2=5000']);
    assert.deepEqual(keys(await vipRewardsOf(t, fay.id), fay.id), ['vip-gift:2026-12=2000']);
  });

  test('January: December figures at the keep threshold keep L2; none drop a level raised before December to 0', async () => {
    await settledBet(t, eve.id, 300_000n, new Date('2026-12-10T00:00:00Z')); // under L2's 500,000, over its keep 250,000
    moveClockTo(t, minutesInto(JAN, 5));
    await vip.runner.drain();
    assert.deepEqual(await vipStateOf(t, eve.id), { level: 2, history: ['0>2:upgrade'] });
    assert.deepEqual(await vipStateOf(t, fay.id), { level: 0, history: ['0>2:manual', '2>0:relegation'] });
    assert.ok(keys(await vipRewardsOf(t, eve.id), eve.id).includes('vip-gift:2027-01=2000'));
    assert.deepEqual(keys(await vipRewardsOf(t, fay.id), fay.id), ['vip-gift:2026-12=2000']);
  });

  test("February: January figures under L2's keep but over L1's drop the player to L1, with L1's gift", async () => {
    await settledBet(t, eve.id, 60_000n, new Date('2027-01-10T00:00:00Z'));
    vip.events.length = 0;
    moveClockTo(t, minutesInto(FEB, 5));
    await vip.runner.drain();
    assert.deepEqual(await vipStateOf(t, eve.id), { level: 1, history: ['0>2:upgrade', '2>1:relegation'] });
    assert.deepEqual(keys(await vipRewardsOf(t, eve.id), eve.id), [
      'vip-gift:2026-12=2000',
      'vip-gift:2027-01=2000',
      'vip-gift:2027-02=500',
      'vip-upgrade:1=1000',
      'vip-upgrade:2=5000',
    ]);
    assert.deepEqual(
      vip.events.map((e) => [e.accountId, e.event.data]),
      [[eve.id, { fromLevel: 2, toLevel: 1, reason: 'relegation' }]],
    );
  });

  test('a rerun of the pass, or its run key enqueued again, changes nothing and offers no second gift', async () => {
    const before = [await vipStateOf(t, eve.id), await vipRewardsOf(t, eve.id), await vipStateOf(t, fay.id), await vipRewardsOf(t, fay.id)];
    assert.deepEqual(await vip.vip.monthlyPass(brandId, '2027-02'), []);
    assert.deepEqual(await vipRunner(t, 'vip-other').vip.monthlyPass(brandId, '2027-02'), []);
    assert.equal(await vip.runner.enqueue(t.db, { runKey: monthRunKey(brandId, '2027-02') }), false);
    t.clock.advanceMs(61_000);
    await vip.runner.drain();
    const afterwards = [
      await vipStateOf(t, eve.id),
      await vipRewardsOf(t, eve.id),
      await vipStateOf(t, fay.id),
      await vipRewardsOf(t, fay.id),
    ];
    assert.deepEqual(afterwards, before);
  });
});
