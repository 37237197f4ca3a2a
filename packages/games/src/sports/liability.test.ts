// Proves a market's liability per selection (returns owed if it wins minus every stake taken),
// the worst case, and that the figure matches settling every bet on that result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { marketLiability } from './liability.ts';
import { LOSE, WIN, settleSingle } from './settlement.ts';

test('a 1X2 book: the house’s net per result and its worst case', () => {
  const book = marketLiability(
    ['home', 'draw', 'away'],
    [
      { selection: 'home', stakeMinor: 10_000n, priceX10k: 21_000 },
      { selection: 'home', stakeMinor: 5_000n, priceX10k: 20_500 },
      { selection: 'draw', stakeMinor: 3_000n, priceX10k: 34_000 },
      { selection: 'away', stakeMinor: 2_000n, priceX10k: 35_200 },
    ],
  );
  // Stakes 20 000. Home pays 21 000 + 10 250 = 31 250 -> net 11 250; draw 10 200 -> −9 800;
  // away 7 040 -> −12 960.
  assert.equal(book.totalStakesMinor, 20_000n);
  assert.deepEqual(
    book.selections.map((s) => [s.selection, s.bets, s.stakesMinor, s.payoutMinor, s.netMinor]),
    [
      ['home', 2, 15_000n, 31_250n, 11_250n],
      ['draw', 1, 3_000n, 10_200n, -9_800n],
      ['away', 1, 2_000n, 7_040n, -12_960n],
    ],
  );
  assert.equal(book.worstCaseMinor, 11_250n);
  assert.equal(book.worstSelection, 'home');
});

test('an empty book and a bet on an unknown selection', () => {
  const empty = marketLiability(['over', 'under'], []);
  assert.equal(empty.worstCaseMinor, 0n);
  assert.equal(empty.worstSelection, 'over');
  assert.throws(() => marketLiability(['over', 'under'], [{ selection: 'home', stakeMinor: 1n, priceX10k: 20_000 }]), RangeError);
  assert.throws(() => marketLiability([], []), RangeError);
});

test('property: the net equals settling every bet with that selection the winner', () => {
  const selections = ['a', 'b', 'c', 'd'];
  const bet = fc.record({
    selection: fc.constantFrom(...selections),
    stakeMinor: fc.bigInt({ min: 1n, max: 1_000_000n }),
    priceX10k: fc.integer({ min: 10_001, max: 500_000 }),
  });
  fc.assert(
    fc.property(fc.array(bet, { maxLength: 30 }), (bets) => {
      const book = marketLiability(selections, bets);
      for (const row of book.selections) {
        const paid = bets.reduce(
          (total, b) => total + settleSingle(b.stakeMinor, b.priceX10k, b.selection === row.selection ? WIN : LOSE),
          0n,
        );
        const taken = bets.reduce((total, b) => total + b.stakeMinor, 0n);
        assert.equal(row.netMinor, paid - taken);
      }
    }),
    { numRuns: 300 },
  );
});
