// Proves every K3 bet type prices and pays hand-worked tickets exactly on fixed throws: combos,
// stake (unit × combos), hits and win (floor(unit × odds × hits / 10_000)).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findBetType, prepareResult, settleTicket } from './bet-catalogue.ts';

/** Normalises the picks and settles them on `numbers` at the default odds, in minor units. */
function ticket(code: string, picks: string[][], numbers: string[], unit = 100n) {
  const betType = findBetType('k3', code);
  assert.ok(betType, code);
  const canonical = betType.normalise(picks);
  const { combos, stakeMinor, hits, winMinor } = settleTicket(betType, canonical, prepareResult({ format: 'k3', numbers }), unit);
  return { picks: canonical, combos, stake: stakeMinor, hits, win: winMinor };
}

// The main throw: 2 5 2 (sum 9: small, odd; a pair of 2s).
const THROW = ['2', '5', '2'];

test('k3.sum: each sum at its own odds', () => {
  // Picks 10 and 9: 2 combos, stake 200; sum 9 pays 100 × 8.38 = 838.
  assert.deepEqual(ticket('k3.sum', [['10', '9']], THROW), { picks: [['9', '10']], combos: 2, stake: 200n, hits: 1, win: 838n });
  // Sum 3 (1 1 1) pays 209.5 per unit: 100 × 209.5 = 20_950.
  assert.equal(ticket('k3.sum', [['3']], ['1', '1', '1']).win, 20_950n);
});

test('k3.bsoe: big 11-17, small 4-10, odd, even; triples lose all four', () => {
  // Sum 9: small and odd. All four picked: 4 combos, stake 400, 2 hits, win 100 × 1.995 × 2 = 399.
  assert.deepEqual(ticket('k3.bsoe', [['E', 'O', 'S', 'B']], THROW), {
    picks: [['B', 'S', 'O', 'E']],
    combos: 4,
    stake: 400n,
    hits: 2,
    win: 399n,
  });
  // 4 4 4 (sum 12) is a triple: nothing wins.
  assert.equal(ticket('k3.bsoe', [['B', 'S', 'O', 'E']], ['4', '4', '4']).hits, 0);
  // 6 6 5 (sum 17) is big and odd.
  assert.equal(ticket('k3.bsoe', [['B', 'O']], ['6', '6', '5']).hits, 2);
});

test('k3.triple.any and k3.triple.one', () => {
  assert.equal(ticket('k3.triple.any', [['ANY']], THROW).hits, 0);
  // Any triple: 4 4 4 pays 100 × 34.92 = 3492.
  assert.deepEqual(ticket('k3.triple.any', [['ANY']], ['4', '4', '4']), { picks: [['ANY']], combos: 1, stake: 100n, hits: 1, win: 3492n });
  // 444 and 555 picked: 2 combos, stake 200; 444 pays 100 × 209.5 = 20_950.
  assert.deepEqual(ticket('k3.triple.one', [['555', '444']], ['4', '4', '4']), {
    picks: [['444', '555']],
    combos: 2,
    stake: 200n,
    hits: 1,
    win: 20_950n,
  });
});

test('k3.pair: a number shown at least twice, triples included', () => {
  // 2 5 2: 22 wins, 55 does not; 2 combos, win 100 × 13.09 = 1309.
  assert.deepEqual(ticket('k3.pair', [['55', '22']], THROW), { picks: [['22', '55']], combos: 2, stake: 200n, hits: 1, win: 1309n });
  assert.equal(ticket('k3.pair', [['44']], ['4', '4', '4']).hits, 1);
});

test('k3.two-diff: every pair of picked numbers both shown wins once', () => {
  // Picks {2,5,6}: C(3,2) = 3 combos; 2 and 5 shown, so only 25 wins: 100 × 6.984 = 698.4 → 698.
  assert.deepEqual(ticket('k3.two-diff', [['6', '2', '5']], THROW), {
    picks: [['2', '5', '6']],
    combos: 3,
    stake: 300n,
    hits: 1,
    win: 698n,
  });
  // 1 2 3 with picks {1,2,3,4}: 6 combos, 12, 13 and 23 win: 3 hits, 100 × 6.984 × 3 = 2095.2 → 2095.
  assert.deepEqual(ticket('k3.two-diff', [['1', '2', '3', '4']], ['3', '1', '2']), {
    picks: [['1', '2', '3', '4']],
    combos: 6,
    stake: 600n,
    hits: 3,
    win: 2095n,
  });
});

test('k3.three-diff: three different numbers all shown', () => {
  // 3 1 2 with picks {1,2,3,4}: C(4,3) = 4 combos, 123 wins: 100 × 34.92 = 3492.
  assert.deepEqual(ticket('k3.three-diff', [['4', '3', '2', '1']], ['3', '1', '2']), {
    picks: [['1', '2', '3', '4']],
    combos: 4,
    stake: 400n,
    hits: 1,
    win: 3492n,
  });
  assert.equal(ticket('k3.three-diff', [['2', '5', '6']], THROW).hits, 0);
});

test('k3.straight: 123, 234, 345 or 456 in any order', () => {
  // 3 1 2 is 123: 100 × 8.73 = 873.
  assert.deepEqual(ticket('k3.straight', [['ANY']], ['3', '1', '2']), { picks: [['ANY']], combos: 1, stake: 100n, hits: 1, win: 873n });
  assert.equal(ticket('k3.straight', [['ANY']], ['6', '4', '5']).hits, 1);
  assert.equal(ticket('k3.straight', [['ANY']], ['1', '2', '4']).hits, 0);
  assert.equal(ticket('k3.straight', [['ANY']], THROW).hits, 0);
});

test('exposure keys name each combination', () => {
  assert.deepEqual(findBetType('k3', 'k3.two-diff')?.exposureKeys([['1', '2', '3']]), [
    'k3.two-diff:12',
    'k3.two-diff:13',
    'k3.two-diff:23',
  ]);
  assert.deepEqual(findBetType('k3', 'k3.sum')?.exposureKeys([['9', '10']]), ['k3.sum:9', 'k3.sum:10']);
});
