// Proves the GMT+8 calendar the records use: an instant's day flips at 16:00 UTC, weeks start on
// Monday, months and years roll over, and impossible days are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../http/errors.ts';
import { addDays, checkDay, dayOf, daysBetween, periodDays, startOfDay } from './gmt8-days.ts';

test('the GMT+8 day of an instant changes at 16:00 UTC', () => {
  assert.equal(dayOf(new Date('2026-11-21T15:59:59.999Z')), '2026-11-21');
  assert.equal(dayOf(new Date('2026-11-21T16:00:00Z')), '2026-11-22');
  assert.equal(startOfDay('2026-11-22').toISOString(), '2026-11-21T16:00:00.000Z');
});

test('days add across months, years and leap days', () => {
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2028-03-01', -1), '2028-02-29');
  assert.equal(daysBetween('2026-11-01', '2026-11-22'), 21);
});

test('periods on a Sunday: the week runs from the Monday before', () => {
  const sunday = new Date('2026-11-22T04:00:00Z');
  assert.deepEqual(periodDays('today', sunday), { from: '2026-11-22', to: '2026-11-22' });
  assert.deepEqual(periodDays('yesterday', sunday), { from: '2026-11-21', to: '2026-11-21' });
  assert.deepEqual(periodDays('thisWeek', sunday), { from: '2026-11-16', to: '2026-11-22' });
  assert.deepEqual(periodDays('lastWeek', sunday), { from: '2026-11-09', to: '2026-11-15' });
  assert.deepEqual(periodDays('thisMonth', sunday), { from: '2026-11-01', to: '2026-11-22' });
  assert.deepEqual(periodDays('lastMonth', sunday), { from: '2026-10-01', to: '2026-10-31' });
});

test('periods on a Monday just after midnight GMT+8, in January', () => {
  const monday = new Date('2027-01-03T16:30:00Z'); // 2027-01-04 00:30 in GMT+8, a Monday
  assert.deepEqual(periodDays('thisWeek', monday), { from: '2027-01-04', to: '2027-01-04' });
  assert.deepEqual(periodDays('lastWeek', monday), { from: '2026-12-28', to: '2027-01-03' });
  assert.deepEqual(periodDays('lastMonth', monday), { from: '2026-12-01', to: '2026-12-31' });
});

test('impossible or malformed days are refused', () => {
  for (const day of ['2026-02-30', '2026-13-01', '26-11-22', '2026-11-22T00:00', '']) {
    assert.throws(
      () => checkDay(day),
      (error: unknown) => error instanceof AppError && error.code === 'bad_request',
      day,
    );
  }
});
