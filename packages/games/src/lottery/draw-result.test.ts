// Proves drawResult gives every format's shape and is uniform (chi-square at p = 0.001 on every
// position, and on joint outcomes where a shuffle could be biased, over 20,000 seeded draws per
// format, so it cannot flake), that the test would catch a biased source, and that checkResult
// accepts exactly the valid tables and names the bad position otherwise.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { checkResult, drawResult } from './draw-result.ts';
import type { LotteryFormat } from './lottery-types.ts';
import { LOTTERY_FORMATS } from './lottery-types.ts';
import { vnDigitsByIndex } from './vn-tiers.ts';

const DRAWS = 20_000;

/** Asserts counts are uniform at p = 0.001. */
function assertUniform(counts: number[], what: string): void {
  const statistic = chiSquareUniform(counts);
  const critical = chiSquareCritical(counts.length - 1, 0.001);
  assert.ok(statistic < critical, `${what}: chi-square ${statistic.toFixed(1)} >= ${critical.toFixed(1)}`);
}

/** Per position, per digit position within the number, counts of each digit value; plus the numeric ranges of e-lottery positions. */
function positionCounts(format: LotteryFormat, random: RandomSource): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  const add = (key: string, size: number, value: number) => {
    const table = counts.get(key) ?? Array.from({ length: size }, () => 0);
    table[value] = (table[value] as number) + 1;
    counts.set(key, table);
  };
  for (let i = 0; i < DRAWS; i++) {
    const { numbers } = drawResult(format, random);
    numbers.forEach((number, position) => {
      if (format === 'ssc') add(`pos${position + 1}`, 10, Number(number));
      else if (format === 'k3') add(`die${position + 1}`, 6, Number(number) - 1);
      else if (format === '11x5') add(`pos${position + 1}`, 11, Number(number) - 1);
      else if (format === 'pk10') add(`rank${position + 1}`, 10, Number(number) - 1);
      else number.split('').forEach((digit, place) => add(`number${position + 1}:digit${place + 1}`, 10, Number(digit)));
    });
    // Joint outcomes a biased shuffle or a correlated source would skew.
    if (format === 'k3') add('throw', 216, (Number(numbers[0]) - 1) * 36 + (Number(numbers[1]) - 1) * 6 + Number(numbers[2]) - 1);
    if (format === '11x5' || format === 'pk10') {
      const size = format === '11x5' ? 11 : 10;
      const [a, b] = [Number(numbers[0]) - 1, Number(numbers[1]) - 1];
      add('first-two', size * (size - 1), a * (size - 1) + (b > a ? b - 1 : b));
    }
  }
  return counts;
}

test('every format draws its shape, and checkResult accepts every draw', () => {
  const random = seededRandom('shapes');
  for (const format of LOTTERY_FORMATS) {
    for (let i = 0; i < 200; i++) {
      const result = drawResult(format, random);
      assert.equal(result.format, format);
      assert.deepEqual(checkResult(format, result.numbers), result);
    }
  }
  const pk10 = drawResult('pk10', random).numbers;
  assert.deepEqual([...pk10].sort(), ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  assert.deepEqual(
    drawResult('vn27', random).numbers.map((number) => number.length),
    vnDigitsByIndex('vn27'),
  );
});

for (const format of LOTTERY_FORMATS) {
  test(`${format}: every position (and joint outcome) is uniform over ${DRAWS} draws`, () => {
    for (const [key, counts] of positionCounts(format, seededRandom(`uniform:${format}`))) assertUniform(counts, `${format} ${key}`);
  });
}

test('the uniformity test catches a source that favours its last value', () => {
  const fair = seededRandom('biased');
  // The last value comes up about twice as often as the others (int(n + 1) clamped to n - 1).
  const biased: RandomSource = { int: (n) => Math.min(fair.int(n + 1), n - 1) };
  const counts = positionCounts('ssc', biased);
  for (const [key, table] of counts) assert.ok(chiSquareUniform(table) >= chiSquareCritical(table.length - 1, 0.001), key);
});

test('checkResult names the bad position', () => {
  assert.throws(() => checkResult('ssc', ['1', '2', '3', '4']), /ssc needs 5 numbers, got 4/);
  assert.throws(() => checkResult('ssc', ['1', '2', '3', '4', '12']), /ssc number 5 must be 1 digit: got "12"/);
  assert.throws(() => checkResult('ssc', ['1', '2', 'x', '4', '5']), /number 3/);
  assert.throws(() => checkResult('k3', ['1', '7', '3']), /k3 number 2 must be between 1 and 6: got 7/);
  assert.throws(() => checkResult('k3', ['0', '1', '3']), /number 1/);
  assert.throws(() => checkResult('11x5', ['01', '02', '12', '04', '05']), /11x5 number 3 must be between 01 and 11: got 12/);
  assert.throws(() => checkResult('11x5', ['01', '02', '03', '04', '1']), /number 5 must be 2 digits/);
  assert.throws(() => checkResult('11x5', ['01', '02', '03', '02', '05']), /number 4 repeats 02/);
  assert.throws(() => checkResult('pk10', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '09']), /number 10 repeats 09/);
  assert.throws(
    () => checkResult('pk10', ['00', '02', '03', '04', '05', '06', '07', '08', '09', '10']),
    /number 1 must be between 01 and 10/,
  );
  const north = vnDigitsByIndex('vn27').map((digits) => '1'.repeat(digits));
  assert.equal(checkResult('vn27', north).numbers.length, 27);
  north[12] = '123';
  assert.throws(() => checkResult('vn27', north), /vn27 4th prize #3 \(number 13\) must be 4 digits: got "123"/);
  const south = vnDigitsByIndex('vn18').map((digits) => '0'.repeat(digits));
  south[0] = '12345';
  assert.throws(() => checkResult('vn18', south), /vn18 special prize \(number 1\) must be 6 digits/);
  south[0] = '123456';
  south[17] = '7';
  assert.throws(() => checkResult('vn18', south), /8th prize \(number 18\) must be 2 digits/);
  assert.throws(() => checkResult('vn18', south.slice(0, 17)), /vn18 needs 18 numbers, got 17/);
  assert.throws(() => checkResult('keno' as LotteryFormat, []), /unknown lottery format/);
});
