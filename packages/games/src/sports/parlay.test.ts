// Proves parlay maths on hand-worked slips (void, half-won, half-lost and dead-heat legs, one
// floor at the end, the payout cap) and that system bets expand to the right parlays and pay their sum.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { rational } from '../exact/rational.ts';
import { SYSTEMS, expandSystem, parlayOdds, parlayPotentialReturn, settleParlay, settleSystem } from './parlay.ts';
import { HALF_LOSE, HALF_WIN, LOSE, PUSH, type Settlement, VOID, WIN, deadHeat, settleSingle } from './settlement.ts';

/** The return of a settled parlay (fails the test when it is pending). */
function paid(stake: bigint, legs: [number, Settlement | undefined][], cap?: bigint): bigint {
  const result = settleParlay(
    stake,
    legs.map(([priceX10k, settlement]) => ({ priceX10k, settlement })),
    cap,
  );
  assert.equal(result.status, 'settled');
  return result.status === 'settled' ? result.returnMinor : -1n;
}

test('a three-leg parlay at 1.95, 2.10, 1.80 for 1000', () => {
  // All won: 1.95 × 2.10 × 1.80 = 7.371.
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [21_000, WIN],
      [18_000, WIN],
    ]),
    7371n,
  );
  assert.deepEqual(parlayOdds([19_500, 21_000, 18_000]), rational(7371n, 1000n));
  assert.equal(parlayPotentialReturn(1000n, [19_500, 21_000, 18_000]), 7371n);
  // The 2.10 leg void counts 1.00: 1.95 × 1.80 = 3.51.
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [21_000, VOID],
      [18_000, WIN],
    ]),
    3510n,
  );
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [21_000, PUSH],
      [18_000, WIN],
    ]),
    3510n,
  );
  // Half won counts (1 + 2.10)/2 = 1.55: 1.95 × 1.55 × 1.80 = 5.4405 -> 5440 (floored).
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [21_000, HALF_WIN],
      [18_000, WIN],
    ]),
    5440n,
  );
  // Half lost counts 0.5: 1.95 × 0.5 × 1.80 = 1.755.
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [21_000, HALF_LOSE],
      [18_000, WIN],
    ]),
    1755n,
  );
  // A dead heat of two at 5.00 counts 2.50: 1.95 × 2.50 × 1.80 = 8.775.
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [50_000, deadHeat(2, 1)],
      [18_000, WIN],
    ]),
    8775n,
  );
  // Every leg void: the stake back.
  assert.equal(
    paid(1000n, [
      [19_500, VOID],
      [21_000, VOID],
    ]),
    1000n,
  );
});

test('a lost leg loses the parlay at once; an unsettled leg keeps it pending', () => {
  assert.equal(
    paid(1000n, [
      [19_500, WIN],
      [21_000, LOSE],
      [18_000, undefined],
    ]),
    0n,
  );
  assert.deepEqual(settleParlay(1000n, [{ priceX10k: 19_500, settlement: WIN }, { priceX10k: 21_000 }]), { status: 'pending' });
  assert.throws(() => settleParlay(1000n, []), RangeError);
});

test('one floor at the end, and the maximum payout cap', () => {
  // 1 × 1.9 × 1.9 = 3.61 -> 3 (flooring each leg would give 1).
  assert.equal(
    paid(1n, [
      [19_000, WIN],
      [19_000, WIN],
    ]),
    3n,
  );
  // 1000 × 10 × 10 × 10 = 1 000 000, capped at 500 000.
  const capped = settleParlay(
    1000n,
    [100_000, 100_000, 100_000].map((priceX10k) => ({ priceX10k, settlement: WIN })),
    500_000n,
  );
  assert.deepEqual(capped, { status: 'settled', factor: rational(1000n), returnMinor: 500_000n, capped: true });
  assert.equal(parlayPotentialReturn(1000n, [100_000, 100_000, 100_000], 500_000n), 500_000n);
});

const settlement = fc.constantFrom<Settlement>(WIN, LOSE, PUSH, VOID, HALF_WIN, HALF_LOSE, deadHeat(2, 1), deadHeat(3, 2));
const leg = fc.record({ priceX10k: fc.integer({ min: 10_001, max: 1_000_000 }), settlement });

test('property: a one-leg parlay pays as a single; leg order never matters', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.array(leg, { minLength: 1, maxLength: 8 }), (stake, legs) => {
      const first = legs[0]!;
      assert.deepEqual(paid(stake, [[first.priceX10k, first.settlement]]), settleSingle(stake, first.priceX10k, first.settlement));
      const forward = settleParlay(stake, legs);
      const backward = settleParlay(stake, [...legs].reverse());
      assert.deepEqual(forward, backward);
    }),
    { numRuns: 1000 },
  );
});

test('system bets expand to the named number of parlays', () => {
  assert.deepEqual(expandSystem(3, [2]), [
    [0, 1],
    [0, 2],
    [1, 2],
  ]);
  const counts = Object.fromEntries(Object.entries(SYSTEMS).map(([name, s]) => [name, expandSystem(s.legs, s.sizes).length]));
  assert.deepEqual(counts, { trixie: 4, patent: 7, yankee: 11, lucky15: 15, canadian: 26, heinz: 57 });
  assert.throws(() => expandSystem(3, [4]), RangeError);
});

test('a trixie pays the sum of its doubles and treble', () => {
  const legs = [
    { priceX10k: 20_000, settlement: WIN },
    { priceX10k: 30_000, settlement: WIN },
    { priceX10k: 15_000, settlement: LOSE },
  ];
  // 4 bets of 100: the 2.00 × 3.00 double pays 600; the other doubles and the treble lose.
  assert.deepEqual(settleSystem(100n, legs, SYSTEMS.trixie!.sizes), { status: 'settled', returnMinor: 600n, bets: 4 });
  // With the third leg void: doubles 600 + 200 + 300, treble 600 -> 1700; capped at 1000.
  const voided = legs.map((l, i) => (i === 2 ? { ...l, settlement: VOID } : l));
  assert.deepEqual(settleSystem(100n, voided, [2, 3]), { status: 'settled', returnMinor: 1700n, bets: 4 });
  assert.deepEqual(settleSystem(100n, voided, [2, 3], 1000n), { status: 'settled', returnMinor: 1000n, bets: 4 });
  assert.deepEqual(settleSystem(100n, [legs[0]!, legs[1]!, { priceX10k: 15_000 }], [2, 3]), { status: 'pending' });
});
