// Proves times show in GMT+8 as yyyy-MM-dd HH:mm:ss, whatever the reader's own time zone, and that
// staff's datetime-local inputs are GMT+8 wall time both ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatGmt8, gmt8Input, gmt8InputInstant } from './time.ts';

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

test('a datetime-local value is GMT+8 wall time, both ways', () => {
  assert.equal(gmt8Input('2026-11-21T16:00:00.000Z'), '2026-11-22T00:00');
  assert.equal(gmt8Input(new Date('2026-11-22T04:30:59Z')), '2026-11-22T12:30');
  assert.equal(gmt8Input(null), '');
  assert.equal(gmt8Input(''), '');
  assert.equal(gmt8InputInstant('2026-11-22T00:00'), '2026-11-21T16:00:00.000Z');
  assert.equal(gmt8InputInstant(gmt8Input('2026-12-31T16:05:00Z')), '2026-12-31T16:05:00.000Z');
  for (const value of ['', '2026-11-22', '2026-13-40T99:00', '2026-11-22T00:00:00', 'x'])
    assert.equal(gmt8InputInstant(value), null, value);
});
