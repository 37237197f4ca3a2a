// Proves the expiry countdown: whole seconds rounded up, never negative, shown as m:ss or h:mm:ss.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatCountdown, secondsUntil } from './countdown.ts';

test('seconds left round up and stop at zero', () => {
  const at = Date.parse('2026-11-22T04:30:00Z');
  assert.equal(secondsUntil('2026-11-22T04:30:00Z', at - 1500), 2);
  assert.equal(secondsUntil('2026-11-22T04:30:00Z', at + 5000), 0);
});

test('a countdown reads m:ss below an hour and h:mm:ss from an hour', () => {
  assert.equal(formatCountdown(0), '0:00');
  assert.equal(formatCountdown(29 * 60 + 5), '29:05');
  assert.equal(formatCountdown(3600 + 61), '1:01:01');
});
