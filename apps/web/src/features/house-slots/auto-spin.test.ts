// Proves auto-spin stops when it should: after the count, on a win above the limit, under the balance limit, when a spin can no longer be paid, and on any failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterSpin, canStartAutoSpin, type AutoSpinPlan } from './auto-spin.ts';

const plan: AutoSpinPlan = { count: 10, stopOnWinAboveMinor: null, stopBelowBalanceMinor: null };
const spin = (winMinor: bigint, balanceAfterMinor: bigint) => ({ kind: 'spin' as const, winMinor, balanceAfterMinor });

test('it goes on until the count is reached', () => {
  assert.equal(afterSpin(plan, 1, spin(0n, 10_000n), 100n), null);
  assert.equal(afterSpin(plan, 9, spin(0n, 10_000n), 100n), null);
  assert.equal(afterSpin(plan, 10, spin(0n, 10_000n), 100n), 'done');
});

test('a win above the limit stops it; a win equal to the limit does not', () => {
  const limited = { ...plan, stopOnWinAboveMinor: 5_000n };
  assert.equal(afterSpin(limited, 1, spin(5_000n, 20_000n), 100n), null);
  assert.equal(afterSpin(limited, 1, spin(5_001n, 20_000n), 100n), 'bigWin');
  // Any win counts when the limit is zero.
  assert.equal(afterSpin({ ...plan, stopOnWinAboveMinor: 0n }, 1, spin(1n, 20_000n), 100n), 'bigWin');
});

test('a balance under the limit stops it; exactly at the limit goes on', () => {
  const limited = { ...plan, stopBelowBalanceMinor: 5_000n };
  assert.equal(afterSpin(limited, 1, spin(0n, 5_000n), 100n), null);
  assert.equal(afterSpin(limited, 1, spin(0n, 4_999n), 100n), 'lowBalance');
});

test('it stops when the balance no longer covers the next stake, even before the count', () => {
  assert.equal(afterSpin(plan, 3, spin(0n, 99n), 100n), 'insufficientFunds');
  assert.equal(afterSpin(plan, 3, spin(0n, 100n), 100n), null);
});

test('any failure stops it, insufficient funds named as such', () => {
  assert.equal(afterSpin(plan, 1, { kind: 'error', code: 'insufficient_funds' }, 100n), 'insufficientFunds');
  assert.equal(afterSpin(plan, 1, { kind: 'error', code: 'network_error' }, 100n), 'error');
  assert.equal(afterSpin(plan, 1, { kind: 'error', code: 'game_session_invalid' }, 100n), 'error');
});

test('the win limit is checked before the count, so the last spin still reports a big win', () => {
  assert.equal(afterSpin({ ...plan, stopOnWinAboveMinor: 0n }, 10, spin(50n, 10_000n), 100n), 'bigWin');
});

test('it does not start without money for a spin or under the balance limit', () => {
  assert.equal(canStartAutoSpin(plan, 99n, 100n), 'insufficientFunds');
  assert.equal(canStartAutoSpin({ ...plan, stopBelowBalanceMinor: 1_000n }, 500n, 100n), 'lowBalance');
  assert.equal(canStartAutoSpin(plan, 100n, 100n), null);
});
