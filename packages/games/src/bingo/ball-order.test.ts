// Proves that a game's ball order is a permutation of 1..balls, that every ball is equally likely
// at every position (chi-square p = 0.001), and that with fairRandom the order is fixed by
// (seed, context): published test vectors, reproduced by an independent node:crypto implementation
// of the documented procedure, and changed by any change of context.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { fairRandom } from '../lottery/fair-draw.ts';
import { seededRandom } from '../random.ts';
import { ballOrder, shufflePrefix } from './ball-order.ts';

const SEED = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';

/** The documented procedure, written again from the docs with node:crypto. */
function independentOrder(seedHex: string, context: string, balls: number): number[] {
  const words: number[] = [];
  let counter = 0;
  const next = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${context}:${counter++}`).digest();
      for (let i = 0; i < 8; i++) words.push(block.readUInt32BE(4 * i));
    }
    return words.shift()!;
  };
  const int = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = next();
      if (w < limit) return w % n;
    }
  };
  const order = Array.from({ length: balls }, (_, i) => i + 1);
  for (let i = 0; i < balls - 1; i++) {
    const j = i + int(balls - i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

test('fixed test vectors (the docs publish these), reproduced independently', () => {
  const order75 = ballOrder(75, fairRandom(SEED, 'bingo:75:room-1:game-1'));
  assert.deepEqual(order75.slice(0, 10), [68, 44, 55, 3, 70, 12, 73, 37, 63, 50]);
  assert.deepEqual(order75, independentOrder(SEED, 'bingo:75:room-1:game-1', 75));
  const order90 = ballOrder(90, fairRandom(SEED, 'bingo:90:room-2:game-7'));
  assert.deepEqual(order90.slice(0, 10), [86, 74, 35, 63, 7, 73, 71, 85, 10, 23]);
  assert.deepEqual(order90, independentOrder(SEED, 'bingo:90:room-2:game-7', 90));
  assert.notDeepEqual(ballOrder(90, fairRandom(SEED, 'bingo:90:room-2:game-8')), order90);
});

test('the order is a permutation of 1..balls', () => {
  const random = seededRandom('order:perm');
  for (const balls of [75, 90]) {
    for (let i = 0; i < 200; i++) {
      assert.deepEqual(
        [...ballOrder(balls, random)].sort((a, b) => a - b),
        Array.from({ length: balls }, (_, k) => k + 1),
      );
    }
  }
  assert.throws(() => ballOrder(0, random), RangeError);
});

test('every ball is equally likely first, last and at position 38; ball 1 at every position (chi-square p = 0.001)', () => {
  const random = seededRandom('order:uniform');
  const first = new Array<number>(75).fill(0);
  const last = new Array<number>(75).fill(0);
  const middle = new Array<number>(75).fill(0);
  const whereIsOne = new Array<number>(75).fill(0);
  for (let i = 0; i < 30_000; i++) {
    const order = ballOrder(75, random);
    first[order[0]! - 1]! += 1;
    last[order[74]! - 1]! += 1;
    middle[order[37]! - 1]! += 1;
    whereIsOne[order.indexOf(1)]! += 1;
  }
  for (const counts of [first, last, middle, whereIsOne]) assert.ok(chiSquareUniform(counts) < chiSquareCritical(74, 0.001));
});

test('shufflePrefix makes the documented calls: int(n), int(n − 1), ... for the prefix only', () => {
  const asked: number[] = [];
  const zero = { int: (n: number) => (asked.push(n), 0) };
  assert.deepEqual(shufflePrefix([1, 2, 3, 4, 5], 2, zero), [1, 2, 3, 4, 5]);
  assert.deepEqual(asked, [5, 4]);
  const top = { int: (n: number) => n - 1 };
  // i = 0: swap 0 and 3; i = 1: swap 1 and 3; i = 2: swap 2 and 3.
  assert.deepEqual(shufflePrefix([1, 2, 3, 4], 4, top), [4, 1, 2, 3]);
});

/** Command-line scripts (they read process.argv); everything else must run in a browser. */
const SCRIPTS: string[] = ['bench-detect.ts', 'print-bingo-figures.ts'];
const MODULES = 8;

test('the modules of this folder are browser-safe: no node: imports outside the tests and scripts', () => {
  const folder = new URL('.', import.meta.url);
  const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !SCRIPTS.includes(file));
  assert.ok(modules.length >= MODULES);
  for (const file of modules) assert.doesNotMatch(readFileSync(new URL(file, folder), 'utf8'), /from ['"]node:|require\(/, file);
});
