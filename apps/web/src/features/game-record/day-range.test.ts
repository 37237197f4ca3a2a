// Proves the betting record's days are GMT+8 days: an instant late on a UTC day already falls on the next GMT+8 day, and the opening range is seven days ending today.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gmt8Day } from '@pkg/web-kit/time';
import { lastWeek } from './day-range.ts';

test('16:00 UTC is already the next day in GMT+8; 15:59 is not', () => {
  assert.equal(gmt8Day(new Date('2026-11-23T15:59:59Z')), '2026-11-23');
  assert.equal(gmt8Day(new Date('2026-11-23T16:00:00Z')), '2026-11-24');
});

test('the opening range is the last seven GMT+8 days, today included, across a month end', () => {
  assert.deepEqual(lastWeek(new Date('2026-12-02T20:00:00Z')), { from: '2026-11-27', to: '2026-12-03' });
});
