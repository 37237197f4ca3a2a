// Proves the operator's lottery settings: odds per bet type and per token are set and reset,
// limits and cut-offs are checked against the game, bet types switch off and on, stations change
// their schedule, every change lands in the staff audit, and bad input changes nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { LotteryAdminError, listLotteryGames, listStations, updateLotteryGame, updateStation } from './lottery-admin.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const clock = fixedClock(new Date('2026-11-22T04:00:00Z'));
const refused = (promise: Promise<unknown>, kind: 'invalid' | 'not_found', pattern: RegExp) =>
  assert.rejects(promise, (error: unknown) => error instanceof LotteryAdminError && error.kind === kind && pattern.test(error.message));

test('odds per type and per token are set, kept apart and reset to the defaults', async () => {
  let game = await updateLotteryGame(t.db, clock, 'bituin', 'k3-1m', {
    odds: [
      { betType: 'k3.bsoe', oddsBp: 19_500 },
      { betType: 'k3.sum', token: '10', oddsBp: 75_000 },
      { betType: 'k3.sum', token: '3', oddsBp: 2_000_000 },
    ],
  });
  assert.deepEqual(game.odds, { 'k3.bsoe': 19_500, 'k3.sum': { '10': 75_000, '3': 2_000_000 } });
  game = await updateLotteryGame(t.db, clock, 'bituin', 'k3-1m', {
    odds: [
      { betType: 'k3.sum', token: '10', oddsBp: null },
      { betType: 'k3.bsoe', oddsBp: null },
    ],
  });
  assert.deepEqual(game.odds, { 'k3.sum': { '3': 2_000_000 } });
  await refused(
    updateLotteryGame(t.db, clock, 'bituin', 'k3-1m', { odds: [{ betType: 'k3.sum', oddsBp: 80_000 }] }),
    'invalid',
    /per token/,
  );
  await refused(
    updateLotteryGame(t.db, clock, 'bituin', 'k3-1m', { odds: [{ betType: 'ssc.pos', oddsBp: 80_000 }] }),
    'invalid',
    /no bet type/,
  );
  await refused(
    updateLotteryGame(t.db, clock, 'bituin', 'k3-1m', { odds: [{ betType: 'k3.bsoe', oddsBp: 9_999 }] }),
    'invalid',
    /odds must be/,
  );
  await refused(
    updateLotteryGame(t.db, clock, 'bituin', 'k3-1m', { odds: [{ betType: 'k3.sum', token: '2', oddsBp: 80_000 }] }),
    'invalid',
    /no token/,
  );
});

test('limits, cut-off and bet type switches are checked against the game; brands and games must exist', async () => {
  const game = await updateLotteryGame(t.db, clock, 'bituin', 'ssc-1m', {
    closeSeconds: 20,
    minUnitMinor: 200n,
    maxUnitMinor: 500_000n,
    maxTicketStakeMinor: 1_000_000n,
    exposureCapMinor: 5_000_000n,
    maxChaseDraws: 60,
    disableBetTypes: ['ssc.all5.direct', 'ssc.dt'],
  });
  assert.deepEqual(
    [
      game.closeSeconds,
      game.minUnitMinor,
      game.maxUnitMinor,
      game.maxTicketStakeMinor,
      game.exposureCapMinor,
      game.maxChaseDraws,
      game.disabledBetTypes,
    ],
    [20, 200n, 500_000n, 1_000_000n, 5_000_000n, 60, ['ssc.all5.direct', 'ssc.dt']],
  );
  assert.deepEqual((await updateLotteryGame(t.db, clock, 'bituin', 'ssc-1m', { enableBetTypes: ['ssc.dt'] })).disabledBetTypes, [
    'ssc.all5.direct',
  ]);
  const before = await listLotteryGames(t.db, 'bituin');
  await refused(updateLotteryGame(t.db, clock, 'bituin', 'ssc-1m', { closeSeconds: 60 }), 'invalid', /shorter than the time between draws/);
  await refused(updateLotteryGame(t.db, clock, 'bituin', 'ssc-1m', { minUnitMinor: 600_000n }), 'invalid', /stake limits/);
  await refused(updateLotteryGame(t.db, clock, 'bituin', 'ssc-1m', { maxChaseDraws: 121 }), 'invalid', /chase/);
  await refused(updateLotteryGame(t.db, clock, 'bituin', 'ssc-1m', { disableBetTypes: ['k3.sum'] }), 'invalid', /no bet type/);
  await refused(updateLotteryGame(t.db, clock, 'bituin', 'no-game', {}), 'not_found', /no lottery game/);
  await refused(updateLotteryGame(t.db, clock, 'nobrand', 'ssc-1m', {}), 'not_found', /no brand/);
  assert.deepEqual(await listLotteryGames(t.db, 'bituin'), before, 'refused changes change nothing');
  // The Vietnamese cut-off may be long: there is no cadence to stay under.
  assert.equal((await updateLotteryGame(t.db, clock, 'bituin', 'vn-north', { closeSeconds: 1800 })).closeSeconds, 1800);
});

test('stations change their schedule; every change is in the staff audit', async () => {
  const station = await updateStation(t.db, clock, 'bituin', 'hcm', { weekdays: [1, 3], drawTime: '16:20', enabled: false });
  assert.deepEqual([station.weekdays, station.drawTime, station.enabled], [[1, 3], '16:20:00', false]);
  assert.equal((await listStations(t.db, 'bituin', 'south')).find((s) => s.stationCode === 'hcm')?.enabled, false);
  await refused(updateStation(t.db, clock, 'bituin', 'hcm', { weekdays: [7] }), 'invalid', /weekdays/);
  await refused(updateStation(t.db, clock, 'bituin', 'hcm', { drawTime: '25:00' }), 'invalid', /draw time/);
  await refused(updateStation(t.db, clock, 'bituin', 'xx', { enabled: true }), 'not_found', /no station/);
  const audit = await t.db.query<{ action: string }>(`select action from staff_audit where staff_username = 'operator-cli' order by id`);
  assert.deepEqual(
    audit.map((row) => row.action),
    [
      'lottery.game.update',
      'lottery.game.update',
      'lottery.game.update',
      'lottery.game.update',
      'lottery.game.update',
      'lottery.station.update',
    ],
  );
});
