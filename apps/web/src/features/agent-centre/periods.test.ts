// Proves the agent centre's periods cover the same GMT+8 days as the server's: weeks start on
// Monday (across a month and a year end), half months split after the 15th and end on the
// month's last day (leap February included), and stepping lands on the neighbouring period.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, lastSevenDays, periodRange, rangeLabel, shiftPeriod } from './periods.ts';

test('a day period is the day itself', () => {
  assert.deepEqual(periodRange('D', '2026-11-25'), { from: '2026-11-25', to: '2026-11-25' });
});

test('a week runs Monday to Sunday, across a month and a year end', () => {
  assert.deepEqual(periodRange('W', '2026-11-25'), { from: '2026-11-23', to: '2026-11-29' });
  assert.deepEqual(periodRange('W', '2026-11-23'), { from: '2026-11-23', to: '2026-11-29' });
  assert.deepEqual(periodRange('W', '2026-11-29'), { from: '2026-11-23', to: '2026-11-29' });
  assert.deepEqual(periodRange('W', '2027-01-01'), { from: '2026-12-28', to: '2027-01-03' });
});

test('half months are the 1st-15th and the 16th to the last day', () => {
  assert.deepEqual(periodRange('H', '2026-11-15'), { from: '2026-11-01', to: '2026-11-15' });
  assert.deepEqual(periodRange('H', '2026-11-16'), { from: '2026-11-16', to: '2026-11-30' });
  assert.deepEqual(periodRange('H', '2028-02-20'), { from: '2028-02-16', to: '2028-02-29' });
  assert.deepEqual(periodRange('H', '2027-02-20'), { from: '2027-02-16', to: '2027-02-28' });
});

test('a month runs from the 1st to its last day', () => {
  assert.deepEqual(periodRange('M', '2026-12-31'), { from: '2026-12-01', to: '2026-12-31' });
  assert.deepEqual(periodRange('M', '2026-04-10'), { from: '2026-04-01', to: '2026-04-30' });
});

test('stepping moves to the first day of the previous or next period', () => {
  assert.equal(shiftPeriod('D', '2026-03-01', -1), '2026-02-28');
  assert.equal(shiftPeriod('W', '2026-11-25', 1), '2026-11-30');
  assert.equal(shiftPeriod('W', '2026-11-25', -1), '2026-11-16');
  assert.equal(shiftPeriod('H', '2026-11-03', -1), '2026-10-16');
  assert.equal(shiftPeriod('H', '2026-11-20', 1), '2026-12-01');
  assert.equal(shiftPeriod('M', '2026-12-15', 1), '2027-01-01');
  assert.equal(shiftPeriod('M', '2026-03-31', -1), '2026-02-01');
});

test('days add across month ends; a range reads as one day or from – to', () => {
  assert.equal(addDays('2026-01-31', 1), '2026-02-01');
  assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  assert.equal(rangeLabel({ from: '2026-11-25', to: '2026-11-25' }), '2026-11-25');
  assert.equal(rangeLabel({ from: '2026-11-01', to: '2026-11-15' }), '2026-11-01 – 2026-11-15');
});

test('a malformed day is refused', () => {
  assert.throws(() => periodRange('D', '25/11/2026'), RangeError);
});

test('day-range reports open on the last seven GMT+8 days, today included', () => {
  // 20:00 UTC on 2 December is already 3 December in GMT+8.
  assert.deepEqual(lastSevenDays(new Date('2026-12-02T20:00:00Z')), { from: '2026-11-27', to: '2026-12-03' });
});
