// Proves the Vietnamese prize tables match DOMAIN.md (tiers, counts, digits, 27 and 18 numbers),
// the live reveal orders (North 1st to 7th then special; South/Centre 8th to 1st then special),
// and the derived lô counts and head sets the bet types price with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  VN_REVEAL_ORDER,
  VN_TIERS,
  isVnFormat,
  vnCountWithDigits,
  vnDigitsByIndex,
  vnHeadIndexes,
  vnNumberCount,
  vnTier,
} from './vn-tiers.ts';

test('the North table: 27 numbers in tier order, special first', () => {
  assert.deepEqual(
    VN_TIERS.vn27.map(({ code, count, digits, start, end }) => [code, count, digits, start, end]),
    [
      ['DB', 1, 5, 0, 1],
      ['G1', 1, 5, 1, 2],
      ['G2', 2, 5, 2, 4],
      ['G3', 6, 5, 4, 10],
      ['G4', 4, 4, 10, 14],
      ['G5', 6, 4, 14, 20],
      ['G6', 3, 3, 20, 23],
      ['G7', 4, 2, 23, 27],
    ],
  );
  assert.equal(vnNumberCount('vn27'), 27);
});

test('the South/Centre table: 18 numbers in tier order, special first', () => {
  assert.deepEqual(
    VN_TIERS.vn18.map(({ code, count, digits }) => [code, count, digits]),
    [
      ['DB', 1, 6],
      ['G1', 1, 5],
      ['G2', 1, 5],
      ['G3', 2, 5],
      ['G4', 7, 5],
      ['G5', 1, 4],
      ['G6', 3, 4],
      ['G7', 1, 3],
      ['G8', 1, 2],
    ],
  );
  assert.equal(vnNumberCount('vn18'), 18);
  assert.deepEqual(vnTier('vn18', 'G8'), { code: 'G8', count: 1, digits: 2, start: 17, end: 18 });
  assert.throws(() => vnTier('vn27', 'G8'), RangeError);
  assert.ok(Object.isFrozen(VN_TIERS.vn18[0]));
});

test('reveal orders: North from the 1st prize up, South/Centre from the 8th down, special last', () => {
  assert.deepEqual(VN_REVEAL_ORDER.vn27, [...Array.from({ length: 26 }, (_, i) => i + 1), 0]);
  assert.deepEqual(VN_REVEAL_ORDER.vn18, [17, 16, 13, 14, 15, 12, 5, 6, 7, 8, 9, 10, 11, 3, 4, 2, 1, 0]);
  for (const format of ['vn27', 'vn18'] as const) {
    assert.deepEqual(
      [...VN_REVEAL_ORDER[format]].sort((a, b) => a - b),
      Array.from({ length: vnNumberCount(format) }, (_, i) => i),
    );
  }
});

test('lô counts and head sets', () => {
  assert.deepEqual(
    [2, 3, 4].map((digits) => vnCountWithDigits('vn27', digits)),
    [27, 23, 20],
  );
  assert.deepEqual(
    [2, 3, 4].map((digits) => vnCountWithDigits('vn18', digits)),
    [18, 17, 16],
  );
  assert.deepEqual(vnHeadIndexes('vn27'), [23, 24, 25, 26]);
  assert.deepEqual(vnHeadIndexes('vn18'), [17]);
  assert.equal(vnDigitsByIndex('vn18')[0], 6);
  assert.ok(isVnFormat('vn27') && !isVnFormat('ssc'));
});
