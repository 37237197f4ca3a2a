// Proves the chi-square helpers: the statistic against hand-computed values and the Wilson–Hilferty
// critical values against published table values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from './chi-square.ts';

test('the statistic is zero for equal counts and matches a hand computation', () => {
  assert.equal(chiSquareUniform([5, 5, 5]), 0);
  // expected 10 each: (4^2 + 0 + 4^2) / 10
  assert.equal(chiSquareUniform([6, 10, 14]), 3.2);
});

test('critical values at p = 0.01 are within 0.5% of the table', () => {
  const table: Array<[number, number]> = [
    [5, 15.086],
    [9, 21.666],
    [21, 38.932],
    [25, 44.314],
    [29, 49.588],
    [32, 53.486],
    [100, 135.807],
  ];
  for (const [df, exact] of table) {
    const approx = chiSquareCritical(df);
    assert.ok(Math.abs(approx - exact) / exact < 0.005, `df ${df}: ${approx} vs ${exact}`);
  }
  assert.ok(Math.abs(chiSquareCritical(10, 0.05) - 18.307) < 0.1);
});

test('unsupported levels and degrees of freedom are refused', () => {
  assert.throws(() => chiSquareCritical(10, 0.02), RangeError);
  assert.throws(() => chiSquareCritical(0), RangeError);
});
