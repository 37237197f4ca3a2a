// Proves every SSC bet type prices and pays hand-worked tickets exactly: combos, stake
// (unit × combos × 1), hits and win (floor(unit × odds × hits / 10_000)) on fixed results.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findBetType, prepareResult, settleTicket } from './bet-catalogue.ts';

/** Normalises the picks and settles them on `numbers` at the default odds, in minor units. */
function ticket(code: string, picks: string[][], numbers: string[], unit: bigint) {
  const betType = findBetType('ssc', code);
  assert.ok(betType, code);
  const canonical = betType.normalise(picks);
  const { combos, stakeMinor, hits, winMinor } = settleTicket(betType, canonical, prepareResult({ format: 'ssc', numbers }), unit);
  return { picks: canonical, combos, stake: stakeMinor, hits, win: winMinor };
}

// The main result: 3 8 5 5 9 (sum 30; back three 5 5 9 = pair 5, single 9; pos1 3 < pos5 9: tiger).
const RESULT = ['3', '8', '5', '5', '9'];

test('ssc.pos: one combination per picked digit, a hit per position that shows it', () => {
  // pos1 {3,4}: 3 hits; pos3 {5}: hits; pos4 {0}: misses; pos5 {9}: hits → 5 combos, 3 hits.
  // stake 200 × 5 = 1000; win floor(200 × 97_000 × 3 / 10_000) = 5820 (9.7 per unit per hit).
  assert.deepEqual(ticket('ssc.pos', [['4', '3'], [], ['5'], ['0'], ['9']], RESULT, 200n), {
    picks: [['3', '4'], [], ['5'], ['0'], ['9']],
    combos: 5,
    stake: 1000n,
    hits: 3,
    win: 5820n,
  });
  assert.equal(ticket('ssc.pos', [[], ['0', '1'], [], [], []], RESULT, 200n).win, 0n);
});

test('ssc.bsoe: big 5-9 / small 0-4 / odd / even per position', () => {
  // pos1 3: B no, O yes; pos2 8: S no; pos4 5: B yes, E no; pos5 9: O yes → 6 combos, 3 hits.
  // stake 100 × 6 = 600; win 100 × 1.94 × 3 = 582.
  assert.deepEqual(ticket('ssc.bsoe', [['O', 'B'], ['S'], [], ['E', 'B'], ['O']], RESULT, 100n), {
    picks: [['B', 'O'], ['S'], [], ['B', 'E'], ['O']],
    combos: 6,
    stake: 600n,
    hits: 3,
    win: 582n,
  });
});

test('ssc.sum.bsoe: the sum of the five, big 23-45, small 0-22', () => {
  // Sum 30: big and even. Picks E and B (canonical B, E): 2 combos, 2 hits; stake 2000; win 1000 × 1.94 × 2 = 3880.
  assert.deepEqual(ticket('ssc.sum.bsoe', [['E', 'B']], RESULT, 1000n), {
    picks: [['B', 'E']],
    combos: 2,
    stake: 2000n,
    hits: 2,
    win: 3880n,
  });
  // Sum 22 (4 4 4 4 6) is small and even; sum 23 (4 4 4 5 6) big and odd.
  assert.equal(ticket('ssc.sum.bsoe', [['S']], ['4', '4', '4', '4', '6'], 1000n).hits, 1);
  assert.equal(ticket('ssc.sum.bsoe', [['B', 'O']], ['4', '4', '4', '5', '6'], 1000n).hits, 2);
});

test('ssc.dt: dragon, tiger or tie of position 1 against position 5, each at its own odds', () => {
  // 3 < 9: tiger. D, T, H picked: 3 combos, stake 1500; T pays floor(500 × 21_550 / 10_000) = floor(1077.5) = 1077.
  assert.deepEqual(ticket('ssc.dt', [['H', 'T', 'D']], RESULT, 500n), {
    picks: [['D', 'T', 'H']],
    combos: 3,
    stake: 1500n,
    hits: 1,
    win: 1077n,
  });
  // 7 ... 7 is a tie: D and T lose, H pays 500 × 9.7 = 4850.
  assert.deepEqual(ticket('ssc.dt', [['D', 'T', 'H']], ['7', '1', '2', '3', '7'], 500n), {
    picks: [['D', 'T', 'H']],
    combos: 3,
    stake: 1500n,
    hits: 1,
    win: 4850n,
  });
});

test('two-, three- and five-digit direct bets: cartesian combinations, one hit when every position matches', () => {
  // Front two 3 8: {3,4} × {8,9} = 4 combos, 38 wins; stake 40; win 10 × 97 = 970.
  assert.deepEqual(
    ticket(
      'ssc.f2.direct',
      [
        ['4', '3'],
        ['8', '9'],
      ],
      RESULT,
      10n,
    ),
    {
      picks: [
        ['3', '4'],
        ['8', '9'],
      ],
      combos: 4,
      stake: 40n,
      hits: 1,
      win: 970n,
    },
  );
  // Back two 5 9: {5} × {0,9} = 2 combos, 59 wins: win 970.
  assert.deepEqual(ticket('ssc.b2.direct', [['5'], ['0', '9']], RESULT, 10n), {
    picks: [['5'], ['0', '9']],
    combos: 2,
    stake: 20n,
    hits: 1,
    win: 970n,
  });
  // Front three 3 8 5: {3} × {8} × {4,5} = 2 combos; win 10 × 970 = 9700.
  assert.deepEqual(ticket('ssc.f3.direct', [['3'], ['8'], ['4', '5']], RESULT, 10n), {
    picks: [['3'], ['8'], ['4', '5']],
    combos: 2,
    stake: 20n,
    hits: 1,
    win: 9700n,
  });
  // Middle three 8 5 5 wins; back three 5 5 9 does not match 5 5 8.
  assert.equal(ticket('ssc.m3.direct', [['8'], ['5'], ['5']], RESULT, 10n).win, 9700n);
  assert.equal(ticket('ssc.b3.direct', [['5'], ['5'], ['8']], RESULT, 10n).win, 0n);
  // All five 3 8 5 5 {9,0}: 2 combos, stake 20; win 10 × 97_000 = 970_000.
  assert.deepEqual(ticket('ssc.all5.direct', [['3'], ['8'], ['5'], ['5'], ['9', '0']], RESULT, 10n), {
    picks: [['3'], ['8'], ['5'], ['5'], ['0', '9']],
    combos: 2,
    stake: 20n,
    hits: 1,
    win: 970_000n,
  });
});

test('ssc.b3.group3: back three with exactly two different digits, pair and single both picked', () => {
  // Back three 5 5 9: pair 5, single 9. Picks {1,5,9}: 3 × 2 = 6 (pair, single) combos, 559 wins.
  // stake 100 × 6 = 600; win 100 × 323.3 = 32_330.
  assert.deepEqual(ticket('ssc.b3.group3', [['9', '5', '1']], RESULT, 100n), {
    picks: [['1', '5', '9']],
    combos: 6,
    stake: 600n,
    hits: 1,
    win: 32_330n,
  });
  // 9 not picked: no win; three different digits (1 4 7) or a triple (2 2 2) never win group 3.
  assert.equal(ticket('ssc.b3.group3', [['1', '5']], RESULT, 100n).hits, 0);
  assert.equal(ticket('ssc.b3.group3', [['1', '4', '7']], ['0', '0', '1', '4', '7'], 100n).hits, 0);
  assert.equal(ticket('ssc.b3.group3', [['2', '3']], ['0', '0', '2', '2', '2'], 100n).hits, 0);
  // The pair may sit anywhere in the back three: 9 5 9 is pair 9, single 5.
  assert.equal(ticket('ssc.b3.group3', [['5', '9']], ['0', '0', '9', '5', '9'], 100n).hits, 1);
});

test('ssc.b3.group6: back three all different, all picked', () => {
  // Back three 1 4 7, picks {1,4,7,8}: C(4,3) = 4 combos, {1,4,7} wins; stake 400; win 100 × 161.6 = 16_160.
  assert.deepEqual(ticket('ssc.b3.group6', [['8', '7', '4', '1']], ['0', '0', '1', '4', '7'], 100n), {
    picks: [['1', '4', '7', '8']],
    combos: 4,
    stake: 400n,
    hits: 1,
    win: 16_160n,
  });
  // 5 5 9 repeats a digit: group 6 loses.
  assert.equal(ticket('ssc.b3.group6', [['5', '9', '1']], RESULT, 100n).hits, 0);
});

test('exposure keys: one per combination', () => {
  const keys = (code: string, picks: string[][]) => findBetType('ssc', code)?.exposureKeys(picks);
  assert.deepEqual(keys('ssc.pos', [['3'], [], [], [], ['0', '9']]), ['ssc.pos:1:3', 'ssc.pos:5:0', 'ssc.pos:5:9']);
  assert.deepEqual(keys('ssc.f2.direct', [['3', '4'], ['8']]), ['ssc.f2.direct:38', 'ssc.f2.direct:48']);
  assert.deepEqual(keys('ssc.b3.group3', [['1', '5']]), ['ssc.b3.group3:115', 'ssc.b3.group3:551']);
  assert.deepEqual(keys('ssc.b3.group6', [['1', '2', '3', '4']]), [
    'ssc.b3.group6:123',
    'ssc.b3.group6:124',
    'ssc.b3.group6:134',
    'ssc.b3.group6:234',
  ]);
  assert.deepEqual(keys('ssc.dt', [['D', 'H']]), ['ssc.dt:D', 'ssc.dt:H']);
});
