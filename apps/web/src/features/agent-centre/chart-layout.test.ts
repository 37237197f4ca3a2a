// Proves the overview's hand-drawn bars: the largest value fills the chart, others are exact
// shares of it, losses hang below a zero line placed by the largest gain and loss, and an all-zero
// series draws flat bars on the bottom edge. Works on minor units beyond float precision.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutBars } from './chart-layout.ts';

test('bars are shares of the largest value, rising from the bottom', () => {
  const { zeroY, bars } = layoutBars([0, 5, 10], 100);
  assert.equal(zeroY, 100);
  assert.deepEqual(bars, [
    { y: 100, height: 0, negative: false },
    { y: 50, height: 50, negative: false },
    { y: 0, height: 100, negative: false },
  ]);
});

test('losses hang below a zero line set by the largest gain and loss', () => {
  const { zeroY, bars, top, bottom } = layoutBars([300n, -100n], 80);
  assert.equal(zeroY, 60);
  // The axis's values: the largest gain at the top, the largest loss at the bottom.
  assert.deepEqual([top, bottom], [300n, 100n]);
  assert.deepEqual(bars, [
    { y: 0, height: 60, negative: false },
    { y: 60, height: 20, negative: true },
  ]);
});

test('only losses put the zero line at the top', () => {
  const { zeroY, bars } = layoutBars([-50n, -100n], 40);
  assert.equal(zeroY, 0);
  assert.deepEqual(bars[1], { y: 0, height: 40, negative: true });
});

test('an empty or all-zero series draws flat bars at the bottom', () => {
  assert.deepEqual(layoutBars([], 50), { zeroY: 50, top: 0n, bottom: 0n, bars: [] });
  assert.deepEqual(layoutBars([0n, 0n], 50).bars, [
    { y: 50, height: 0, negative: false },
    { y: 50, height: 0, negative: false },
  ]);
});

test('amounts beyond float precision still scale', () => {
  const { bars } = layoutBars([999_999_999_999_999_999n, 499_999_999_999_999_999n], 100);
  assert.equal(bars[0]?.height, 100);
  assert.equal(bars[1]?.height, 49.99);
});
