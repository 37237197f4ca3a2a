// Proves the wagering multiple both apps show and the console reads back: basis points to the
// multiple and back exactly, on the digits, and malformed input refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wageringBp, wageringMultiple } from './wagering.ts';

test('basis points read as the multiple, without trailing zeros', () => {
  assert.deepEqual([0, 1, 2_500, 10_000, 15_000, 12_345, 20_000, 50_000, 300_000, 1_000_000].map(wageringMultiple), [
    '0',
    '0.0001',
    '0.25',
    '1',
    '1.5',
    '1.2345',
    '2',
    '5',
    '30',
    '100',
  ]);
});

test('a typed multiple becomes basis points exactly', () => {
  assert.equal(wageringBp('1'), 10_000);
  assert.equal(wageringBp(' 1.5 '), 15_000);
  assert.equal(wageringBp('0.0001'), 1);
  assert.equal(wageringBp('0.25'), 2_500);
  assert.equal(wageringBp('999.9999'), 9_999_999);
  for (const bp of [0, 1, 2_500, 12_345, 1_000_000]) assert.equal(wageringBp(wageringMultiple(bp)), bp);
});

test('malformed multiples are refused', () => {
  for (const input of ['', '-1', '1.23456', '1000', '1,5', '1.', '.5', 'x', '1e2']) assert.equal(wageringBp(input), null, input);
});
