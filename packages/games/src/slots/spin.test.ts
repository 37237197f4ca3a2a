// Proves a spin draws one uniform stop per reel from the injected source and replays exactly from
// its stops, and that winMinor pays stake / betCredits * winCredits exactly or refuses the stake.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../random.ts';
import { BITUIN_LINES } from './bituin-lines.ts';
import { JUNGLE_WAYS } from './jungle-ways.ts';
import { LUCKY_777 } from './lucky-777.ts';
import { simulateSlot } from './simulate.ts';
import { evaluateStops, spinSlot, winMinor } from './spin.ts';

test('a spin asks the source for one stop per reel, with that reel’s strip length', () => {
  const asked: number[] = [];
  const outcome = spinSlot(BITUIN_LINES, {
    int: (n) => {
      asked.push(n);
      return n - 1;
    },
  });
  assert.deepEqual(asked, [26, 31, 30, 30, 26]);
  assert.deepEqual(outcome.stops, [25, 30, 29, 29, 25]);
});

test('the same seed gives the same spins, and every spin replays from its stops', () => {
  for (const title of [BITUIN_LINES, LUCKY_777, JUNGLE_WAYS]) {
    const first = seededRandom(`replay:${title.code}`);
    const second = seededRandom(`replay:${title.code}`);
    for (let i = 0; i < 200; i++) {
      const outcome = spinSlot(title, first);
      assert.deepEqual(spinSlot(title, second), outcome);
      assert.deepEqual(evaluateStops(title, outcome.stops), outcome);
      assert.equal(
        outcome.winCredits,
        outcome.wins.reduce((sum, win) => sum + win.credits, 0),
      );
    }
  }
});

test('winMinor pays stake / betCredits * winCredits exactly, past 2^53 too', () => {
  const outcome = evaluateStops(BITUIN_LINES, [1, 13, 1, 20, 2]); // 515 credits for a 20-credit bet
  assert.equal(winMinor(20n, BITUIN_LINES, outcome), 515n);
  assert.equal(winMinor(2000n, BITUIN_LINES, outcome), 51_500n);
  assert.equal(winMinor(20n * 10n ** 17n, BITUIN_LINES, outcome), 515n * 10n ** 17n);
  const nothing = evaluateStops(LUCKY_777, [1, 1, 1]);
  assert.equal(nothing.winCredits, 0);
  assert.equal(winMinor(500n, LUCKY_777, nothing), 0n);
  assert.equal(winMinor(25n, JUNGLE_WAYS, evaluateStops(JUNGLE_WAYS, [11, 20, 14, 12, 22])), 250n);
});

test('winMinor refuses stakes that are not positive multiples of betCredits, and another title’s outcome', () => {
  const outcome = evaluateStops(BITUIN_LINES, [1, 13, 1, 20, 2]);
  for (const stake of [0n, -20n, 19n, 21n, 10n]) {
    assert.throws(() => winMinor(stake, BITUIN_LINES, outcome), RangeError, String(stake));
  }
  assert.throws(() => winMinor(25n, JUNGLE_WAYS, outcome), RangeError);
});

test('a simulation reports its spins and refuses fewer than two', () => {
  const result = simulateSlot(LUCKY_777, seededRandom('small'), 1000);
  assert.equal(result.spins, 1000);
  assert.ok(result.rtp >= 0 && result.stdError > 0 && result.hitRate > 0 && result.maxWinCredits > 0);
  assert.throws(() => simulateSlot(LUCKY_777, seededRandom('small'), 1), RangeError);
  assert.throws(() => simulateSlot(LUCKY_777, seededRandom('small'), 2.5), RangeError);
});
