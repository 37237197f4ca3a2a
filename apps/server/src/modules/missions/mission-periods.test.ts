// Proves a mission's periods in GMT+8: a daily mission's day and a weekly mission's Monday-to-Sunday
// week turn at 16:00 UTC, a period is cut to the mission's own start and end, a one-off mission has
// one period between its dates, and outside its dates a mission has none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { missionWindowAt, type MissionSchedule } from './mission-periods.ts';

const at = (iso: string) => new Date(iso);
const window = (schedule: MissionSchedule, iso: string) => {
  const found = missionWindowAt(schedule, at(iso));
  return found && { key: found.key, start: found.start.toISOString(), end: found.end.toISOString() };
};
const always = { startsAt: at('2025-01-01T00:00:00+08:00'), endsAt: null };

test("a daily mission's day is the GMT+8 day: 15:59:59.999 UTC is still the day, 16:00 UTC the next", () => {
  const daily = { period: 'daily' as const, ...always };
  assert.deepEqual(window(daily, '2026-11-22T15:59:59.999Z'), {
    key: 'D:2026-11-22',
    start: '2026-11-21T16:00:00.000Z',
    end: '2026-11-22T16:00:00.000Z',
  });
  assert.deepEqual(window(daily, '2026-11-22T16:00:00.000Z'), {
    key: 'D:2026-11-23',
    start: '2026-11-22T16:00:00.000Z',
    end: '2026-11-23T16:00:00.000Z',
  });
  // 2026-11-21T16:00Z is already Sunday 22 November in GMT+8.
  assert.equal(window(daily, '2026-11-21T16:00:00.000Z')?.key, 'D:2026-11-22');
});

test("a weekly mission's week runs Monday 00:00 to Sunday 24:00 GMT+8", () => {
  const weekly = { period: 'weekly' as const, ...always };
  // Sunday 22 November 23:59:59.999 GMT+8 is in the week of Monday 16 November.
  assert.deepEqual(window(weekly, '2026-11-22T15:59:59.999Z'), {
    key: 'W:2026-11-16',
    start: '2026-11-15T16:00:00.000Z',
    end: '2026-11-22T16:00:00.000Z',
  });
  // Monday 23 November 00:00 GMT+8 starts the next one.
  assert.equal(window(weekly, '2026-11-22T16:00:00.000Z')?.key, 'W:2026-11-23');
  // A week across a month's end.
  assert.deepEqual(window(weekly, '2026-12-02T04:00:00Z'), {
    key: 'W:2026-11-30',
    start: '2026-11-29T16:00:00.000Z',
    end: '2026-12-06T16:00:00.000Z',
  });
});

test("a period is cut to the mission's dates, and outside them there is none", () => {
  const clipped = { period: 'daily' as const, startsAt: at('2026-11-22T02:00:00Z'), endsAt: at('2026-11-24T06:00:00Z') };
  assert.equal(window(clipped, '2026-11-22T01:59:59.999Z'), null);
  assert.deepEqual(window(clipped, '2026-11-22T02:00:00Z'), {
    key: 'D:2026-11-22',
    start: '2026-11-22T02:00:00.000Z',
    end: '2026-11-22T16:00:00.000Z',
  });
  // A whole day in between (18:00 GMT+8, 23 November).
  assert.deepEqual(window(clipped, '2026-11-23T10:00:00Z'), {
    key: 'D:2026-11-23',
    start: '2026-11-22T16:00:00.000Z',
    end: '2026-11-23T16:00:00.000Z',
  });
  // The last day stops at the mission's end (14:00 GMT+8, 24 November).
  assert.deepEqual(window(clipped, '2026-11-24T01:00:00Z'), {
    key: 'D:2026-11-24',
    start: '2026-11-23T16:00:00.000Z',
    end: '2026-11-24T06:00:00.000Z',
  });
  assert.equal(window(clipped, '2026-11-24T06:00:00Z'), null);
});

test('a one-off mission has one period between its two dates', () => {
  const once = { period: 'once' as const, startsAt: at('2026-11-20T00:00:00+08:00'), endsAt: at('2026-12-01T00:00:00+08:00') };
  const expected = { key: 'once', start: '2026-11-19T16:00:00.000Z', end: '2026-11-30T16:00:00.000Z' };
  assert.deepEqual(window(once, '2026-11-19T16:00:00Z'), expected);
  assert.deepEqual(window(once, '2026-11-30T15:59:59.999Z'), expected);
  assert.equal(window(once, '2026-11-30T16:00:00Z'), null);
  assert.equal(window(once, '2026-11-19T15:59:59.999Z'), null);
});
