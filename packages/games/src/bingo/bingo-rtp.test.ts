// Proves the room RTP formula on hand-worked sales (exact rationals, with and without house
// top-ups), the money-weighted RTP of a sales mix, the ticket count from which the pool covers the
// guarantees, the exact single-card coverall probability (closed form and a seeded simulation
// within its 99.9% band), and that the game simulation reports consistent stage figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rational } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import { ballOrder } from './ball-order.ts';
import { DEFAULT_ROOM_75, DEFAULT_ROOM_90, gamePrizes } from './bingo-prizes.ts';
import { coverallWithinProbability, expectedRoomRtp, roomRtp, simulateBingoGames, ticketsToCoverGuarantees } from './bingo-rtp.ts';
import { BINGO_75, BINGO_90, ticketCells90 } from './bingo-types.ts';
import { toNumber } from '../exact/rational.ts';
import { generateTicket90 } from './strip-90.ts';

test('RTP with 100 tickets: 70% pool + 2% jackpot = 72%; with 20 tickets the guarantees make it 202%', () => {
  const full = roomRtp(DEFAULT_ROOM_90, 100);
  assert.deepEqual(
    [full.total, full.fromPool, full.fromTopUp, full.fromJackpot],
    [rational(72, 100), rational(70, 100), rational(0), rational(2, 100)],
  );
  const thin = roomRtp(DEFAULT_ROOM_90, 20);
  // (14,000 pool + 26,000 top-up + 400 jackpot) / 20,000
  assert.deepEqual([thin.total, thin.fromTopUp], [rational(40_400, 20_000), rational(26_000, 20_000)]);
  assert.throws(() => roomRtp(DEFAULT_ROOM_90, 0), RangeError);
});

test('a sales mix is weighted by money: (40,400 + 72,000) / 120,000', () => {
  const mix = [
    { tickets: 20, weight: 1 },
    { tickets: 100, weight: 1 },
  ];
  assert.deepEqual(expectedRoomRtp(DEFAULT_ROOM_90, mix), rational(112_400, 120_000));
  assert.deepEqual(expectedRoomRtp(DEFAULT_ROOM_90, [{ tickets: 100, weight: 3 }]), rational(72, 100));
});

test('the pool covers every guarantee from 65 tickets (90-ball default), not at 64', () => {
  const n = ticketsToCoverGuarantees(DEFAULT_ROOM_90);
  assert.equal(n, 65);
  assert.equal(gamePrizes(DEFAULT_ROOM_90, 64).houseTopUpMinor > 0n, true);
  assert.equal(gamePrizes(DEFAULT_ROOM_90, 65).houseTopUpMinor, 0n);
  // 75-ball: 0.7 × 0.7 × 1,000 n ≥ 25,000 from n = 52 (line: 210 n ≥ 10,000 from 48).
  assert.equal(ticketsToCoverGuarantees(DEFAULT_ROOM_75), 52);
});

test('coverall within N calls: C(N, k) / C(balls, k), exactly', () => {
  assert.deepEqual(coverallWithinProbability(BINGO_90, 90), rational(1));
  assert.deepEqual(coverallWithinProbability(BINGO_90, 14), rational(0));
  assert.deepEqual(coverallWithinProbability(BINGO_90, 15), rational(1n, 45_795_673_964_460_816n));
  assert.deepEqual(coverallWithinProbability(BINGO_75, 24), rational(1n, 25_778_699_578_994_555_700n));
  assert.deepEqual(coverallWithinProbability(BINGO_90, 16), rational(16n, 45_795_673_964_460_816n));
});

test('a seeded simulation of one ticket completing within 80 calls lies in the 99.9% band of the exact chance', () => {
  const random = seededRandom('coverall-80');
  const exact = toNumber(coverallWithinProbability(BINGO_90, 80));
  const trials = 20_000;
  let hits = 0;
  for (let i = 0; i < trials; i++) {
    const numbers = ticketCells90(generateTicket90(random));
    const position = new Map(ballOrder(90, random).map((ball, k) => [ball, k + 1]));
    if (Math.max(...numbers.map((n) => position.get(n)!)) <= 80) hits++;
  }
  const z = (hits / trials - exact) / Math.sqrt((exact * (1 - exact)) / trials);
  assert.ok(Math.abs(z) < 3.29, `observed ${hits / trials}, exact ${exact}, z ${z}`);
});

test('the game simulation: stages won in order, at least one winner each, jackpot counted', () => {
  const always = { ...DEFAULT_ROOM_90, jackpot: { ...DEFAULT_ROOM_90.jackpot!, withinCalls: 90 } };
  const sim = simulateBingoGames(always, 60, 40, seededRandom('sim-90'));
  assert.equal(sim.games, 40);
  assert.equal(sim.jackpotWins, 40);
  assert.ok(sim.meanCalls[0]! <= sim.meanCalls[1]! && sim.meanCalls[1]! <= sim.meanCalls[2]! && sim.meanCalls[2]! <= 90);
  for (const w of sim.meanWinners) assert.ok(w >= 1);
  const never = simulateBingoGames(
    { ...DEFAULT_ROOM_75, jackpot: { ...DEFAULT_ROOM_75.jackpot!, withinCalls: 24 } },
    5,
    20,
    seededRandom('sim-75'),
  );
  assert.equal(never.jackpotWins, 0);
  assert.ok(never.meanCalls[1]! >= 24);
});
