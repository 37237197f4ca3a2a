// Proves uniformInt maps 32-bit words to [0, n) without modulo bias, and that the seeded and
// buffered sources are reproducible, buffered and refuse impossible ranges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from './chi-square.ts';
import { RANDOM_BUFFER_WORDS, randomFromBytes, seededRandom, uniformInt } from './random.ts';

const TWO_POW_32 = 2 ** 32;

/** A fake word source cycling through the given words. */
function cycling(words: number[]): { next32: () => number; used: () => number } {
  let index = 0;
  return { next32: () => words[index++ % words.length] as number, used: () => index };
}

test('every residue comes out equally often when the words cycle through all residues', () => {
  for (const n of [3, 10]) {
    const source = cycling(Array.from({ length: n * 7 }, (_, i) => i * 104729));
    const counts = Array.from({ length: n }, () => 0);
    for (let i = 0; i < n * 7 * 100; i++) counts[uniformInt(source.next32, n)]! += 1;
    assert.equal(chiSquareUniform(counts), 0, `n = ${n}: ${counts.join(',')}`);
  }
});

test('words in the top partial range are rejected, so the result is uniform where plain modulo is biased', () => {
  // 2^32 mod 10 = 6: the top 6 words are the partial range. The 16 highest words, cycled, hold
  // 10 accepted words (one per residue) and the 6 rejected ones.
  const top = Array.from({ length: 16 }, (_, i) => TWO_POW_32 - 16 + i);
  const source = cycling(top);
  const fair = Array.from({ length: 10 }, () => 0);
  for (let i = 0; i < 10_000; i++) fair[uniformInt(source.next32, 10)]! += 1;
  assert.deepEqual(
    fair,
    Array.from({ length: 10 }, () => 1000),
  );
  // Each cycle of 16 words yields 10 results; the last cycle stops after its 10th accepted word.
  assert.equal(source.used(), 999 * 16 + 10);

  const naive = Array.from({ length: 10 }, () => 0);
  for (let i = 0; i < 16_000; i++) naive[(top[i % 16] as number) % 10]! += 1;
  assert.ok(chiSquareUniform(naive) > chiSquareCritical(9), 'plain modulo fails the same test');
});

test('the largest word is rejected for n = 3 and the next word is used', () => {
  const source = cycling([TWO_POW_32 - 1, 7]);
  assert.equal(uniformInt(source.next32, 3), 1);
  assert.equal(source.used(), 2);
  assert.equal(
    uniformInt(() => TWO_POW_32 - 1, TWO_POW_32),
    TWO_POW_32 - 1,
    'n = 2^32 takes every word as it is',
  );
  assert.equal(
    uniformInt(() => 12345, 1),
    0,
  );
});

test('impossible ranges are refused', () => {
  for (const bad of [0, -1, 2.5, TWO_POW_32 + 1, Number.NaN, Infinity]) {
    assert.throws(() => uniformInt(() => 0, bad), RangeError, String(bad));
  }
  assert.throws(() => seededRandom(1).int(0), RangeError);
});

test('a seeded source repeats its sequence for the same seed and differs for another', () => {
  const draw = (seed: number | string): number[] => {
    const random = seededRandom(seed);
    return Array.from({ length: 20 }, () => random.int(1000));
  };
  assert.deepEqual(draw(42), draw(42));
  assert.deepEqual(draw('spin'), draw('spin'));
  assert.notDeepEqual(draw(42), draw(43));
  assert.notDeepEqual(draw('42'), draw('spin'));
});

test('a seeded source is uniform at the 99% level', () => {
  const random = seededRandom('uniformity');
  for (const n of [3, 10, 37]) {
    const counts = Array.from({ length: n }, () => 0);
    for (let i = 0; i < 50_000; i++) counts[random.int(n)]! += 1;
    assert.ok(chiSquareUniform(counts) < chiSquareCritical(n - 1), `n = ${n}`);
  }
});

test('randomFromBytes asks for 256 words at a time and uses each word once, in order', () => {
  let calls = 0;
  let counter = 0;
  const random = randomFromBytes((buffer) => {
    calls++;
    assert.equal(buffer.length, RANDOM_BUFFER_WORDS);
    for (let i = 0; i < buffer.length; i++) buffer[i] = counter++;
  });
  assert.equal(calls, 0, 'nothing is fetched before the first draw');
  const drawn = Array.from({ length: RANDOM_BUFFER_WORDS + 1 }, () => random.int(TWO_POW_32));
  assert.equal(calls, 2);
  assert.deepEqual(
    drawn,
    Array.from({ length: RANDOM_BUFFER_WORDS + 1 }, (_, i) => i),
  );
  assert.equal(random.int(10), (RANDOM_BUFFER_WORDS + 1) % 10);
});

test('randomFromBytes over crypto.getRandomValues draws in range', () => {
  const random = randomFromBytes((buffer) => crypto.getRandomValues(buffer));
  for (let i = 0; i < 1000; i++) {
    const value = random.int(7);
    assert.ok(Number.isInteger(value) && value >= 0 && value < 7);
  }
});
