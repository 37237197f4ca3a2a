// Proves the shared money rule (returnMinor = stake + floor(stake × oddsX10k / 10_000), floored
// towards minus infinity so fractions stay with the house) and the shared edge and odds helpers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rational } from '../exact/rational.ts';
import { BACCARAT_COMMISSION_PAYTABLE } from './baccarat-table.ts';
import { edgeFromClasses, oddsOf, returnFor } from './table-types.ts';

test('returnFor: wins, pushes, losses and lose-half, fractions floored to the house', () => {
  assert.equal(returnFor(100n, 80_000), 900n);
  assert.equal(returnFor(101n, 9_500), 196n); // 95.95 → 95
  assert.equal(returnFor(3n, 5_000), 4n); // 1.5 → 1
  assert.equal(returnFor(100n, 0), 100n);
  assert.equal(returnFor(100n, -10_000), 0n);
  assert.equal(returnFor(101n, -5_000), 50n); // -50.5 → -51
  assert.equal(returnFor(100n, -5_000), 50n);
  assert.equal(returnFor(0n, 80_000), 0n);
  assert.throws(() => returnFor(-1n, 10_000), RangeError);
});

test('oddsOf: lose is -10_000; a missing class is an error', () => {
  assert.equal(oddsOf(BACCARAT_COMMISSION_PAYTABLE, 'banker', 'win6'), 9_500);
  assert.equal(oddsOf(BACCARAT_COMMISSION_PAYTABLE, 'banker', 'lose'), -10_000);
  assert.throws(() => oddsOf(BACCARAT_COMMISSION_PAYTABLE, 'tie', 'tie'), RangeError);
});

test('edgeFromClasses: minus the expected odds, and probabilities must add up to one', () => {
  const tie = new Map([
    ['win', rational(1, 10)],
    ['lose', rational(9, 10)],
  ]);
  // 8:1 at 1/10: 0.8 - 0.9 = -0.1 → edge 1/10.
  assert.deepEqual(edgeFromClasses(tie, BACCARAT_COMMISSION_PAYTABLE, 'tie'), rational(1, 10));
  assert.throws(() => edgeFromClasses(new Map([['win', rational(1, 2)]]), BACCARAT_COMMISSION_PAYTABLE, 'tie'), /add up to 1/);
});
