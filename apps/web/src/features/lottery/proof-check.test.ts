// Proves the proof page's check: a house draw's revealed seed matches its published hash and
// gives its result; a changed result, a wrong hash or a bad seed fail, and there is nothing to
// check before the seed is out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commitmentOf, fairResult } from '@pkg/games/lottery/fair-draw';
import { checkProof } from './proof-check.ts';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const context = 'bituin:ssc-1m:20261125-0601';
const drawn = { format: 'ssc' as const, seed, seedHash: commitmentOf(seed), context, result: fairResult('ssc', seed, context).numbers };

test('a fair draw checks out', () => {
  assert.deepEqual(checkProof(drawn), { commitment: true, result: true });
  assert.deepEqual(checkProof({ ...drawn, seedHash: drawn.seedHash.toUpperCase() }), { commitment: true, result: true });
});

test('a changed result or hash is caught', () => {
  const changed = [...drawn.result];
  changed[0] = changed[0] === '9' ? '8' : '9';
  assert.deepEqual(checkProof({ ...drawn, result: changed }), { commitment: true, result: false });
  assert.deepEqual(checkProof({ ...drawn, seedHash: '0'.repeat(64) }), { commitment: false, result: true });
  assert.deepEqual(checkProof({ ...drawn, seed: 'not-hex' }), { commitment: false, result: false });
});

test('before the seed is revealed there is nothing to check', () => {
  assert.equal(checkProof({ ...drawn, seed: null }), null);
  assert.equal(checkProof({ ...drawn, result: null }), null);
});
