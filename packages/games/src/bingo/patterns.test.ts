// Proves the pattern data: the 75-ball line is the 12 rows, columns and diagonals, the shapes have
// the cells their pictures show, the 90-ball stages are one row / two rows / all 15 numbers,
// popcount32 and toGoOf agree with a cell-by-cell count, and patternProblems rejects bad masks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../random.ts';
import { BINGO_75, BINGO_90 } from './bingo-types.ts';
import { maskFromPicture, PATTERNS_75, PATTERNS_90, patternProblems, popcount32, toGoOf } from './patterns.ts';

const cellsOf = (mask: number): number[] => Array.from({ length: 32 }, (_, i) => i).filter((i) => (mask >>> i) & 1);

test('75-ball line: 5 rows, 5 columns, 2 diagonals, five cells each', () => {
  const masks = PATTERNS_75.line.masks;
  assert.equal(masks.length, 12);
  assert.equal(new Set(masks).size, 12);
  assert.deepEqual(cellsOf(masks[0]!), [0, 1, 2, 3, 4]);
  assert.deepEqual(cellsOf(masks[5]!), [0, 5, 10, 15, 20]);
  assert.deepEqual(cellsOf(masks[10]!), [0, 6, 12, 18, 24]);
  assert.deepEqual(cellsOf(masks[11]!), [4, 8, 12, 16, 20]);
  for (const mask of masks) assert.equal(popcount32(mask), 5);
});

test('75-ball shapes have the cells of their pictures', () => {
  assert.deepEqual(cellsOf(PATTERNS_75.fourCorners.masks[0]!), [0, 4, 20, 24]);
  assert.deepEqual(cellsOf(PATTERNS_75.x.masks[0]!), [0, 4, 6, 8, 12, 16, 18, 20, 24]);
  assert.deepEqual(cellsOf(PATTERNS_75.plus.masks[0]!), [2, 7, 10, 11, 12, 13, 14, 17, 22]);
  assert.deepEqual(cellsOf(PATTERNS_75.letterT.masks[0]!), [0, 1, 2, 3, 4, 7, 12, 17, 22]);
  assert.deepEqual(cellsOf(PATTERNS_75.letterL.masks[0]!), [0, 5, 10, 15, 20, 21, 22, 23, 24]);
  assert.deepEqual(PATTERNS_75.postageStamp.masks.map(cellsOf), [
    [0, 1, 5, 6],
    [3, 4, 8, 9],
    [15, 16, 20, 21],
    [18, 19, 23, 24],
  ]);
  assert.equal(popcount32(PATTERNS_75.blackout.masks[0]!), 25);
  assert.throws(() => maskFromPicture(['XXXXX']), /5 rows/);
  assert.throws(() => maskFromPicture(['XXXXY', '.....', '.....', '.....', '.....']), /5 rows/);
});

test('90-ball stages: any one row, any two rows, all fifteen', () => {
  assert.deepEqual(PATTERNS_90.oneLine.masks.map(cellsOf), [
    [0, 1, 2, 3, 4],
    [5, 6, 7, 8, 9],
    [10, 11, 12, 13, 14],
  ]);
  assert.deepEqual(PATTERNS_90.twoLines.masks.map(popcount32), [10, 10, 10]);
  assert.equal(new Set(PATTERNS_90.twoLines.masks).size, 3);
  assert.deepEqual(
    cellsOf(PATTERNS_90.fullHouse.masks[0]!),
    Array.from({ length: 15 }, (_, i) => i),
  );
});

test('popcount32 and toGoOf agree with counting cell by cell', () => {
  const random = seededRandom('popcount');
  for (let i = 0; i < 2_000; i++) {
    const word = (random.int(2 ** 16) * 2 ** 16 + random.int(2 ** 16)) >>> 0;
    assert.equal(popcount32(word), cellsOf(word).length);
    const daubed = word & (2 ** 25 - 1);
    const naive = Math.min(...PATTERNS_75.line.masks.map((m) => cellsOf(m).filter((c) => !((daubed >>> c) & 1)).length));
    assert.equal(toGoOf(PATTERNS_75.line, daubed), naive);
  }
  assert.equal(popcount32(0xffffffff), 32);
  assert.equal(toGoOf(PATTERNS_90.twoLines, 0b11111), 5);
  assert.equal(toGoOf(PATTERNS_90.twoLines, 0b01111_11111), 1);
});

test('patternProblems accepts the defaults and rejects empty, oversized, free-only and wrong-format patterns', () => {
  for (const p of Object.values(PATTERNS_75)) assert.deepEqual(patternProblems(p, BINGO_75), []);
  for (const p of Object.values(PATTERNS_90)) assert.deepEqual(patternProblems(p, BINGO_90), []);
  assert.match(patternProblems({ code: 'none', format: '75', masks: [] }, BINGO_75).join(), /no masks/);
  assert.match(patternProblems({ code: 'big', format: '90', masks: [2 ** 15] }, BINGO_90).join(), /15 cells/);
  assert.match(patternProblems({ code: 'free', format: '75', masks: [1 << 12] }, BINGO_75).join(), /numbered cell/);
  assert.match(patternProblems(PATTERNS_90.oneLine, BINGO_75).join(), /90-ball pattern in a 75-ball game/);
});
