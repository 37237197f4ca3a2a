// Proves the reality check is timed by the server's clock: a device clock hours off changes nothing,
// only the time since the answer counts, and the elapsed time is whole minutes from the session start.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { elapsedOf, msUntil, serverNowMs } from './session-clock.ts';

const view = { now: '2026-05-22T04:16:00.000Z', startedAt: '2026-05-22T03:00:30.000Z' };
// The device's clock is three hours behind the server's.
const fetchedAt = Date.parse('2026-05-22T01:16:00.000Z');

test('the server time moves on with the device time since the answer, whatever the device clock says', () => {
  assert.equal(serverNowMs(view, fetchedAt, fetchedAt + 5_000), Date.parse('2026-05-22T04:16:05.000Z'));
  // A device clock set back after the answer does not move the server time back.
  assert.equal(serverNowMs(view, fetchedAt, fetchedAt - 60_000), Date.parse(view.now));
});

test('the wait until a check is counted on the server clock; a passed check is due now', () => {
  assert.equal(msUntil('2026-05-22T04:30:30.000Z', view, fetchedAt, fetchedAt), 14.5 * 60_000);
  assert.equal(msUntil('2026-05-22T04:30:30.000Z', view, fetchedAt, fetchedAt + 14.5 * 60_000), 0);
  assert.ok(msUntil('2026-05-22T04:15:30.000Z', view, fetchedAt, fetchedAt) < 0);
});

test('the elapsed time is whole minutes since the session started', () => {
  assert.deepEqual(elapsedOf(view, fetchedAt, fetchedAt), { hours: 1, minutes: 15 });
  assert.deepEqual(elapsedOf(view, fetchedAt, fetchedAt + 30_000), { hours: 1, minutes: 16 });
  assert.deepEqual(elapsedOf({ ...view, startedAt: view.now }, fetchedAt, fetchedAt), { hours: 0, minutes: 0 });
});
