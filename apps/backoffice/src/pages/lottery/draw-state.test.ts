// Proves the desk's reading of a draw: awaiting an official result, settling, and what may be proposed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canProposeResult, canProposeVoid, detailRefreshMs, drawMoney, isAwaitingResult, settlementState } from './draw-state.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const past = '2026-11-25T09:15:00Z';
const future = '2026-11-25T13:00:00Z';
const pending = { id: '1' } as never;

test('an official draw awaits its result once its time passed, until drawn', () => {
  assert.equal(isAwaitingResult({ resultSource: 'official', status: 'closed', drawAt: past }, NOW), true);
  assert.equal(isAwaitingResult({ resultSource: 'official', status: 'open', drawAt: future }, NOW), false);
  assert.equal(isAwaitingResult({ resultSource: 'official', status: 'drawn', drawAt: past }, NOW), false);
  assert.equal(isAwaitingResult({ resultSource: 'house', status: 'closed', drawAt: past }, NOW), false);
});

test('results are proposed on official draws whose time came; voids on any draw not void; never beside a pending one', () => {
  assert.equal(canProposeResult({ resultSource: 'official', status: 'closed', drawAt: past, pending: null }, NOW), true);
  assert.equal(canProposeResult({ resultSource: 'official', status: 'settled', drawAt: past, pending: null }, NOW), true);
  assert.equal(canProposeResult({ resultSource: 'official', status: 'open', drawAt: future, pending: null }, NOW), false);
  assert.equal(canProposeResult({ resultSource: 'official', status: 'void', drawAt: past, pending: null }, NOW), false);
  assert.equal(canProposeResult({ resultSource: 'house', status: 'closed', drawAt: past, pending: null }, NOW), false);
  assert.equal(canProposeResult({ resultSource: 'official', status: 'closed', drawAt: past, pending }, NOW), false);
  assert.equal(canProposeVoid({ status: 'scheduled', pending: null }), true);
  assert.equal(canProposeVoid({ status: 'void', pending: null }), false);
  assert.equal(canProposeVoid({ status: 'open', pending }), false);
});

test('settling lasts until the settled version reaches the result version', () => {
  assert.equal(settlementState({ resultVersion: 0, settledVersion: 0, settlement: null }), 'none');
  assert.equal(settlementState({ resultVersion: 1, settledVersion: 0, settlement: null }), 'settling');
  assert.equal(
    settlementState({ resultVersion: 2, settledVersion: 1, settlement: { status: 'failed', attempts: 3, lastError: 'x' } }),
    'failed',
  );
  assert.equal(
    settlementState({ resultVersion: 2, settledVersion: 2, settlement: { status: 'done', attempts: 1, lastError: null } }),
    'done',
  );
  assert.equal(detailRefreshMs({ resultVersion: 1, settledVersion: 0, pending: null }), 1_500);
  assert.equal(detailRefreshMs({ resultVersion: 1, settledVersion: 1, pending }), 10_000);
  assert.equal(detailRefreshMs({ resultVersion: 1, settledVersion: 1, pending: null }), false);
});

test('amounts show with the currency code', () => {
  assert.equal(drawMoney('123456', 'PHP'), 'PHP 1,234.56');
  assert.equal(drawMoney('-5', 'PHP'), 'PHP -0.05');
});
