// Proves the evaluators pay exactly what the paytables say on hand-picked stops of each title:
// line wins, wild substitution, mixed combinations, scatters, ways counting, one win per line or
// symbol, and refused stops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BITUIN_LINES } from './bituin-lines.ts';
import { JUNGLE_WAYS } from './jungle-ways.ts';
import { LUCKY_777 } from './lucky-777.ts';
import type { SlotOutcome } from './slot-types.ts';
import { evaluateStops } from './spin.ts';

/** The grid written row by row (as a player sees it), for readable assertions. */
function rowsOf(outcome: SlotOutcome): string[] {
  return outcome.grid[0]!.map((_, row) => outcome.grid.map((column) => column[row]).join(' '));
}

/** [reel, row] cells written as "reel,row reel,row ...". */
function cells(text: string): Array<[number, number]> {
  return text.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

test('Bituin Gold Lines: a wild completes five pearls on the middle line; another line pays three carabaos', () => {
  const outcome = evaluateStops(BITUIN_LINES, [1, 13, 1, 20, 2]);
  assert.deepEqual(rowsOf(outcome), ['CARABAO Q CARABAO A Q', 'PEARL PEARL PEARL WILD PEARL', 'A CARABAO Q Q K']);
  assert.deepEqual(outcome.wins, [
    { kind: 'line', symbol: 'PEARL', count: 5, line: 0, cells: cells('0,1 1,1 2,1 3,1 4,1'), credits: 500 },
    { kind: 'line', symbol: 'CARABAO', count: 3, line: 17, cells: cells('0,0 1,2 2,0'), credits: 15 },
  ]);
  assert.equal(outcome.winCredits, 515);
  assert.equal(outcome.titleCode, 'bituin-lines');
  assert.deepEqual(outcome.stops, [1, 13, 1, 20, 2]);
});

test('Bituin Gold Lines: three scatters pay anywhere on top of a line, and a scatter never starts a line', () => {
  const outcome = evaluateStops(BITUIN_LINES, [15, 0, 7, 0, 16]);
  assert.deepEqual(rowsOf(outcome), ['SCATTER WILD WILD PEARL CARABAO', 'MANGO Q SCATTER K MANGO', 'J K CARABAO TEN SCATTER']);
  assert.deepEqual(outcome.wins, [
    { kind: 'line', symbol: 'MANGO', count: 3, line: 7, cells: cells('0,1 1,0 2,0'), credits: 10 },
    { kind: 'scatter', symbol: 'SCATTER', count: 3, cells: cells('0,0 2,1 4,2'), credits: 40 },
  ]);
  assert.equal(outcome.winCredits, 50);
});

test('Lucky 777: mixed sevens pay ANY7, three red sevens pay only their own (better) pay', () => {
  const mixed = evaluateStops(LUCKY_777, [3, 5, 3]);
  assert.deepEqual(rowsOf(mixed), ['BLANK BLANK BLANK', 'RED7 RED7 BLUE7', 'BLANK BLANK BLANK']);
  assert.deepEqual(mixed.wins, [{ kind: 'line', symbol: 'ANY7', count: 3, line: 0, cells: cells('0,1 1,1 2,1'), credits: 75 }]);
  const reds = evaluateStops(LUCKY_777, [3, 5, 17]);
  assert.deepEqual(reds.wins, [{ kind: 'line', symbol: 'RED7', count: 3, line: 0, cells: cells('0,1 1,1 2,1'), credits: 500 }]);
  assert.equal(reds.winCredits, 500);
});

test('Lucky 777: cherries pay from the left and mixed bars pay ANYBAR, each on its own line', () => {
  const outcome = evaluateStops(LUCKY_777, [12, 8, 8]);
  assert.deepEqual(rowsOf(outcome), ['CHERRY CHERRY BAR2', 'BLANK BLANK BLANK', 'BAR2 BAR1 BAR1']);
  assert.deepEqual(outcome.wins, [
    { kind: 'line', symbol: 'CHERRY', count: 2, line: 1, cells: cells('0,0 1,0'), credits: 10 },
    { kind: 'line', symbol: 'ANYBAR', count: 3, line: 2, cells: cells('0,2 1,2 2,2'), credits: 14 },
    { kind: 'line', symbol: 'CHERRY', count: 1, line: 3, cells: cells('0,0'), credits: 2 },
  ]);
  assert.equal(outcome.winCredits, 26);
});

test('Jungle Ways: ways are the product of matching cells per reel, wilds included', () => {
  const outcome = evaluateStops(JUNGLE_WAYS, [11, 20, 14, 12, 22]);
  assert.deepEqual(rowsOf(outcome), ['J Q J WILD J', 'Q J WILD TEN TIGER', 'TEN Q J Q Q']);
  assert.deepEqual(outcome.wins, [
    // J: 1 x 1 x 3 x 1 x 1 = 3 ways of five, 30 credits each.
    { kind: 'ways', symbol: 'J', count: 5, ways: 3, cells: cells('0,0 1,1 2,0 2,1 2,2 3,0 4,0'), credits: 90 },
    // Q: 1 x 2 x 1 x 2 x 1 = 4 ways of five, 40 credits each; TEN stops at reel 2 and pays nothing.
    { kind: 'ways', symbol: 'Q', count: 5, ways: 4, cells: cells('0,1 1,0 1,2 2,1 3,0 3,2 4,2'), credits: 160 },
  ]);
  assert.equal(outcome.winCredits, 250);
});

test('Jungle Ways: one wild serves two symbols, runs end at the first reel without the symbol, scatters pay too', () => {
  const outcome = evaluateStops(JUNGLE_WAYS, [26, 5, 18, 0, 15]);
  assert.deepEqual(rowsOf(outcome), ['ELEPHANT WILD ELEPHANT J K', 'J TIGER WILD TIGER J', 'SCATTER SCATTER K J SCATTER']);
  assert.deepEqual(outcome.wins, [
    { kind: 'ways', symbol: 'ELEPHANT', count: 3, ways: 2, cells: cells('0,0 1,0 2,0 2,1'), credits: 24 },
    { kind: 'ways', symbol: 'J', count: 5, ways: 2, cells: cells('0,1 1,0 2,1 3,0 3,2 4,1'), credits: 60 },
    { kind: 'scatter', symbol: 'SCATTER', count: 3, cells: cells('0,2 1,2 4,2'), credits: 25 },
  ]);
  assert.equal(outcome.winCredits, 109);
});

test('Jungle Ways: a symbol twice on the first reel is one win with twice the ways, not two wins', () => {
  const outcome = evaluateStops(JUNGLE_WAYS, [13, 8, 15, 0, 0]);
  assert.deepEqual(rowsOf(outcome), ['TEN TEN WILD J TEN', 'A PARROT J TIGER PARROT', 'TEN J TEN J A']);
  assert.deepEqual(outcome.wins, [{ kind: 'ways', symbol: 'TEN', count: 3, ways: 4, cells: cells('0,0 0,2 1,0 2,0 2,2'), credits: 12 }]);
});

test('stops off the strips, too few or not whole are refused', () => {
  for (const stops of [
    [0, 0],
    [0, 0, 22],
    [0, -1, 0],
    [0, 0.5, 0],
    [0, 0, 0, 0],
  ]) {
    assert.throws(() => evaluateStops(LUCKY_777, stops), RangeError, JSON.stringify(stops));
  }
  assert.throws(() => evaluateStops(BITUIN_LINES, [0, 0, 0, 0]), RangeError);
});
