// Proves the agent desk's reading of a settlement period: what may be done with it now, and how
// often its page looks again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canApproveRerun, canHold, canProposeRerun, canRelease, canRetry, settlementRefreshMs } from './settlement-state.ts';

const theirs = { requestedBy: 'desk.ana', reason: 'late rounds', at: '2026-11-26T01:00:00Z', mine: false };
const mine = { ...theirs, mine: true };

test('only a pending period is held, only a held one released', () => {
  assert.equal(canHold({ status: 'pending', rerun: null }), true);
  for (const status of ['held', 'running', 'done'] as const) assert.equal(canHold({ status, rerun: null }), false, status);
  assert.equal(canRelease({ status: 'held', rerun: null }), true);
  for (const status of ['pending', 'running', 'done'] as const) assert.equal(canRelease({ status, rerun: null }), false, status);
});

test('a re-run is proposed on a settled period once, and approved only by another staff member', () => {
  assert.equal(canProposeRerun({ status: 'done', rerun: null }), true);
  assert.equal(canProposeRerun({ status: 'done', rerun: theirs }), false);
  assert.equal(canProposeRerun({ status: 'pending', rerun: null }), false);
  assert.equal(canProposeRerun({ status: 'running', rerun: null }), false);
  assert.equal(canApproveRerun({ status: 'done', rerun: theirs }), true);
  assert.equal(canApproveRerun({ status: 'done', rerun: mine }), false);
  assert.equal(canApproveRerun({ status: 'done', rerun: null }), false);
});

test('only a stalled period waiting or running is retried', () => {
  assert.equal(canRetry({ status: 'running', rerun: null, stalled: true }), true);
  assert.equal(canRetry({ status: 'pending', rerun: null, stalled: true }), true);
  for (const status of ['pending', 'running'] as const) assert.equal(canRetry({ status, rerun: null, stalled: false }), false, status);
  for (const status of ['held', 'done'] as const) assert.equal(canRetry({ status, rerun: null, stalled: true }), false, status);
  assert.equal(canRetry({ status: 'running', rerun: null }), false);
});

test('the page looks again while the run waits or runs, and slowly while it is stalled or a re-run awaits approval', () => {
  assert.equal(settlementRefreshMs({ status: 'pending', rerun: null }), 1_500);
  assert.equal(settlementRefreshMs({ status: 'running', rerun: null }), 1_500);
  assert.equal(settlementRefreshMs({ status: 'running', rerun: null, stalled: true }), 10_000);
  assert.equal(settlementRefreshMs({ status: 'done', rerun: mine }), 10_000);
  assert.equal(settlementRefreshMs({ status: 'done', rerun: null }), false);
  assert.equal(settlementRefreshMs({ status: 'held', rerun: null }), false);
});
