// Proves the 200 ms throttle of SPEC.md section 9: the first call runs at once, a burst folds into
// one trailing run at the end of the window, and cancelling drops the pending run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { throttle, type Timer } from './throttle.ts';

/** A hand-driven clock: advance() runs the timers that fall due. */
function manualTimer() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const timer: Timer = {
    now: () => now,
    setTimeout: (run, delayMs) => {
      const id = nextId++;
      timers.push({ at: now + delayMs, run, id });
      return id;
    },
    clearTimeout: (handle) => (timers = timers.filter((entry) => entry.id !== handle)),
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((entry) => entry.at <= now);
    timers = timers.filter((entry) => entry.at > now);
    for (const entry of due) entry.run();
  };
  return { timer, advance, pending: () => timers.length };
}

test('the first call runs at once and a burst inside the window runs once more at its end', () => {
  const { timer, advance } = manualTimer();
  let runs = 0;
  const check = throttle(() => (runs += 1), 200, timer);
  check();
  assert.equal(runs, 1);
  for (let i = 0; i < 10; i += 1) {
    advance(15);
    check();
  }
  assert.equal(runs, 1, 'calls inside the 200 ms window wait');
  advance(50);
  assert.equal(runs, 2, 'one trailing run at 200 ms');
  advance(1_000);
  assert.equal(runs, 2, 'nothing more without calls');
});

test('calls spaced wider than the window each run at once', () => {
  const { timer, advance, pending } = manualTimer();
  let runs = 0;
  const check = throttle(() => (runs += 1), 200, timer);
  for (let i = 0; i < 3; i += 1) {
    check();
    advance(250);
  }
  assert.equal(runs, 3);
  assert.equal(pending(), 0);
});

test('cancel drops the trailing run (the list unmounted)', () => {
  const { timer, advance } = manualTimer();
  let runs = 0;
  const check = throttle(() => (runs += 1), 200, timer);
  check();
  check();
  check.cancel();
  advance(500);
  assert.equal(runs, 1);
});
