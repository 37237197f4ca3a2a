// Proves reading numbers typed for a Vietnamese bet: spaces, commas and line ends all separate,
// repeats count once, the row's order is kept, and what is not a number of the row is reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTypedNumbers } from './pick-parse.ts';

const twoDigits = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const threeDigits = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

test('"12 34 56", "12,34,56" and one per line read alike', () => {
  for (const text of ['12 34 56', '12,34,56', '12, 34, 56', '12\n34\n56', ' 56;12.34 ', '12，34、56']) {
    assert.deepEqual(parseTypedNumbers(text, twoDigits), { tokens: ['12', '34', '56'], invalid: [] }, text);
  }
});

test('repeats count once and the row order is kept', () => {
  assert.deepEqual(parseTypedNumbers('99 05 99 00', twoDigits).tokens, ['00', '05', '99']);
});

test('numbers of the wrong length or not numbers are reported, not padded', () => {
  assert.deepEqual(parseTypedNumbers('5 123 ab 07 5', twoDigits), { tokens: ['07'], invalid: ['5', '123', 'ab'] });
  assert.deepEqual(parseTypedNumbers('123 12', threeDigits), { tokens: ['123'], invalid: ['12'] });
  assert.deepEqual(parseTypedNumbers('   ', twoDigits), { tokens: [], invalid: [] });
});
