// Proves percents typed in the offer form become basis points exactly (no floating point: 0.29% is
// 29, never 28), that anything else is refused, and that basis points read back as two-decimal percents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bpToPercentInput, formatBp, percentToBp } from './rates.ts';

test('typed percents become whole basis points', () => {
  assert.equal(percentToBp('1'), 100);
  assert.equal(percentToBp('1.25'), 125);
  assert.equal(percentToBp('0.5'), 50);
  assert.equal(percentToBp('.5'), 50);
  assert.equal(percentToBp('0.29'), 29);
  assert.equal(percentToBp('0.01'), 1);
  assert.equal(percentToBp(' 2.5 % '), 250);
  assert.equal(percentToBp('100'), 10_000);
  assert.equal(percentToBp('100.00'), 10_000);
  assert.equal(percentToBp('0'), 0);
});

test('more than two decimals, over 100, signs, commas and words are refused', () => {
  for (const input of ['', ' ', '.', '1.255', '100.01', '101', '-1', '+1', '1,5', 'abc', '1e2', '1.2.3', '0x10']) {
    assert.equal(percentToBp(input), null, input);
  }
});

test('basis points read back as percents with two decimals', () => {
  assert.equal(formatBp(125), '1.25%');
  assert.equal(formatBp(50), '0.50%');
  assert.equal(formatBp(1), '0.01%');
  assert.equal(formatBp(10_000), '100.00%');
  assert.equal(bpToPercentInput(2900), '29.00');
  for (const bp of [0, 1, 29, 99, 100, 125, 4_321, 10_000]) assert.equal(percentToBp(bpToPercentInput(bp)), bp);
});
