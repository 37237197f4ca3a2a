// Proves a Spin press sends one spinId, re-sends that same id after a lost answer (also on the next press), and starts a new id once the server answered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sendSpin, SpinKeeper, type RetryPolicy, type SpinRequest } from './spin-request.ts';

function ids() {
  let n = 0;
  return () => `spin-${String((n += 1)).padStart(4, '0')}`;
}
const fail = (code: string) => Object.assign(new Error(code), { code });
const noPause: RetryPolicy = { attempts: 3, pauseMs: () => 0, wait: async () => {} };

test('a spin answered at once uses one new id, and the next press a different one', async () => {
  const keeper = new SpinKeeper(ids());
  const sent: SpinRequest[] = [];
  await sendSpin(keeper, '100', async (request) => sent.push(request), noPause);
  await sendSpin(keeper, '100', async (request) => sent.push(request), noPause);
  assert.deepEqual(sent, [
    { stakeMinor: '100', spinId: 'spin-0001' },
    { stakeMinor: '100', spinId: 'spin-0002' },
  ]);
  assert.equal(keeper.unresolved(), null);
});

test('after a network failure the same id is sent again, with the pauses the policy asks for', async () => {
  const keeper = new SpinKeeper(ids());
  const sent: string[] = [];
  const pauses: number[] = [];
  const policy: RetryPolicy = { attempts: 3, pauseMs: (attempt) => attempt * 500, wait: async (ms) => void pauses.push(ms) };
  const result = await sendSpin(
    keeper,
    '200',
    async (request) => {
      sent.push(request.spinId);
      if (sent.length < 3) throw fail(sent.length === 1 ? 'network_error' : 'timeout');
      return 'won';
    },
    policy,
  );
  assert.equal(result, 'won');
  assert.deepEqual(sent, ['spin-0001', 'spin-0001', 'spin-0001']);
  assert.deepEqual(pauses, [500, 1000]);
});

test('when no answer ever comes, the next press re-sends the same id and stake, even if the bet size changed', async () => {
  const keeper = new SpinKeeper(ids());
  const sent: SpinRequest[] = [];
  await assert.rejects(
    sendSpin(
      keeper,
      '100',
      async (request) => {
        sent.push(request);
        throw fail('network_error');
      },
      noPause,
    ),
    /network_error/,
  );
  assert.equal(sent.length, 3);
  assert.deepEqual(keeper.unresolved(), { stakeMinor: '100', spinId: 'spin-0001' });
  await sendSpin(keeper, '500', async (request) => sent.push(request), noPause);
  assert.deepEqual(sent.at(-1), { stakeMinor: '100', spinId: 'spin-0001' });
  assert.equal(keeper.unresolved(), null);
});

test('a refusal from the server is not retried and ends the spin, so the next press is new', async () => {
  const keeper = new SpinKeeper(ids());
  const sent: string[] = [];
  await assert.rejects(
    sendSpin(
      keeper,
      '100',
      async (request) => {
        sent.push(request.spinId);
        throw fail('insufficient_funds');
      },
      noPause,
    ),
    /insufficient_funds/,
  );
  assert.deepEqual(sent, ['spin-0001']);
  assert.equal(keeper.unresolved(), null);
  assert.equal(keeper.next('100').spinId, 'spin-0002');
});
