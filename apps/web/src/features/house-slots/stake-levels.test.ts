// Proves the bet size is always one of the server's stake levels: parsed and sorted, chosen from the last choice or the default, stepped within the ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canAfford, chooseStake, parseStakeLevels, stepStake } from './stake-levels.ts';

test('levels parse to ascending bigints without repeats or anything that is not a positive whole number', () => {
  assert.deepEqual(parseStakeLevels(['500', '100', '200', '100', '0', '-5', '1.5', 'abc', '']), [100n, 200n, 500n]);
  assert.deepEqual(parseStakeLevels([]), []);
});

test('the start stake is the last choice when still offered, else the default, else the lowest level', () => {
  const levels = [100n, 200n, 500n];
  assert.equal(chooseStake(levels, 200n, 100n), 200n);
  assert.equal(chooseStake(levels, 300n, 500n), 500n);
  assert.equal(chooseStake(levels, null, 999n), 100n);
  assert.equal(chooseStake([], 100n, 100n), null);
});

test('stepping moves one level and stays at the ends; an unknown stake falls back to the lowest level', () => {
  const levels = [100n, 200n, 500n];
  assert.equal(stepStake(levels, 200n, 1), 500n);
  assert.equal(stepStake(levels, 500n, 1), 500n);
  assert.equal(stepStake(levels, 200n, -1), 100n);
  assert.equal(stepStake(levels, 100n, -1), 100n);
  assert.equal(stepStake(levels, 300n, 1), 100n);
});

test('a spin is affordable when the balance covers the stake exactly or more', () => {
  assert.equal(canAfford(100n, 100n), true);
  assert.equal(canAfford(99n, 100n), false);
});
