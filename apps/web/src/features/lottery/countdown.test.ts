// Proves the draw countdown: mm:ss that reaches 00:00 exactly at the close, hours when far off,
// the phase of a draw by the clock before the server says so, and the two screen-reader cues.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countdownCue, drawPhase, formatCountdown } from './countdown.ts';

test('the countdown shows mm:ss rounded up, hours from an hour, never negative', () => {
  assert.equal(formatCountdown(59_001), '01:00');
  assert.equal(formatCountdown(59_000), '00:59');
  assert.equal(formatCountdown(1), '00:01');
  assert.equal(formatCountdown(0), '00:00');
  assert.equal(formatCountdown(-5_000), '00:00');
  assert.equal(formatCountdown(3_600_000), '1:00:00');
  assert.equal(formatCountdown(2 * 3_600_000 + 5 * 60_000 + 7_000), '2:05:07');
});

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 0, 0, seconds)).toISOString();
const draw = { status: 'open' as const, opensAt: at(0), closesAt: at(50), result: null };
const nowAt = (seconds: number) => Date.UTC(2026, 10, 25, 0, 0, seconds);

test('a draw is open until its close by the clock, then closed while it waits for its result', () => {
  assert.equal(drawPhase(draw, nowAt(10)), 'open');
  assert.equal(drawPhase(draw, nowAt(50)), 'closed');
  assert.equal(drawPhase({ ...draw, status: 'closed' }, nowAt(10)), 'closed');
  assert.equal(drawPhase({ ...draw, status: 'scheduled' }, nowAt(10)), 'upcoming');
  assert.equal(drawPhase({ ...draw, opensAt: at(20) }, nowAt(10)), 'upcoming');
  assert.equal(drawPhase({ ...draw, status: 'drawn', result: ['1'] }, nowAt(60)), 'drawn');
  assert.equal(drawPhase({ ...draw, status: 'settled', result: ['1'] }, nowAt(60)), 'drawn');
  assert.equal(drawPhase({ ...draw, status: 'void' }, nowAt(60)), 'void');
});

test('screen readers hear ten seconds left and the close once each, nothing in between', () => {
  assert.equal(countdownCue(null, 9_000), null, 'nothing on the first tick');
  assert.equal(countdownCue(11_000, 10_000), 'tenSeconds');
  assert.equal(countdownCue(10_000, 9_000), null);
  assert.equal(countdownCue(1_000, 0), 'closed');
  assert.equal(countdownCue(0, -1_000), null);
  assert.equal(countdownCue(30_000, 29_000), null);
});
