import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextPeriod, periodAt, periodOfDay, periodOfKey, previousPeriod } from './periods.ts';

test('days, weeks from Monday, half months and months in GMT+8', () => {
  assert.deepEqual(
    { key: periodOfDay('W', '2026-11-25').key, to: periodOfDay('W', '2026-11-25').to },
    { key: 'W:2026-11-23', to: '2026-11-29' },
  );
  assert.equal(periodOfDay('W', '2026-11-29').key, 'W:2026-11-23');
  assert.equal(periodOfDay('H', '2026-11-15').to, '2026-11-15');
  assert.deepEqual([periodOfDay('H', '2026-02-16').from, periodOfDay('H', '2026-02-16').to], ['2026-02-16', '2026-02-28']);
  assert.deepEqual([periodOfDay('M', '2028-02-10').from, periodOfDay('M', '2028-02-10').to], ['2028-02-01', '2028-02-29']);
  const day = periodOfDay('D', '2026-11-25');
  assert.equal(day.start.toISOString(), '2026-11-24T16:00:00.000Z');
  assert.equal(day.end.toISOString(), '2026-11-25T16:00:00.000Z');
});

test('hours and 5-minute buckets, next and previous, keys read back', () => {
  const at = new Date('2026-11-25T05:07:59Z'); // 13:07:59 in GMT+8
  assert.equal(periodAt('hour', at).key, 'hour:2026-11-25T13');
  const bucket = periodAt('rt', at);
  assert.equal(bucket.key, 'rt:2026-11-25T13:05');
  assert.equal(bucket.start.toISOString(), '2026-11-25T05:05:00.000Z');
  assert.equal(nextPeriod(bucket).key, 'rt:2026-11-25T13:10');
  assert.equal(previousPeriod(periodOfDay('H', '2026-12-03')).key, 'H:2026-11-16');
  assert.equal(nextPeriod(periodOfDay('M', '2026-12-31')).key, 'M:2027-01-01');
  for (const key of ['D:2026-11-25', 'W:2026-11-23', 'H:2026-11-16', 'M:2026-11-01', 'hour:2026-11-25T13', 'rt:2026-11-25T13:05']) {
    assert.equal(periodOfKey(key).key, key);
  }
  assert.throws(() => periodOfKey('W:2026-11-25'), /bad_request|not a day/);
  assert.throws(() => periodOfKey('rt:2026-11-25T13:04'), /bad_request|not a day/);
});
