// Proves the shot decisions: the documented draws in their order (scripted sources), catches,
// boss awards and features paying stake × multipliers, batch totals, refusals, the unbiased
// uniformBelow beyond 2^32, catch and feature frequencies matching their exact chances (99.9%
// bands), and a batch fixed by (seed, context) under fairRandom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { toNumber } from '../exact/rational.ts';
import { fairRandom } from '../lottery/fair-draw.ts';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { rtpOf } from './fish-odds.ts';
import { DEFAULT_FISH_TABLE } from './fish-table.ts';
import { resolveShots, uniformBelow } from './resolve-shots.ts';

/** A source answering from a script, recording every int(n) asked. */
function scripted(answers: number[]): RandomSource & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    int: (n: number) => {
      asked.push(n);
      const value = answers.shift();
      if (value === undefined) throw new Error('script exhausted');
      return value;
    },
  };
}

test('a caught clownfish and a bomb: draws int(200), int(2100), int(100), int(2350); return 42 × stake', () => {
  // 92 < 93 catches; bomb 0 < 1 goes off; award draw 45 falls in cumulative [40, 70): 40×, 5 fish; lightning 2349 misses.
  const random = scripted([92, 0, 45, 2_349]);
  const batch = resolveShots(DEFAULT_FISH_TABLE, [{ target: 'clownfish', stakeMinor: 100n }], random);
  assert.deepEqual(random.asked, [200, 2_100, 100, 2_350]);
  assert.deepEqual(batch.outcomes[0], {
    target: 'clownfish',
    stakeMinor: 100n,
    caught: true,
    catchMultiplier: 2,
    features: [{ code: 'bomb', multiplier: 40, fishKilled: 5 }],
    returnMinor: 4_200n,
  });
  assert.equal(batch.returnMinor, 4_200n);
});

test('a miss (93 is not below 93) and a boss caught at its top award', () => {
  const random = scripted([93, 5, 7, 0, 99, 2_000, 2_000]);
  const batch = resolveShots(
    DEFAULT_FISH_TABLE,
    [
      { target: 'clownfish', stakeMinor: 10n },
      { target: 'golden-dragon', stakeMinor: 50n },
    ],
    random,
  );
  assert.deepEqual(random.asked, [200, 2_100, 2_350, 17_000, 100, 2_100, 2_350]);
  assert.deepEqual(
    batch.outcomes.map((o) => [o.caught, o.catchMultiplier, o.features.length, o.returnMinor]),
    [
      [false, 0, 0, 0n],
      [true, 500, 0, 25_000n],
    ],
  );
  assert.deepEqual([batch.stakeMinor, batch.returnMinor], [60n, 25_000n]);
});

test('refuses an unknown target and a stake that is not positive', () => {
  const random = seededRandom('refuse');
  assert.throws(() => resolveShots(DEFAULT_FISH_TABLE, [{ target: 'nemo', stakeMinor: 1n }], random), /unknown target/);
  assert.throws(() => resolveShots(DEFAULT_FISH_TABLE, [{ target: 'sardine', stakeMinor: 0n }], random), /positive stake/);
});

test('uniformBelow: one int(den) up to 2^32; beyond, whole words with rejection, uniform', () => {
  const small = scripted([41]);
  assert.equal(uniformBelow(small, 1_000n), 41n);
  assert.deepEqual(small.asked, [1_000]);
  // den = 2^33 + 1 needs two words: v = 1 × 2^32 + 5.
  const two = scripted([1, 5]);
  assert.equal(uniformBelow(two, 2n ** 33n + 1n), 2n ** 32n + 5n);
  assert.deepEqual(two.asked, [2 ** 32, 2 ** 32]);
  // 2^64 − (2^64 mod den) is the limit: the all-ones value is rejected and redrawn.
  const reject = scripted([2 ** 32 - 1, 2 ** 32 - 1, 0, 7]);
  assert.equal(uniformBelow(reject, 2n ** 33n + 1n), 7n);
  const random = seededRandom('below');
  const den = 3n * 2n ** 40n + 11n;
  const counts = new Array<number>(12).fill(0);
  for (let i = 0; i < 24_000; i++) counts[Number((uniformBelow(random, den) * 12n) / den)]! += 1;
  assert.ok(chiSquareUniform(counts) < chiSquareCritical(11, 0.001), counts.join());
  assert.throws(() => uniformBelow(random, 0n), RangeError);
});

test('catch and feature frequencies match their exact chances (99.9% bands)', () => {
  const random = seededRandom('frequencies');
  const exact = rtpOf(DEFAULT_FISH_TABLE);
  const n = 100_000;
  for (const target of ['clownfish', 'whale', 'golden-dragon']) {
    const batch = resolveShots(
      DEFAULT_FISH_TABLE,
      Array.from({ length: n }, () => ({ target, stakeMinor: 1n })),
      random,
    );
    const p = toNumber(exact.perTarget.find((t) => t.code === target)!.catchChance);
    const caught = batch.outcomes.filter((o) => o.caught).length;
    assert.ok(Math.abs(caught - n * p) < 3.29 * Math.sqrt(n * p * (1 - p)), `${target}: ${caught} v ${n * p}`);
    for (const feature of exact.features) {
      const q = toNumber(feature.chance);
      const hits = batch.outcomes.filter((o) => o.features.some((f) => f.code === feature.code)).length;
      assert.ok(Math.abs(hits - n * q) < 3.29 * Math.sqrt(n * q * (1 - q)), `${feature.code}: ${hits} v ${n * q}`);
    }
  }
});

test('a batch is fixed by (seed, context) under fairRandom', () => {
  const seed = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';
  const shots = Array.from({ length: 200 }, (_, i) => ({ target: DEFAULT_FISH_TABLE.species[i % 19]!.code, stakeMinor: 10n }));
  const a = resolveShots(DEFAULT_FISH_TABLE, shots, fairRandom(seed, 'fish:session-1:batch-1'));
  assert.deepEqual(resolveShots(DEFAULT_FISH_TABLE, shots, fairRandom(seed, 'fish:session-1:batch-1')), a);
  assert.notDeepEqual(resolveShots(DEFAULT_FISH_TABLE, shots, fairRandom(seed, 'fish:session-1:batch-2')), a);
});

/** Command-line scripts (they read process.argv); everything else must run in a browser. */
const SCRIPTS: string[] = ['simulate-fish.ts'];
const MODULES = 4;

test('the modules of this folder are browser-safe: no node: imports outside the tests and scripts', () => {
  const folder = new URL('.', import.meta.url);
  const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !SCRIPTS.includes(file));
  assert.ok(modules.length >= MODULES);
  for (const file of modules) assert.doesNotMatch(readFileSync(new URL(file, folder), 'utf8'), /from ['"]node:|require\(/, file);
});
