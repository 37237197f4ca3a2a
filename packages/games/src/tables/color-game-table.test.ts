// Proves the Color Game: a colour pays 1:1, 2:1, 3:1 on one, two, three dice and loses otherwise,
// its exact edge is 17/216 (7.87%) at the standard paytable, the colour dice are uniform
// (chi-square), and stored outcomes round-trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { percent, rational } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import {
  COLOR_GAME,
  COLOR_GAME_COLOURS,
  COLOR_GAME_PAYTABLE as PAYTABLE,
  colorGameOutcomeOf,
  dealColorGameRound,
  describeColorGameOutcome,
  readColorGameOutcome,
} from './color-game-table.ts';

test('a colour pays by how many dice show it', () => {
  // Faces 5 5 4: red, red, blue.
  const outcome = colorGameOutcomeOf([5, 5, 4]);
  assert.deepEqual(outcome.colours, ['red', 'red', 'blue']);
  const paid = COLOR_GAME_COLOURS.map((colour) => COLOR_GAME.settleBet(colour, 100n, outcome, PAYTABLE));
  // yellow, white, pink, blue, red, green
  assert.deepEqual(paid, [0n, 0n, 0n, 200n, 300n, 0n]);
  assert.equal(COLOR_GAME.settleBet('green', 100n, colorGameOutcomeOf([6, 6, 6]), PAYTABLE), 400n);
  assert.throws(() => COLOR_GAME.settleBet('purple', 100n, outcome, PAYTABLE), RangeError);
});

test('the exact edge is 17/216 = 7.8704% for every colour', () => {
  for (const colour of COLOR_GAME_COLOURS) {
    assert.deepEqual(COLOR_GAME.houseEdge(colour, PAYTABLE), rational(17, 216));
    const p = COLOR_GAME.classProbabilities(colour);
    assert.deepEqual(
      ['lose', 'one', 'two', 'three'].map((c) => p.get(c)),
      [rational(125, 216), rational(75, 216), rational(15, 216), rational(1, 216)],
    );
  }
  assert.equal(percent(COLOR_GAME.houseEdge('red', PAYTABLE), 2), '7.87');
  // A brand paying 4:1 on three of a colour: (75 + 30 + 4 - 125)/216 = 16/216 lost.
  const brand = { ...PAYTABLE, odds: { ...PAYTABLE.odds, red: { one: 10_000, two: 20_000, three: 40_000 } } };
  assert.deepEqual(COLOR_GAME.houseEdge('red', brand), rational(16, 216));
});

test('colours are uniform on each die (chi-square, p = 0.001)', () => {
  const random = seededRandom('color-game');
  const counts = [0, 1, 2].map(() => new Array<number>(6).fill(0));
  for (let i = 0; i < 30_000; i++) {
    dealColorGameRound(random).outcome.colours.forEach((colour, die) => {
      const index = COLOR_GAME_COLOURS.indexOf(colour);
      (counts[die] as number[])[index] = ((counts[die] as number[])[index] as number) + 1;
    });
  }
  for (const die of counts) assert.ok(chiSquareUniform(die) < chiSquareCritical(5, 0.001), `${chiSquareUniform(die)}`);
});

test('stored outcomes round-trip; a bad one is refused; paytable validated', () => {
  const stored = describeColorGameOutcome(colorGameOutcomeOf([1, 3, 6]));
  assert.deepEqual(stored, { g: 'color-game', c: 'yellow pink green' });
  assert.deepEqual(readColorGameOutcome(stored).colours, ['yellow', 'pink', 'green']);
  assert.throws(() => readColorGameOutcome({ g: 'color-game', c: 'yellow pink' }), RangeError);
  assert.throws(() => readColorGameOutcome({ g: 'color-game', c: 'yellow pink purple' }), RangeError);
  assert.deepEqual(COLOR_GAME.validatePaytable(PAYTABLE), []);
  assert.deepEqual(COLOR_GAME.validatePaytable({ ...PAYTABLE, odds: { ...PAYTABLE.odds, red: { one: 10_000 } } }), [
    { code: 'missing_class', spot: 'red', outcomeClass: 'two' },
    { code: 'missing_class', spot: 'red', outcomeClass: 'three' },
  ]);
});
