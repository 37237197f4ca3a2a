// Proves the page's batches (decision 061): shots go as one batch of at most 30 with a key; a failed
// send (network, rate of fire) is sent again with the SAME key; a refusal drops it; a batch left in
// storage by a closed tab is sent again with its key on the next load; stakes count as pending until answered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FishFireBody, FishFireValue } from '@pkg/contracts/fish';
import { createBatcher, type BatcherDeps, type PendingBatch } from './fish-batcher.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const answer = (body: FishFireBody): FishFireValue => ({
  roundId: `fb-${body.key}`,
  shots: body.shots.map((shot) => ({ ...shot, caught: false, multiplier: 0, features: [], returnMinor: '0' })),
  stakeMinor: String(body.shots.reduce((sum, shot) => sum + Number(shot.stakeMinor), 0)),
  returnMinor: '0',
  balanceMinor: '0',
  replayed: false,
});

function harness(send: (body: FishFireBody) => Promise<FishFireValue>, storage = memoryStorage()) {
  const sent: FishFireBody[] = [];
  const answered: PendingBatch[] = [];
  const refused: unknown[] = [];
  let keys = 0;
  const deps: BatcherDeps = {
    send: (body) => {
      sent.push(body);
      return send(body);
    },
    onAnswer: (batch) => void answered.push(batch),
    onRefused: (_batch, error) => void refused.push(error),
    retryAfterMs: (error) => ((error as Error).message === 'network' ? 0 : null),
    storage,
    storageKey: 'fish-batch:t',
    newKey: () => `key-${(keys += 1)}-abcdef`,
  };
  return { batcher: createBatcher(deps), sent, answered, refused, storage };
}

const shot = (fishId: number) => ({ target: 'clownfish', stakeMinor: '100', fishId });

test('queued shots go as batches of at most 30, each with a new key; their stakes are pending until answered', async () => {
  const h = harness(async (body) => answer(body));
  for (let i = 0; i < 35; i += 1) h.batcher.fire(shot(i));
  assert.equal(h.batcher.pendingStakeMinor(), 3500n);
  await h.batcher.tick();
  await h.batcher.tick();
  assert.deepEqual(
    h.sent.map((body) => [body.key, body.shots.length]),
    [
      ['key-1-abcdef', 30],
      ['key-2-abcdef', 5],
    ],
  );
  assert.deepEqual(h.sent[0]?.shots[0], { target: 'clownfish', stakeMinor: '100' }, 'the fish id stays on the page');
  assert.equal(h.answered.length, 2);
  assert.equal(h.batcher.pendingStakeMinor(), 0n);
  assert.equal(h.storage.map.size, 0);
});

test('a failed send is sent again with the same key; a refusal drops the batch', async () => {
  let fail = true;
  const h = harness(async (body) => {
    if (fail) throw new Error('network');
    if (body.shots.length === 2) throw new Error('insufficient_funds');
    return answer(body);
  });
  h.batcher.fire(shot(1));
  await h.batcher.tick();
  assert.equal(h.batcher.pendingStakeMinor(), 100n);
  assert.ok(h.storage.map.has('fish-batch:t'), 'kept for a closed tab');
  fail = false;
  await h.batcher.tick();
  assert.deepEqual(
    h.sent.map((body) => body.key),
    ['key-1-abcdef', 'key-1-abcdef'],
  );
  h.batcher.fire(shot(2));
  h.batcher.fire(shot(3));
  await h.batcher.tick();
  assert.equal(h.refused.length, 1);
  assert.equal(h.batcher.pendingStakeMinor(), 0n);
});

test('a batch left by a closed tab is sent again with its key on the next load', async () => {
  const storage = memoryStorage();
  const first = harness(async () => new Promise<FishFireValue>(() => {}), storage);
  first.batcher.fire(shot(1));
  void first.batcher.tick(); // the tab closes while the call is on its way
  await Promise.resolve();
  const next = harness(async (body) => answer(body), storage);
  assert.equal(next.batcher.restore()?.key, 'key-1-abcdef');
  await next.batcher.tick();
  assert.deepEqual(
    next.sent.map((body) => body.key),
    ['key-1-abcdef'],
  );
  assert.equal(storage.map.size, 0);
});
