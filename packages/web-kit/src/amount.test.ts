// Proves how both apps read a typed amount: exact minor units with the currency's decimals, above
// zero, within inclusive limits given as the API's strings or as bigint, and which problem refuses it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amountTextValid, readAmount } from './amount.ts';

const PHP = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };
const VND = { code: 'VND', symbol: '₫', minorDigits: 0 };

test('a typed amount becomes exact minor units', () => {
  assert.deepEqual(readAmount('1,234.5', PHP), { ok: true, minor: 123_450n });
  assert.deepEqual(readAmount(' 0.01 ', PHP), { ok: true, minor: 1n });
  assert.deepEqual(readAmount('50000', VND), { ok: true, minor: 50_000n });
  assert.deepEqual(readAmount('9007199254740993.01', PHP), { ok: true, minor: 900_719_925_474_099_301n });
});

test('not an amount above zero, or more decimals than the currency has, is invalid', () => {
  for (const text of ['', '0', '0.00', '-5', 'abc', '1.234', '1e3', '.'])
    assert.deepEqual(readAmount(text, PHP), { ok: false, problem: 'invalid' }, text);
  assert.deepEqual(readAmount('10.5', VND), { ok: false, problem: 'invalid' });
});

test('limits are inclusive, as strings or bigint', () => {
  const limits = { minMinor: '10000', maxMinor: 5_000_000n };
  assert.deepEqual(readAmount('99.99', PHP, limits), { ok: false, problem: 'belowMin' });
  assert.deepEqual(readAmount('100', PHP, limits), { ok: true, minor: 10_000n });
  assert.deepEqual(readAmount('50,000', PHP, limits), { ok: true, minor: 5_000_000n });
  assert.deepEqual(readAmount('50000.01', PHP, limits), { ok: false, problem: 'aboveMax' });
  assert.deepEqual(readAmount('7', PHP, { maxMinor: '100' }), { ok: false, problem: 'aboveMax' });
});

test('while typing, only a text that cannot become an amount is marked', () => {
  assert.equal(amountTextValid('', PHP), true);
  assert.equal(amountTextValid('12.', PHP), true);
  assert.equal(amountTextValid('1,000.25', PHP), true);
  assert.equal(amountTextValid('12.345', PHP), false);
  assert.equal(amountTextValid('12.3', VND), false);
  assert.equal(amountTextValid('12a', PHP), false);
});
