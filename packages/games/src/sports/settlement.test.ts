// Proves each settlement kind pays what the rules say on a single (floored to the minor unit,
// capped at the maximum payout), the quarter-line and dead-heat helpers, and line text both ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { rational } from '../exact/rational.ts';
import { formatLine, parseLine } from './lines.ts';
import { OddsFormatError } from './odds-formats.ts';
import {
  HALF_LOSE,
  HALF_WIN,
  LOSE,
  PUSH,
  VOID,
  WIN,
  deadHeat,
  legFactor,
  lineSettlement,
  potentialReturn,
  settleSingle,
} from './settlement.ts';

test('a single at 1.95 for 1000 in every settlement kind', () => {
  assert.equal(settleSingle(1000n, 19_500, WIN), 1950n);
  assert.equal(settleSingle(1000n, 19_500, LOSE), 0n);
  assert.equal(settleSingle(1000n, 19_500, PUSH), 1000n);
  assert.equal(settleSingle(1000n, 19_500, VOID), 1000n);
  // Half won: 500 back + 500 × 1.95 = 1475 = 1000 × (1 + 1.95)/2.
  assert.equal(settleSingle(1000n, 19_500, HALF_WIN), 1475n);
  assert.equal(settleSingle(1000n, 19_500, HALF_LOSE), 500n);
  // Dead heat 1/2 at 5.00: 500 at 5.00 = 2500, the other 500 lost.
  assert.equal(settleSingle(1000n, 50_000, deadHeat(2, 1)), 2500n);
  // Dead heat 2/3 at 4.00 on 999: 666 × 4 = 2664.
  assert.equal(settleSingle(999n, 40_000, deadHeat(3, 2)), 2664n);
});

test('fractions of a minor unit go to the house; the maximum payout caps the return', () => {
  assert.equal(settleSingle(333n, 19_500, HALF_LOSE), 166n); // 166.5
  assert.equal(settleSingle(101n, 19_500, WIN), 196n); // 196.95
  assert.equal(settleSingle(101n, 19_500, HALF_WIN), 148n); // 101 × 1.475 = 148.975
  assert.equal(potentialReturn(101n, 19_500), 196n);
  assert.equal(settleSingle(10_000n, 500_000, WIN, 200_000n), 200_000n); // 500 000 capped
  assert.equal(settleSingle(10_000n, 500_000, LOSE, 200_000n), 0n);
  assert.throws(() => settleSingle(-1n, 19_500, WIN), RangeError);
});

test('leg factors: win d, push 1, half win (1 + d)/2, half lose 1/2, dead heat d × share', () => {
  assert.deepEqual(legFactor(WIN, 19_500), rational(39n, 20n));
  assert.deepEqual(legFactor(LOSE, 19_500), rational(0n));
  assert.deepEqual(legFactor(VOID, 19_500), rational(1n));
  assert.deepEqual(legFactor(HALF_WIN, 19_500), rational(59n, 40n));
  assert.deepEqual(legFactor(HALF_LOSE, 19_500), rational(1n, 2n));
  assert.deepEqual(legFactor(deadHeat(2, 1), 50_000), rational(5n, 2n));
  assert.throws(() => legFactor({ kind: 'dead_heat' }, 50_000), RangeError);
});

test('quarter-line results and dead-heat shares', () => {
  assert.deepEqual(
    [3, 2, 1, 0, -1, -2, -3].map((q) => lineSettlement(q).kind),
    ['win', 'win', 'half_win', 'push', 'half_lose', 'lose', 'lose'],
  );
  assert.equal(deadHeat(2, 2), WIN);
  assert.equal(deadHeat(1, 1), WIN);
  assert.deepEqual(deadHeat(4, 1).deadHeat, rational(1n, 4n));
  assert.throws(() => deadHeat(0, 1), RangeError);
  assert.throws(() => lineSettlement(0.5), RangeError);
});

test('lines as text: quarters, split halves, and back', () => {
  const handicap = { signed: true };
  const split = { signed: true, split: true };
  assert.deepEqual(
    [-3, -1, 0, 1, 2, 6].map((q) => formatLine(q, handicap)),
    ['-0.75', '-0.25', '0', '+0.25', '+0.5', '+1.5'],
  );
  assert.deepEqual(
    [-3, -1, 1, 5, -4].map((q) => formatLine(q, split)),
    ['-0.5/-1', '0/-0.5', '0/+0.5', '+1/+1.5', '-1'],
  );
  assert.equal(formatLine(9, { signed: false }), '2.25');
  assert.equal(formatLine(9, { signed: false, split: true }), '2/2.5');
  assert.deepEqual(
    ['-0.75', '-0.5/-1', '-0.5/1', '-1/-0.5', '0/-0.5', '0/0.5', '0/+0.5', '0.5/1', '2/2.5', '+1', '2.25'].map(parseLine),
    [-3, -3, -3, -3, -1, 1, 1, 3, 9, 4, 9],
  );
  for (const bad of ['0.3', '0/1', '0.25/0.75', '1/2/3', 'x']) assert.throws(() => parseLine(bad), OddsFormatError, bad);
});

test('property: every line in quarters survives formatting and parsing in every style', () => {
  fc.assert(
    fc.property(fc.integer({ min: -400, max: 400 }), fc.boolean(), fc.boolean(), (quarters, signed, split) => {
      if (!signed && quarters < 0) return; // totals are never negative
      assert.equal(parseLine(formatLine(quarters, { signed, split })), quarters);
    }),
    { numRuns: 2000 },
  );
});
