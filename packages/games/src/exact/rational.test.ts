// Proves the exact rationals reduce, add, multiply, compare and print decimals with correct rounding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add, compare, decimal, div, mul, percent, rational, sub, sum } from './rational.ts';

test('fractions are kept reduced with a positive denominator', () => {
  assert.deepEqual(rational(6n, -8n), { num: -3n, den: 4n });
  assert.deepEqual(rational(0n, 5n), { num: 0n, den: 1n });
  assert.throws(() => rational(1n, 0n), RangeError);
});

test('arithmetic is exact', () => {
  assert.deepEqual(add(rational(1n, 3n), rational(1n, 6n)), rational(1n, 2n));
  assert.deepEqual(sub(rational(1n, 3n), rational(1n, 2n)), rational(-1n, 6n));
  assert.deepEqual(mul(rational(2n, 3n), rational(9n, 4n)), rational(3n, 2n));
  assert.deepEqual(div(rational(2n, 3n), rational(4n, 9n)), rational(3n, 2n));
  assert.deepEqual(sum([rational(1n, 4n), rational(1n, 4n), rational(1n, 2n)]), rational(1n));
  assert.equal(compare(rational(1n, 3n), rational(33n, 100n)), 1);
  assert.equal(compare(rational(-1n, 3n), rational(-1n, 3n)), 0);
});

test('decimals round half away from zero', () => {
  assert.equal(decimal(rational(1n, 3n), 4), '0.3333');
  assert.equal(decimal(rational(2n, 3n), 4), '0.6667');
  assert.equal(decimal(rational(-1n, 8n), 2), '-0.13');
  assert.equal(decimal(rational(5n), 0), '5');
  assert.equal(percent(rational(106n, 10_000n), 2), '1.06');
  assert.equal(decimal(rational(-1n, 1000n), 2), '0.00');
});
