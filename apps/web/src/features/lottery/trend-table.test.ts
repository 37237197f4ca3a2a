// Proves the trend chart's cells: what each row label reads from a result, and per draw whether a
// token hit or how long it had been missing, oldest draw first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowTokens, trendLines } from './trend-cells.ts';
import { vnTierLines } from './vn-table.ts';

test('each row reads its place, the sum, the dice or the lô of a result', () => {
  assert.deepEqual(rowTokens('pos2', ['1', '2', '3', '4', '5']), ['2']);
  assert.deepEqual(rowTokens('rank10', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']), ['10']);
  assert.deepEqual(rowTokens('sum', ['1', '2', '6']), ['9']);
  assert.deepEqual(rowTokens('top2sum', ['03', '10', '01']), ['13']);
  assert.deepEqual(rowTokens('dice', ['2', '2', '5']), ['2', '2', '5']);
  assert.deepEqual(rowTokens('lo', ['123456', '07']), ['56', '07']);
  assert.deepEqual(rowTokens('unknown', ['1']), []);
});

test('a line marks hits and counts the gap of every other token', () => {
  const lines = trendLines('pos1', ['0', '1', '2'], [['1'], ['2'], ['1'], ['1']]);
  assert.deepEqual(
    lines.map((line) => line.map((cell) => (cell.hit ? `*${cell.token}` : String(cell.gap)))),
    [
      ['1', '*1', '1'],
      ['2', '1', '*2'],
      ['3', '*1', '1'],
      ['4', '*1', '2'],
    ],
  );
  assert.equal(trendLines('dice', ['1', '2'], [['2', '2', '1']])[0]?.[1]?.hit, 2, 'a pair counts twice');
});

test('a Vietnamese table reads special first and fills in draw order', () => {
  const north = vnTierLines('vn27', null);
  assert.deepEqual(
    north.map((line) => [line.code, line.numbers.length]),
    [
      ['DB', 1],
      ['G1', 1],
      ['G2', 2],
      ['G3', 6],
      ['G4', 4],
      ['G5', 6],
      ['G6', 3],
      ['G7', 4],
    ],
  );
  assert.equal(north[1]?.numbers[0]?.step, 0, 'the North draws the 1st prize first');
  assert.equal(north[0]?.numbers[0]?.step, 26, 'and the special last');
  const south = vnTierLines(
    'vn18',
    Array.from({ length: 18 }, (_, index) => String(index).padStart(2, '0')),
  );
  assert.equal(south.at(-1)?.code, 'G8');
  assert.equal(south.at(-1)?.numbers[0]?.step, 0, 'the South draws the 8th prize first');
  assert.equal(south[0]?.numbers[0]?.value, '00');
  assert.equal(south[0]?.numbers[0]?.step, 17);
});
