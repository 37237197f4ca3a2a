// Proves offered prices carry the brand's margin by both methods on hand-worked markets, are
// rounded down to the tick (overround never below the margin), and that feed margins come off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { type Rational, compare, percent, rational, sum } from '../exact/rational.ts';
import { DEFAULT_MARGIN, fairFromPrices, impliedWithMargin, marginProblems, overround, payoutRate, priceMarket } from './margin.ts';

const p = (n: number, d = 100): Rational => rational(n, d);

test('a fair coin at 5 % proportional: 1.90 each, overround 5.2632 %, payout 95 %', () => {
  const prices = priceMarket([p(1, 2), p(1, 2)]);
  // implied 0.525 -> 1/0.525 = 1.904761… -> 1.90 (down to the 0.01 tick).
  assert.deepEqual(prices, [19_000, 19_000]);
  assert.equal(percent(overround(prices), 4), '5.2632');
  assert.deepEqual(payoutRate(prices), rational(19n, 20n));
  // On the finest tick the overround is the margin plus the rounding only: 20000/19047 − 1.
  const fine = priceMarket([p(1, 2), p(1, 2)], { ...DEFAULT_MARGIN, tickX10k: 1 });
  assert.deepEqual(fine, [19_047, 19_047]);
  assert.equal(percent(overround(fine), 4), '5.0034');
});

test('1X2 at 5 %: proportional versus odds-weighted', () => {
  const fair = [p(45), p(28), p(27)];
  // Proportional: 0.4725, 0.294, 0.2835 -> 2.1164, 3.4013, 3.5273 -> 2.11, 3.40, 3.52.
  const proportional = priceMarket(fair);
  assert.deepEqual(proportional, [21_100, 34_000, 35_200]);
  assert.equal(percent(overround(proportional), 4), '5.2142');
  // Odds-weighted: each gets 0.05/3: 0.46667, 0.29667, 0.28667 -> 2.1428, 3.3707, 3.4883.
  const weighted = priceMarket(fair, { ...DEFAULT_MARGIN, method: 'odds_weighted' });
  assert.deepEqual(weighted, [21_400, 33_700, 34_800]);
  assert.equal(percent(overround(weighted), 4), '5.1382');
  // The long shot pays less and the favourite more under the weighted method.
  assert.ok(weighted[2]! < proportional[2]! && weighted[0]! > proportional[0]!);
});

test('a heavy favourite is offered at the minimum price', () => {
  // 0.97 × 1.05 = 1.0185 ≥ 1: no price; offered at 1.01. The long shot 0.0315 -> 31.746 -> 31.74.
  assert.deepEqual(priceMarket([p(97), p(3)]), [10_100, 317_400]);
  // The minimum price gives margin back: 1/1.01 + 1/31.74 − 1 = 2.1605 %.
  assert.equal(percent(overround([10_100, 317_400]), 4), '2.1605');
});

test('probabilities are normalised first, and a feed’s margin comes off proportionally', () => {
  assert.deepEqual(priceMarket([p(1), p(1)]), [19_000, 19_000]);
  assert.deepEqual(fairFromPrices([19_000, 19_000]), [p(1, 2), p(1, 2)]);
  // A feed at 1.80 / 2.00: implied 5/9 and 1/2, sum 19/18 -> fair 10/19 and 9/19.
  assert.deepEqual(fairFromPrices([18_000, 20_000]), [p(10, 19), p(9, 19)]);
  assert.deepEqual(priceMarket(fairFromPrices([18_000, 20_000])), [18_000, 20_100]);
  assert.equal(percent(overround([18_000, 20_100]), 4), '5.3068');
  assert.throws(() => priceMarket([p(1), p(0)]), RangeError);
  assert.throws(() => priceMarket([]), RangeError);
});

test('settings are validated', () => {
  assert.deepEqual(marginProblems(DEFAULT_MARGIN), []);
  assert.equal(marginProblems({ marginX10k: -1, method: 'proportional', tickX10k: 0, minPriceX10k: 10_000 }).length, 3);
  assert.throws(() => priceMarket([p(1, 2), p(1, 2)], { ...DEFAULT_MARGIN, marginX10k: 1.5 }), RangeError);
});

const market = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 12 });
const settings = fc.record({
  marginX10k: fc.integer({ min: 0, max: 2000 }),
  method: fc.constantFrom('proportional' as const, 'odds_weighted' as const),
  tickX10k: fc.constantFrom(1, 10, 100),
  minPriceX10k: fc.constant(10_001),
});

test('property: implied probabilities sum to exactly 1 + margin; rounding down never lowers the overround', () => {
  fc.assert(
    fc.property(market, settings, (weights, brand) => {
      const fair = weights.map((w) => rational(w));
      const implied = impliedWithMargin(fair, brand.marginX10k, brand.method);
      assert.deepEqual(sum(implied), rational(10_000 + brand.marginX10k, 10_000));
      if (implied.some((q) => compare(q, rational(1)) >= 0)) return;
      const prices = priceMarket(fair, brand);
      if (prices.includes(brand.minPriceX10k)) return;
      assert.ok(compare(overround(prices), rational(brand.marginX10k, 10_000)) >= 0);
      assert.ok(prices.every((price) => price % brand.tickX10k === 0));
    }),
    { numRuns: 500 },
  );
});
