// Proves parlays through settlement (decision 058), hand-worked on 100.00 stakes at 2.00 legs: a
// half-won leg counts (1 + d)/2, a half-lost leg 1/2, a void leg 1.00; a lost leg settles the
// parlay at 0 at once, before its other legs' results are in; a parlay waits while a leg has no
// result; each parlay's round and the player's wallet end exactly at its return.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { placeSlipValue } from '@pkg/contracts/sports';
import { checkInvariants } from '../../ledger/invariants.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addMatch,
  bookPlayer,
  EVENS,
  feedMarket,
  feedResult,
  noMargin,
  placeSlip,
  selectionOf,
  slipRound,
  slipRow,
  walletNow,
  type BookPlayer,
} from './sportsbook.test-kit.ts';

let t: TestApp;
let punter: BookPlayer;
before(async () => {
  t = await createTestApp();
  await noMargin(t);
  punter = await bookPlayer(t, 1_000_000n);
  await addMatch(t, 'p1', [feedMarket('ah-3', { type: 'asian_handicap', lineQuarters: -3 }, EVENS)]);
  await addMatch(t, 'p2', [feedMarket('1x2', { type: '1x2' }, { home: '2.00', draw: '4.00', away: '4.00' })]);
  await addMatch(t, 'p3', [feedMarket('ml', { type: 'moneyline' }, EVENS)]);
  await addMatch(t, 'p4', [feedMarket('ou9', { type: 'total', lineQuarters: 9 }, { over: '2.00', under: '2.00' })]);
});
after(() => t?.close());

async function parlay(legs: Array<[string, string, string]>): Promise<string> {
  const selections = await Promise.all(legs.map(([fixture, market, code]) => selectionOf(t, fixture, market, code)));
  const response = await placeSlip(t, punter, { kind: 'parlay', legs: selections, stakeMinor: '10000' });
  assert.equal(response.statusCode, 200, response.body);
  return placeSlipValue.parse(response.json().value).slip.slipId;
}

test('half-won, half-lost and void legs multiply; a lost leg settles at once; a leg without result keeps it open', async () => {
  const before = await walletNow(t, punter.id);
  const halfWinWin = await parlay([
    ['p1', 'ah-3', 'home'],
    ['p2', '1x2', 'home'],
  ]);
  const halfWinHalfLose = await parlay([
    ['p1', 'ah-3', 'home'],
    ['p4', 'ou9', 'over'],
  ]);
  const lostEarly = await parlay([
    ['p2', '1x2', 'away'],
    ['p3', 'ml', 'home'],
  ]);
  const voidLeg = await parlay([
    ['p3', 'ml', 'home'],
    ['p2', '1x2', 'home'],
  ]);
  assert.equal(await walletNow(t, punter.id), before - 40_000n);
  // p1 1-0: −0.75 half wins (1.5); p2 2-0: home wins (2.0); p4 two goals on 2.25: over half loses (0.5).
  await feedResult(t, 'p1', { status: 'completed', regularTime: { home: 1, away: 0 } });
  await feedResult(t, 'p2', { status: 'completed', regularTime: { home: 2, away: 0 } });
  await feedResult(t, 'p4', { status: 'completed', regularTime: { home: 1, away: 1 } });
  await t.app.jobs.drain();
  assert.deepEqual(
    await slipRow(t, halfWinWin),
    { status: 'settled', paid: '30000', ret: '30000', short: '0', clawed: '0' },
    '100 x 1.5 x 2.0',
  );
  assert.equal((await slipRow(t, halfWinHalfLose)).ret, '7500', '100 x 1.5 x 0.5');
  const lost = await slipRow(t, lostEarly);
  assert.equal(lost.status, 'settled', 'settled at 0 although p3 has no result yet');
  assert.equal(lost.ret, '0');
  assert.equal((await slipRound(t, lostEarly))?.status, 'settled');
  assert.equal((await slipRow(t, voidLeg)).status, 'open', 'waits for p3');
  assert.equal((await slipRound(t, voidLeg))?.status, 'open');
  // p3 abandoned: its leg is void (1.00), the parlay pays as a single on p2.
  await feedResult(t, 'p3', { status: 'abandoned' });
  await t.app.jobs.drain();
  assert.equal((await slipRow(t, voidLeg)).ret, '20000');
  assert.deepEqual(await slipRound(t, voidLeg), { status: 'settled', stake: '10000', win: '20000', gameType: 'SPORTS' });
  assert.equal(await walletNow(t, punter.id), before - 40_000n + 30_000n + 7_500n + 20_000n);
  assert.equal((await checkInvariants(t.db, await demoBrandId(t.db))).ok, true);
});
