// Proves times show in GMT+8 as yyyy-MM-dd HH:mm:ss, whatever the visitor's own time zone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatGmt8 } from './time.ts';

test('an instant shows eight hours ahead of UTC, across a date change', () => {
  assert.equal(formatGmt8('2026-11-21T17:05:09Z'), '2026-11-22 01:05:09');
  assert.equal(formatGmt8(new Date('2026-12-31T16:00:00Z')), '2027-01-01 00:00:00');
});

test('the time zone of the machine does not matter', () => {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  try {
    assert.equal(formatGmt8('2026-03-08T07:30:00Z'), '2026-03-08 15:30:00');
  } finally {
    process.env.TZ = before;
  }
});
