// Proves the row quick picks: halves and parity of a number row, all only when the row allows
// that many, random picks of the asked count in the row's order, and the toggling and merging of
// single numbers within the row's limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeTokens, quickPickTokens, toggleToken } from './quick-pick.ts';

const digits = { label: 'pos1', tokens: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], min: 1, max: 10 };
const elevens = { label: 'first', tokens: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'], min: 1, max: 11 };
const sides = { label: 'sum', tokens: ['B', 'S', 'O', 'E'], min: 1, max: 4 };

test('big, small, odd and even split a row of numbers', () => {
  assert.deepEqual(quickPickTokens('big', digits, 1), ['5', '6', '7', '8', '9']);
  assert.deepEqual(quickPickTokens('small', digits, 1), ['0', '1', '2', '3', '4']);
  assert.deepEqual(quickPickTokens('odd', digits, 1), ['1', '3', '5', '7', '9']);
  assert.deepEqual(quickPickTokens('even', digits, 1), ['0', '2', '4', '6', '8']);
  assert.deepEqual(quickPickTokens('small', elevens, 1), ['01', '02', '03', '04', '05']);
  assert.deepEqual(quickPickTokens('big', elevens, 1), ['06', '07', '08', '09', '10', '11']);
});

test('letter rows have no halves; all and clear work on any row', () => {
  assert.equal(quickPickTokens('big', sides, 1), null);
  assert.deepEqual(quickPickTokens('all', sides, 1), ['B', 'S', 'O', 'E']);
  assert.deepEqual(quickPickTokens('clear', sides, 1), []);
});

test('a pick larger than the row allows is not offered', () => {
  const twoAtMost = { ...digits, max: 2 };
  assert.equal(quickPickTokens('all', twoAtMost, 1), null);
  assert.equal(quickPickTokens('odd', twoAtMost, 1), null);
});

test('random picks the asked number of different tokens, in row order', () => {
  const sequence = [0.99, 0, 0.5];
  const random = () => sequence.shift() ?? 0;
  assert.deepEqual(quickPickTokens('random', digits, 3, random), ['0', '5', '9']);
  for (let run = 0; run < 50; run += 1) {
    const picked = quickPickTokens('random', elevens, 5) ?? [];
    assert.equal(new Set(picked).size, 5);
    assert.deepEqual(picked, [...picked].sort());
  }
  assert.equal(quickPickTokens('random', { ...digits, max: 2 }, 5)?.length, 2, 'never beyond the row maximum');
});

test('toggling keeps row order and the row maximum; merged numbers too', () => {
  assert.deepEqual(toggleToken(digits, ['7'], '3'), ['3', '7']);
  assert.deepEqual(toggleToken(digits, ['3', '7'], '3'), ['7']);
  assert.deepEqual(toggleToken({ ...digits, max: 1 }, ['7'], '3'), ['7']);
  assert.deepEqual(mergeTokens(digits, ['9'], ['1', '9', '4']), ['1', '4', '9']);
  assert.deepEqual(mergeTokens({ ...digits, max: 2 }, ['9'], ['1', '4']), ['1', '4']);
});
