// Proves the progress bars' fill (whole percent on bigint minor units, capped at 100, rounding down).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentOf } from './progress.ts';

test('progress is whole percent, rounded down and capped', () => {
  assert.equal(percentOf('0', '100000'), 0);
  assert.equal(percentOf('99999', '100000'), 99);
  assert.equal(percentOf('100000', '100000'), 100);
  assert.equal(percentOf('250000', '100000'), 100);
  assert.equal(percentOf('5', '0'), 100);
  assert.equal(percentOf('900719925474099300', '1000000000000000000'), 90);
});
