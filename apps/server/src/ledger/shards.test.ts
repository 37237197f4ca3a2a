// Proves how the group commits of one process share the house shards: each queue gets shards of
// its own (two groups of this process never queue on one shard row), the same queue asked again
// gets the same ones, and no more shards are given out than there are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOUSE_SHARDS } from './codes.ts';
import { houseShardsOf } from './shards.ts';

test('each group-commit queue of a process gets house shards of its own, the same ones when asked again', () => {
  const first = houseShardsOf('shards-test-a', 2);
  const second = houseShardsOf('shards-test-b', 3);
  assert.equal(first.length, 2);
  assert.equal(second.length, 3);
  const all = [...first, ...second];
  assert.equal(new Set(all).size, all.length, `distinct shards: ${all.join(', ')}`);
  assert.ok(all.every((shard) => Number.isInteger(shard) && shard >= 0 && shard < HOUSE_SHARDS));
  assert.deepEqual(houseShardsOf('shards-test-a', 2), first);
  assert.throws(() => houseShardsOf('shards-test-too-many', HOUSE_SHARDS), /only 16 house shards/);
});
