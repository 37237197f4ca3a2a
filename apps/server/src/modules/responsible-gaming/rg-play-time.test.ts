// Proves how the daily play-time limit counts (decision 037 addendum): sessions open side by side
// count once, only the part inside the day counts, and a session in use reaches the limit when the
// day's total does, or the next day when the day ends first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playedMs, reachesLimitAt } from './rg-play-time.ts';

const MIN = 60_000;

test('the union of the spans inside the day: overlaps count once, gaps and the parts outside do not count', () => {
  const day = 1_000 * MIN;
  const now = day + 300 * MIN;
  assert.equal(playedMs([], day, now), 0);
  // 30 minutes before the day and 20 into it: only the 20 count.
  assert.equal(playedMs([{ from: day - 30 * MIN, to: day + 20 * MIN }], day, now), 20 * MIN);
  // A phone and a laptop open together (40 to 100 and 60 to 90), then a session from 120 to 150.
  const spans = [
    { from: day + 60 * MIN, to: day + 90 * MIN },
    { from: day + 120 * MIN, to: day + 150 * MIN },
    { from: day + 40 * MIN, to: day + 100 * MIN },
  ];
  assert.equal(playedMs(spans, day, now), 90 * MIN);
  // Touching spans join; a span still open is cut at now.
  assert.equal(
    playedMs(
      [
        { from: day, to: day + 10 * MIN },
        { from: day + 10 * MIN, to: day + 500 * MIN },
      ],
      day,
      now,
    ),
    300 * MIN,
  );
  // A span that ends before it starts (a clock step) counts nothing.
  assert.equal(playedMs([{ from: day + 50 * MIN, to: day + 40 * MIN }], day, now), 0);
});

test('a session in use reaches the limit when the day has had its time, or that far into the next day', () => {
  const now = 600 * MIN;
  const nextDay = 1_440 * MIN;
  assert.equal(reachesLimitAt(40 * MIN, 60 * MIN, now, nextDay), now + 20 * MIN);
  // Already over (the limit was lowered): now.
  assert.equal(reachesLimitAt(90 * MIN, 60 * MIN, now, nextDay), now);
  // The day ends before the remaining time is used: the new day counts afresh from its start.
  assert.equal(reachesLimitAt(10 * MIN, 1_000 * MIN, now, nextDay), nextDay + 1_000 * MIN);
  // Exactly at the day's end counts as the next day's.
  assert.equal(reachesLimitAt(0, 840 * MIN, now, nextDay), nextDay + 840 * MIN);
});
