// Proves the five odds formats show hand-worked prices exactly, parse a trader's text back to the
// stored grid, refuse text outside each format, and (property tests) round-trip within the grid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { type Rational, compare, rational, sub } from '../exact/rational.ts';
import {
  ODDS_FORMATS,
  OddsFormatError,
  type OddsFormat,
  decimalOdds,
  displayValue,
  formatOdds,
  parseDecimalText,
  parseOdds,
} from './odds-formats.ts';

/** The price in every format, in ODDS_FORMATS order. */
const shown = (price: number): string[] => ODDS_FORMATS.map((format) => formatOdds(price, format));

test('hand-worked prices in every format: decimal, HK, Malay, Indonesian, American', () => {
  // 1.95: HK 0.95; Malay 0.95 (d ≤ 2); Indo −1/0.95 = −1.0526; American −100/0.95 = −105.26.
  assert.deepEqual(shown(19_500), ['1.95', '0.95', '0.95', '-1.05', '-105']);
  // 2.50: Malay −1/1.5 = −0.6667; Indo 1.50; American +150.
  assert.deepEqual(shown(25_000), ['2.50', '1.50', '-0.67', '1.50', '+150']);
  // Even money is 1.00 / +100 everywhere.
  assert.deepEqual(shown(20_000), ['2.00', '1.00', '1.00', '1.00', '+100']);
  assert.deepEqual(shown(15_000), ['1.50', '0.50', '0.50', '-2.00', '-200']);
  assert.deepEqual(shown(30_000), ['3.00', '2.00', '-0.50', '2.00', '+200']);
  assert.deepEqual(shown(10_100), ['1.01', '0.01', '0.01', '-100.00', '-10000']);
  // 1.9091 is the American −110 line: −100/0.9091 = −109.999 -> −110; Indo −1.09999 -> −1.10.
  assert.deepEqual(shown(19_091), ['1.91', '0.91', '0.91', '-1.10', '-110']);
  // A Malay value a hair above −1 (d = 2.0001) rounds to −1.00 and is printed as even money.
  assert.equal(formatOdds(20_001, 'malay'), '1.00');
  assert.equal(formatOdds(19_999, 'indonesian'), '1.00');
  assert.equal(formatOdds(19_999, 'american'), '+100');
  // Values that would round out of their format get more decimals instead.
  assert.equal(formatOdds(10_001, 'decimal'), '1.0001');
  assert.equal(formatOdds(10_040, 'hongkong'), '0.004');
  assert.equal(formatOdds(2_010_000, 'malay'), '-0.005');
  assert.equal(formatOdds(1_010_000, 'malay'), '-0.01');
});

test('exact values and halves rounded up (toward the better price)', () => {
  assert.deepEqual(displayValue(25_000, 'malay'), rational(-2n, 3n));
  assert.deepEqual(displayValue(12_000, 'american'), rational(-500n));
  assert.deepEqual(decimalOdds(19_500), rational(39n, 20n));
  // 1.125: HK 0.125 -> 0.13; d = 9: Malay −0.125 -> −0.12 (the better of −0.13 and −0.12).
  assert.equal(formatOdds(11_250, 'hongkong'), '0.13');
  assert.equal(formatOdds(90_000, 'malay'), '-0.12');
  // d = 1.0005: decimal 1.0005 -> 1.00 at 2 places, 1.001 at 3.
  assert.equal(formatOdds(10_005, 'decimal', 3), '1.001');
  assert.equal(formatOdds(19_520, 'decimal', 4), '1.9520');
  assert.throws(() => formatOdds(10_000, 'decimal'), RangeError);
  assert.throws(() => formatOdds(19_500.5, 'decimal'), RangeError);
});

test('parsing a trader’s price in each format', () => {
  assert.equal(parseOdds('1.952', 'decimal'), 19_520);
  assert.equal(parseOdds('0.9', 'hongkong'), 19_000);
  // Malay −0.87: d = 1 + 1/0.87 = 2.149425… -> 2.1494.
  assert.equal(parseOdds('-0.87', 'malay'), 21_494);
  assert.equal(parseOdds('\u22120.87', 'malay'), 21_494);
  assert.equal(parseOdds('0.87', 'malay'), 18_700);
  assert.equal(parseOdds('-1.25', 'indonesian'), 18_000);
  assert.equal(parseOdds('1.25', 'indonesian'), 22_500);
  // American −110: d = 1 + 100/110 = 1.909090… -> 1.9091; +250 -> 3.5.
  assert.equal(parseOdds('-110', 'american'), 19_091);
  assert.equal(parseOdds('+250', 'american'), 35_000);
  assert.equal(parseOdds('250', 'american'), 35_000);
  // Even money written the other way still means 2.00.
  assert.equal(parseOdds('-1.00', 'malay'), 20_000);
  assert.equal(parseOdds('-100', 'american'), 20_000);
  assert.equal(parseOdds(' .5 ', 'hongkong'), 15_000);
  // A half of the last stored place goes up: 1.00005 -> 1.0001.
  assert.equal(parseOdds('1.00005', 'decimal'), 10_001);
});

test('text outside a format is refused with a code', () => {
  const code = (text: string, format: OddsFormat): string => {
    try {
      parseOdds(text, format);
      return 'accepted';
    } catch (error) {
      assert.ok(error instanceof OddsFormatError);
      return error.code;
    }
  };
  for (const text of ['', 'abc', '1,95', '1.9.5', '--1', '1e3', '+']) assert.equal(code(text, 'decimal'), 'malformed', text);
  assert.equal(code('1.00', 'decimal'), 'out_of_range');
  assert.equal(code('1.00004', 'decimal'), 'out_of_range');
  assert.equal(code('0', 'hongkong'), 'out_of_range');
  assert.equal(code('-0.5', 'hongkong'), 'out_of_range');
  for (const text of ['1.01', '-1.01', '0']) assert.equal(code(text, 'malay'), 'out_of_range', text);
  for (const text of ['0.99', '-0.99', '0']) assert.equal(code(text, 'indonesian'), 'out_of_range', text);
  for (const text of ['+99', '-99', '0']) assert.equal(code(text, 'american'), 'out_of_range', text);
});

/** A stored price from 1.0001 to 1000.0000. */
const anyPrice = fc.integer({ min: 10_001, max: 10_000_000 });
/** Where Indonesian and American negatives are finer than the stored grid: d from 1.1 up. */
const saferPrice = fc.integer({ min: 11_000, max: 10_000_000 });

function absolute(r: Rational): Rational {
  return r.num < 0n ? rational(-r.num, r.den) : r;
}

test('property: the shown value is the exact value rounded to the display step', () => {
  fc.assert(
    fc.property(anyPrice, fc.constantFrom(...ODDS_FORMATS), (price, format) => {
      const text = formatOdds(price, format);
      const step = format === 'american' ? rational(1n) : rational(1n, 100n);
      const half = rational(step.num, step.den * 2n);
      let exact = displayValue(price, format);
      // Even money is printed positive; compare a value near −1 (−100) with its mirror.
      if (format !== 'decimal' && exact.num < 0n && text === (format === 'american' ? '+100' : '1.00')) exact = absolute(exact);
      assert.ok(compare(absolute(sub(parseDecimalText(text), exact)), half) <= 0, `${price} ${format} ${text}`);
    }),
    { numRuns: 3000 },
  );
});

test('property: show, parse, show again gives the same text (and the nearest grid price)', () => {
  fc.assert(
    fc.property(saferPrice, fc.constantFrom(...ODDS_FORMATS), (price, format) => {
      const text = formatOdds(price, format);
      const back = parseOdds(text, format);
      assert.equal(formatOdds(back, format), text, `${price} ${format}`);
      // Decimal and Hong Kong move at most half a display step (0.005 = 50 stored units).
      if (format === 'decimal' || format === 'hongkong') assert.ok(Math.abs(back - price) <= 50);
    }),
    { numRuns: 3000 },
  );
  fc.assert(
    fc.property(anyPrice, fc.constantFrom<OddsFormat>('decimal', 'hongkong', 'malay'), (price, format) => {
      assert.equal(formatOdds(parseOdds(formatOdds(price, format), format), format), formatOdds(price, format));
    }),
  );
});

test('property: every price is recovered exactly from its 4-place decimal and Hong Kong text', () => {
  fc.assert(
    fc.property(fc.integer({ min: 10_001, max: 100_000_000 }), (price) => {
      assert.equal(parseOdds(formatOdds(price, 'decimal', 4), 'decimal'), price);
      assert.equal(parseOdds(formatOdds(price, 'hongkong', 4), 'hongkong'), price);
    }),
    { numRuns: 2000 },
  );
});

/** Canonical display texts a trader can type in each format, over the ranges the grid holds exactly. */
const typedText: Record<OddsFormat, fc.Arbitrary<string>> = {
  decimal: fc.integer({ min: 101, max: 100_000 }).map((n) => (n / 100).toFixed(2)),
  hongkong: fc.integer({ min: 1, max: 100_000 }).map((n) => (n / 100).toFixed(2)),
  malay: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -99, max: -1 })).map((n) => (n / 100).toFixed(2)),
  indonesian: fc.oneof(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: -1000, max: -101 })).map((n) => (n / 100).toFixed(2)),
  american: fc.oneof(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: -1000, max: -101 })).map((n) => (n > 0 ? `+${n}` : `${n}`)),
};

test('property: a price typed in any format is shown back exactly as typed', () => {
  for (const format of ODDS_FORMATS) {
    fc.assert(
      fc.property(typedText[format], (text) => {
        assert.equal(formatOdds(parseOdds(text, format), format), text, `${format} ${text}`);
      }),
      { numRuns: 1500 },
    );
  }
});

test('property: the shown value never falls as the price rises (within a branch)', () => {
  fc.assert(
    fc.property(anyPrice, anyPrice, fc.constantFrom(...ODDS_FORMATS), (a, b, format) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      // Malay jumps from +1 to −1 at 2.00; compare only on one side of it.
      if (format === 'malay' && low <= 20_000 && high > 20_000) return;
      const lowShown = parseDecimalText(formatOdds(low, format));
      const highShown = parseDecimalText(formatOdds(high, format));
      const evenMoney = format === 'american' ? rational(100n) : rational(1n);
      // Indonesian and American print a near −1 (−100) as +1 (+100), equal in price.
      if (compare(lowShown, evenMoney) === 0 && high < 20_000) return;
      assert.ok(compare(lowShown, highShown) <= 0, `${format} ${low} ${high}`);
    }),
    { numRuns: 3000 },
  );
});
