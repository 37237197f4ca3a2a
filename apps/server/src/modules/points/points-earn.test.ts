// Proves points are earned exactly from valid bets per game type and window at the brand's rates,
// with remainders carried across windows, only once a window is a safe lag behind the clock, and
// never twice: not on a rerun of a window, not with two job runners racing over one database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { createTestApp, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { enablePoints, pointsOf, round } from '../../../test/points-helpers.ts';
import { fundedPlayer, type TestPlayer } from '../../../test/withdrawal-helpers.ts';
import { createPointEarning, EARN_WINDOW_MS, earnRunKey } from './points-earn.ts';

const at = (minutes: number, seconds = 0) => new Date(TEST_START.getTime() + minutes * 60_000 + seconds * 1000).toISOString();
const quiet = { error() {}, warn() {} };

async function moveTo(t: TestApp, minutes: number) {
  t.clock.advanceMs(TEST_START.getTime() + minutes * 60_000 - t.clock.now().getTime());
  await t.app.jobs.drain();
}

describe('earning points', () => {
  let t: TestApp;
  let ana: TestPlayer;
  let ben: TestPlayer;
  let brandId: string;

  before(async () => {
    t = await createTestApp();
    ana = await fundedPlayer(t, 'ptana');
    ben = await fundedPlayer(t, 'ptben');
    // 1 point per 100.00 of slots, per 250.00 of live casino; e-lottery earns nothing.
    brandId = await enablePoints(t, { RNG: 10_000n, LIVE: 25_000n });
    await t.app.jobs.drain(); // the plan starts the cursor at the window the clock stands in (04:00)
  });
  after(() => t.close());

  test('the cursor starts at the current window once the switch is on', async () => {
    const [row] = await t.db.query<{ earnedUntil: Date }>(
      `select earned_until as "earnedUntil" from point_settings where merchant_id = $1`,
      [brandId],
    );
    assert.equal(new Date(row!.earnedUntil).toISOString(), TEST_START.toISOString());
  });

  test('window 1: whole points per type, remainders carried, cancelled, open and unrated bets earn nothing', async () => {
    await round(t, ana.id, 'RNG', 12_345n, at(1)); // RNG 123.45
    await round(t, ana.id, 'RNG', 9_000n, at(5)); //  + 90.00 = 213.45 -> 2 points, 13.45 carried
    await round(t, ana.id, 'LIVE', 30_000n, at(9, 59)); // LIVE 300.00 -> 1 point, 50.00 carried
    await round(t, ana.id, 'ELOTT', 50_000n, at(3)); // no rate: nothing, but counted as a valid bet
    await round(t, ana.id, 'RNG', 99_900n, at(4), 'cancelled'); // rolled back: not a valid bet
    await round(t, ana.id, 'RNG', 99_900n, at(4), 'open'); // not settled
    await round(t, ben.id, 'RNG', 9_999n, at(2)); // 99.99: no point yet
    await round(t, ana.id, 'RNG', 8_700n, at(10)); // settled at the next window's first instant

    // 04:11:59: window 1 ended, but not two minutes ago: nothing yet.
    await moveTo(t, 11);
    t.clock.advanceMs(59_000);
    await t.app.jobs.drain();
    assert.equal((await pointsOf(t, ana.id)).balance, 0n);

    await moveTo(t, 12);
    const ana1 = await pointsOf(t, ana.id);
    assert.deepEqual(ana1, { balance: 3n, journal: 3n, entries: 1 });
    assert.deepEqual(await pointsOf(t, ben.id), { balance: 0n, journal: 0n, entries: 0 });
    const carry = await t.db.query<{ type: string; carry: string; total: string }>(
      `select game_type as type, carry_minor::text as carry, valid_bet_total_minor::text as total from point_carry where account_id = $1 order by 1`,
      [ana.id],
    );
    assert.deepEqual(carry, [
      { type: 'ELOTT', carry: '0', total: '50000' },
      { type: 'LIVE', carry: '5000', total: '30000' },
      { type: 'RNG', carry: '1345', total: '21345' },
    ]);
    const [entry] = await t.db.query<{ detail: Record<string, unknown> }>(`select detail from point_journal where account_id = $1`, [
      ana.id,
    ]);
    assert.deepEqual((entry!.detail as { byType: unknown }).byType, {
      ELOTT: { validBet: '50000', points: '0' },
      LIVE: { validBet: '30000', points: '1' },
      RNG: { validBet: '21345', points: '2' },
    });
  });

  test('window 2: the carried remainders complete whole points', async () => {
    await round(t, ana.id, 'LIVE', 20_000n, at(19, 59)); // 50.00 carried + 200.00 = 250.00 -> 1 point, 0 carried
    await round(t, ben.id, 'RNG', 1n, at(15)); // 99.99 + 0.01 = 100.00 -> 1 point
    await round(t, ana.id, 'RNG', 5_000n, at(20)); // window 3
    await moveTo(t, 22);
    // Ana: RNG 13.45 + 87.00 = 100.45 -> 1 point (0.45 carried); LIVE 1 point.
    assert.deepEqual(await pointsOf(t, ana.id), { balance: 5n, journal: 5n, entries: 2 });
    assert.deepEqual(await pointsOf(t, ben.id), { balance: 1n, journal: 1n, entries: 1 });
    const [rng] = await t.db.query<{ carry: string }>(
      `select carry_minor::text as carry from point_carry where account_id = $1 and game_type = 'RNG'`,
      [ana.id],
    );
    assert.equal(rng!.carry, '45');

    const balance = await t.app.inject({ url: API.pointBalance, headers: authed(ana.token) });
    assert.equal(balance.statusCode, 200, balance.body);
    assert.equal(balance.json().value.points, '5');
    assert.equal(balance.json().value.validBetTotalMinor, String(21_345 + 30_000 + 50_000 + 8_700 + 20_000));
  });

  test('a rerun of a counted window, and its run key enqueued again, change nothing', async () => {
    const earning = createPointEarning({ db: t.db, clock: t.clock, jobs: t.app.jobs });
    const before = await pointsOf(t, ana.id);
    assert.equal(await earning.earnWindow(brandId, TEST_START), false);
    assert.equal(await earning.earnWindow(brandId, new Date(TEST_START.getTime() + EARN_WINDOW_MS)), false);
    assert.equal(await t.app.jobs.enqueue(t.db, { runKey: earnRunKey(brandId, TEST_START) }), false);
    await t.app.jobs.drain();
    assert.deepEqual(await pointsOf(t, ana.id), before);
  });

  test('two job runners racing over the same windows award each window once', async () => {
    const second = createJobRunner({ db: t.db, clock: t.clock, log: quiet, workerId: 'second-process' });
    createPointEarning({ db: t.db, clock: t.clock, jobs: second }).defineOn(second, 60_000);
    // Four windows of bets (04:20 to 04:60), then both processes catch up at once.
    for (let window = 2; window < 6; window += 1) await round(t, ben.id, 'RNG', 10_000n, at(window * 10 + 1));
    t.clock.advanceMs(TEST_START.getTime() + 62 * 60_000 - t.clock.now().getTime());
    await Promise.all([t.app.jobs.drain(), second.drain(), t.app.jobs.drain(), second.drain()]);
    await Promise.all([t.app.jobs.drain(), second.drain()]);
    // Ben: 1 before, plus one point in each of windows 3, 4, 5, 6.
    assert.deepEqual(await pointsOf(t, ben.id), { balance: 5n, journal: 5n, entries: 5 });
    // Ana's 50.00 of window 3 plus 0.45 carried: still no point.
    assert.deepEqual(await pointsOf(t, ana.id), { balance: 5n, journal: 5n, entries: 2 });
    const [row] = await t.db.query<{ earnedUntil: Date }>(
      `select earned_until as "earnedUntil" from point_settings where merchant_id = $1`,
      [brandId],
    );
    assert.equal(new Date(row!.earnedUntil).toISOString(), at(60));
  });

  test('while the switch is off, closed windows earn nothing and are passed', async () => {
    await enablePoints(t, { RNG: 10_000n, LIVE: 25_000n }, undefined, false);
    await round(t, ben.id, 'RNG', 100_000n, at(61));
    await moveTo(t, 75);
    assert.equal((await pointsOf(t, ben.id)).balance, 5n);
    await enablePoints(t, { RNG: 10_000n, LIVE: 25_000n });
    await round(t, ben.id, 'RNG', 20_000n, at(76));
    await moveTo(t, 92);
    // The off window (04:60-04:70) was skipped; 04:70-04:80 counted 200.00 -> 2 points.
    assert.equal((await pointsOf(t, ben.id)).balance, 7n);
  });
});
