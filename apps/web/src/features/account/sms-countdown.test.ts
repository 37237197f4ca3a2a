// Proves the SMS countdown of SPEC.md section 4: 60 s times the code's expiry minutes, and for the
// forgotten-password code the same less half the call's latency.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countdownSeconds } from './sms-countdown.ts';

test('the countdown is 60 s per minute the code stays good, whatever the latency, for login and sign-up codes', () => {
  assert.equal(countdownSeconds(5, 0, false), 300);
  assert.equal(countdownSeconds(1, 0, false), 60);
  assert.equal(countdownSeconds(5, 3_000, false), 300);
});

test('the forgotten-password countdown loses half the call latency, rounded to whole seconds', () => {
  // 300 s less 1.5 s.
  assert.equal(countdownSeconds(5, 3_000, true), 299);
  assert.equal(countdownSeconds(5, 4_000, true), 298);
  assert.equal(countdownSeconds(1, 1_000, true), 60);
  assert.equal(countdownSeconds(2, 10_000, true), 115);
});

test('the countdown never goes below zero', () => {
  assert.equal(countdownSeconds(0, 5_000, true), 0);
  assert.equal(countdownSeconds(0, 0, false), 0);
});
