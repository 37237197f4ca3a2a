// Proves Sic Bo's spots settle hand-worked throws exactly, that every edge equals an independent
// count over the 216 throws at the Macau paytable (and moves with a brand's paytable), that the
// dice are uniform (chi-square), and the stored outcome form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { rational, sub } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import type { TablePaytable } from './table-types.ts';
import {
  SIC_BO,
  SIC_BO_MACAU_PAYTABLE as MACAU,
  SIC_BO_SPOTS,
  dealSicBoRound,
  describeSicBoOutcome,
  readSicBoOutcome,
  sicBoOutcomeOf,
} from './sic-bo-table.ts';

const settle = (spot: string, dice: [number, number, number], paytable: TablePaytable = MACAU): bigint =>
  SIC_BO.settleBet(spot, 100n, sicBoOutcomeOf(dice), paytable);

test('a throw of 2 5 2 (total 9, a pair of 2s)', () => {
  const wins: Record<string, bigint> = { small: 200n, odd: 200n, total9: 700n, double2: 900n, combo25: 600n, single2: 300n, single5: 200n };
  for (const spot of SIC_BO_SPOTS) assert.equal(settle(spot, [2, 5, 2]), wins[spot] ?? 0n, spot);
});

test('a triple 4 4 4 loses Small/Big/Odd/Even and pays triples, doubles, singles and the total', () => {
  const wins: Record<string, bigint> = { total12: 700n, triple4: 15_100n, anyTriple: 2_500n, double4: 900n, single4: 400n };
  for (const spot of SIC_BO_SPOTS) assert.equal(settle(spot, [4, 4, 4]), wins[spot] ?? 0n, spot);
});

test('a throw of 6 5 6 (total 17): Big, Odd, 50:1 on 17, combination 5-6', () => {
  assert.equal(settle('big', [6, 5, 6]), 200n);
  assert.equal(settle('total17', [6, 5, 6]), 5_100n);
  assert.equal(settle('combo56', [6, 5, 6]), 600n);
  assert.equal(settle('double6', [6, 5, 6]), 900n);
  assert.equal(settle('even', [6, 5, 6]), 0n);
});

/** The number of the 216 throws satisfying `wins`, counted here independently of the game's code. */
function ways(wins: (a: number, b: number, c: number) => boolean): number {
  let count = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (wins(a, b, c)) count++;
  return count;
}

test('every edge equals an independent count at the Macau paytable', () => {
  const edgeOf = (count: number, odds: number) => sub(rational(1), rational(count * (odds + 1), 216));
  const triple = (a: number, b: number, c: number): boolean => a === b && b === c;
  const expectations: Record<string, ReturnType<typeof rational>> = {
    small: edgeOf(
      ways((a, b, c) => !triple(a, b, c) && a + b + c <= 10),
      1,
    ),
    even: edgeOf(
      ways((a, b, c) => !triple(a, b, c) && (a + b + c) % 2 === 0),
      1,
    ),
    anyTriple: edgeOf(6, 24),
    triple3: edgeOf(1, 150),
    double5: edgeOf(16, 8),
    combo14: edgeOf(30, 5),
    // Single: 75 throws show it once, 15 twice, 1 three times: (75 + 30 + 3 - 125)/216 lost.
    single6: rational(17, 216),
  };
  const totalOdds = [50, 18, 14, 12, 8, 6, 6, 6, 6, 8, 12, 14, 18, 50];
  for (let total = 4; total <= 17; total++) {
    expectations[`total${total}`] = edgeOf(
      ways((a, b, c) => a + b + c === total),
      totalOdds[total - 4] as number,
    );
  }
  for (const [spot, edge] of Object.entries(expectations)) assert.deepEqual(SIC_BO.houseEdge(spot, MACAU), edge, spot);
  // The known figures: Small 1/36 (2.78%), any triple 30.56%, a double at 8:1 a third.
  assert.deepEqual(SIC_BO.houseEdge('big', MACAU), rational(1, 36));
  assert.deepEqual(SIC_BO.houseEdge('double1', MACAU), rational(1, 3));
});

test('a brand paytable changes the edge: Atlantic City pays 60:1 on 4 and 180:1 on a triple', () => {
  const brand: TablePaytable = { ...MACAU, name: 'ac', odds: { ...MACAU.odds, total4: { win: 600_000 }, triple2: { win: 1_800_000 } } };
  assert.deepEqual(SIC_BO.validatePaytable(brand), []);
  assert.deepEqual(SIC_BO.houseEdge('total4', brand), rational(216 - 3 * 61, 216));
  assert.deepEqual(SIC_BO.houseEdge('triple2', brand), rational(216 - 1 * 181, 216));
  assert.equal(settle('total4', [1, 1, 2], brand), 6_100n);
});

test('dice are uniform: each die, and the 216 throws (chi-square, p = 0.001)', () => {
  const random = seededRandom('sic-bo');
  const faces = [0, 1, 2].map(() => new Array<number>(6).fill(0));
  const throws = new Array<number>(216).fill(0);
  for (let i = 0; i < 216 * 60; i++) {
    const { outcome, state } = dealSicBoRound(random);
    assert.equal(state, null);
    const [a, b, c] = outcome.dice;
    [a, b, c].forEach((face, die) => ((faces[die] as number[])[face - 1] = ((faces[die] as number[])[face - 1] as number) + 1));
    const index = (a - 1) * 36 + (b - 1) * 6 + (c - 1);
    throws[index] = (throws[index] as number) + 1;
  }
  for (const counts of faces) assert.ok(chiSquareUniform(counts) < chiSquareCritical(5, 0.001));
  assert.ok(chiSquareUniform(throws) < chiSquareCritical(215, 0.001), `${chiSquareUniform(throws)}`);
});

test('stored outcomes and spots', () => {
  const stored = describeSicBoOutcome(sicBoOutcomeOf([2, 5, 2]));
  assert.deepEqual(stored, { g: 'sic-bo', d: '252', t: 9 });
  assert.deepEqual(readSicBoOutcome(stored).dice, [2, 5, 2]);
  assert.throws(() => readSicBoOutcome({ ...stored, t: 10 }), RangeError);
  assert.throws(() => readSicBoOutcome({ g: 'sic-bo', d: '272' }), RangeError);
  // 4 + 14 totals + 6 triples + any + 6 doubles + 15 combinations + 6 singles.
  assert.equal(SIC_BO_SPOTS.length, 52);
  assert.deepEqual(SIC_BO.validatePaytable(MACAU), []);
  assert.throws(() => settle('total3', [1, 1, 1]), RangeError);
});
