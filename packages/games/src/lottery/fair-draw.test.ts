// Proves the provably fair draw: the commitment is SHA-256 of the seed bytes, results are fixed by
// seed and context (published test vectors, also reproduced by an independent node:crypto
// implementation of the documented algorithm), a changed context or seed changes the result, and
// the module and everything it imports stay browser-safe (no node: imports).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { uniformInt } from '../random.ts';
import { drawResult } from './draw-result.ts';
import { commitmentOf, fairRandom, fairResult } from './fair-draw.ts';
import { LOTTERY_FORMATS } from './lottery-types.ts';

const SEED = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';

test('the commitment is the lower-case hex SHA-256 of the seed bytes', () => {
  assert.equal(commitmentOf(SEED), 'fa91879315d18f0ea94e3f5c55d3d4444ffe20fc4d0035d23a32043d4677df12');
  assert.equal(commitmentOf(SEED.toUpperCase()), commitmentOf(SEED));
  assert.equal(
    commitmentOf('00'),
    createHash('sha256')
      .update(Buffer.from([0]))
      .digest('hex'),
  );
  for (const bad of ['', 'abc', 'zz', '0x00']) assert.throws(() => commitmentOf(bad), /hex/);
});

test('fixed test vectors (the docs publish these)', () => {
  assert.deepEqual(fairResult('ssc', SEED, 'bituin:ssc-1m:20261125-0601').numbers, ['4', '7', '4', '5', '4']);
  assert.deepEqual(fairResult('k3', SEED, 'bituin:k3:20261125-0601').numbers, ['6', '1', '1']);
  assert.deepEqual(fairResult('11x5', SEED, 'bituin:11x5:20261125-0601').numbers, ['04', '11', '08', '06', '01']);
  assert.deepEqual(fairResult('pk10', SEED, 'bituin:pk10:20261125-0601').numbers, [
    '03',
    '05',
    '04',
    '01',
    '08',
    '10',
    '07',
    '02',
    '06',
    '09',
  ]);
  assert.deepEqual(fairResult('vn18', SEED, 'bituin:vn18:20261125-0601').numbers, [
    '703522',
    '65703',
    '75741',
    '39339',
    '61733',
    '48810',
    '44484',
    '30709',
    '64956',
    '98959',
    '43350',
    '01879',
    '9033',
    '6423',
    '7974',
    '1295',
    '207',
    '31',
  ]);
});

/** The documented algorithm written again with node:crypto, independently of fair-draw.ts. */
function referenceSource(seedHex: string, context: string) {
  const key = Buffer.from(seedHex, 'hex');
  const words: number[] = [];
  let counter = 0;
  const next32 = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', key).update(`${context}:${counter++}`, 'utf8').digest();
      for (let i = 0; i < 8; i++) words.push(block.readUInt32BE(4 * i));
    }
    return words.shift() as number;
  };
  return { int: (n: number) => uniformInt(next32, n) };
}

test('an independent implementation of the documented algorithm gives the same results', () => {
  for (const format of LOTTERY_FORMATS) {
    for (let draw = 0; draw < 50; draw++) {
      const context = `bituin:${format}-1m:20261125-${String(draw).padStart(4, '0')}`;
      assert.deepEqual(fairResult(format, SEED, context), drawResult(format, referenceSource(SEED, context)), context);
    }
  }
  // The word stream itself, across block boundaries (8 words a block), with a non-ASCII context.
  const ours = fairRandom('abcd', 'trạm:hà-nội');
  const theirs = referenceSource('abcd', 'trạm:hà-nội');
  for (let i = 0; i < 40; i++) assert.equal(ours.int(2 ** 32), theirs.int(2 ** 32));
});

test('same seed and context give the same result; a different context or seed does not', () => {
  const context = 'bituin:vn27:20261125';
  assert.deepEqual(fairResult('vn27', SEED, context), fairResult('vn27', SEED, context));
  assert.notDeepEqual(fairResult('vn27', SEED, context), fairResult('vn27', SEED, 'bituin:vn27:20261126'));
  assert.notDeepEqual(fairResult('vn27', SEED, context), fairResult('vn27', `${SEED.slice(0, -2)}4b`, context));
});

test('fair-draw.ts and its imports use no node: modules (the verify page runs them in the browser)', () => {
  for (const file of ['fair-draw.ts', 'draw-result.ts', 'vn-tiers.ts', 'lottery-types.ts', '../random.ts']) {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    assert.doesNotMatch(source, /from ['"]node:|require\(/, file);
  }
});
