// Proves money parses and formats exactly, with no float on the way, and refuses what is not money.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_CURRENCY, formatMinor, formatMoney, parseMajorInput, parseMinor, toWire } from './money.ts';

const PHP = DEFAULT_CURRENCY;
const JPY = { code: 'JPY', symbol: '¥', minorDigits: 0 };

test('wire amounts round-trip exactly, including values past 2^53', () => {
  fc.assert(fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => parseMinor(toWire(n)) === n));
  assert.equal(parseMinor('9007199254740993'), 9007199254740993n);
});

test('wire parsing refuses floats, exponents, leading zeros and blanks', () => {
  for (const bad of ['1.5', '1e3', '01', '', ' 1', '+1', 'NaN', '0x10']) {
    assert.throws(() => parseMinor(bad), RangeError, bad);
  }
});

test('formatting groups thousands and keeps the currency digits', () => {
  assert.equal(formatMinor(123456n, PHP), '1,234.56');
  assert.equal(formatMinor(5n, PHP), '0.05');
  assert.equal(formatMinor(-100n, PHP), '-1.00');
  assert.equal(formatMinor(1234567n, JPY), '1,234,567');
  assert.equal(formatMoney(0n, PHP), 'TLB 0.00');
});

test('typed amounts become minor units, and too many decimals are refused', () => {
  assert.equal(parseMajorInput('1,234.5', PHP), 123450n);
  assert.equal(parseMajorInput('0.01', PHP), 1n);
  assert.equal(parseMajorInput('10', JPY), 10n);
  assert.equal(parseMajorInput('0.001', PHP), null);
  assert.equal(parseMajorInput('1.5', JPY), null);
  assert.equal(parseMajorInput('abc', PHP), null);
});

test('formatting then typing back gives the same minor amount', () => {
  fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (n) => parseMajorInput(formatMinor(n, PHP), PHP) === n));
});
