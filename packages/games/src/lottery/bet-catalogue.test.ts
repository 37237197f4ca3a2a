// Proves the catalogue is complete and sound (every required code, frozen, consistent info), that
// normalise refuses bad picks with the right reason and returns canonical picks, that the money
// helpers follow the rule exactly in bigint, and that prepareResult refuses bad or foreign results.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { betTypesOf, findBetType, prepareResult, settleTicket, stakeOf, winByToken, winOf } from './bet-catalogue.ts';
import { LOTTERY_FORMATS, LotteryPickError } from './lottery-types.ts';
import type { LotteryFormat } from './lottery-types.ts';
import { vnDigitsByIndex } from './vn-tiers.ts';

const REQUIRED: Record<LotteryFormat, string[]> = {
  ssc: [
    'ssc.pos',
    'ssc.bsoe',
    'ssc.sum.bsoe',
    'ssc.dt',
    'ssc.f2.direct',
    'ssc.b2.direct',
    'ssc.f3.direct',
    'ssc.m3.direct',
    'ssc.b3.direct',
    'ssc.b3.group3',
    'ssc.b3.group6',
    'ssc.all5.direct',
  ],
  k3: ['k3.sum', 'k3.bsoe', 'k3.triple.any', 'k3.triple.one', 'k3.pair', 'k3.two-diff', 'k3.three-diff', 'k3.straight'],
  '11x5': [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `11x5.any${n}`).concat(['11x5.pos1', '11x5.f2.direct', '11x5.f3.direct', '11x5.sum.bsoe']),
  pk10: ['pk10.pos', 'pk10.bsoe', 'pk10.dt', 'pk10.top2.sum', 'pk10.top2.sum.bsoe', 'pk10.top2.direct'],
  vn27: ['vn.lo2', 'vn.lo3', 'vn.lo4', 'vn.de', 'vn.3cang', 'vn.dau', 'vn.dauduoi', 'vn.xien2', 'vn.xien3', 'vn.xien4', 'vn.da'],
  vn18: ['vn.lo2', 'vn.lo3', 'vn.lo4', 'vn.de', 'vn.3cang', 'vn.dau', 'vn.dauduoi', 'vn.xien2', 'vn.xien3', 'vn.xien4', 'vn.da'],
};

test('every format has exactly the required bet types, frozen and findable', () => {
  for (const format of LOTTERY_FORMATS) {
    const types = betTypesOf(format);
    assert.deepEqual(
      types.map((betType) => betType.info.code),
      REQUIRED[format],
      format,
    );
    assert.ok(Object.isFrozen(types), format);
    for (const betType of types) {
      const { info } = betType;
      assert.equal(findBetType(format, info.code), betType);
      assert.ok(Object.isFrozen(info) && Object.isFrozen(info.rows[0]), info.code);
      assert.ok(info.code.startsWith(format.startsWith('vn') ? 'vn.' : `${format}.`), info.code);
      assert.ok(info.rows.length > 0 && info.minPicks >= 1 && info.maxCombos >= 1 && info.priceUnits >= 1, info.code);
      assert.ok(Number.isInteger(info.defaultOddsBp) && info.defaultOddsBp > 10_000, info.code);
      // Per-token odds cover exactly the row's tokens, and come with hitsByToken.
      assert.equal(Boolean(info.oddsByToken), Boolean(betType.hitsByToken), info.code);
      if (info.oddsByToken) {
        assert.deepEqual(Object.keys(info.oddsByToken), [...(info.rows[0]?.tokens ?? [])], info.code);
        assert.equal(info.defaultOddsBp, Math.min(...Object.values(info.oddsByToken)));
      }
    }
  }
  assert.equal(findBetType('ssc', 'k3.sum'), undefined);
  assert.equal(findBetType('vn27', 'nope'), undefined);
});

/** The reason normalise refuses these picks with. */
function reason(format: LotteryFormat, code: string, picks: unknown): string {
  try {
    findBetType(format, code)?.normalise(picks as string[][]);
  } catch (error) {
    assert.ok(error instanceof LotteryPickError, String(error));
    return error.reason;
  }
  return 'accepted';
}

test('normalise refuses bad picks with the right reason', () => {
  assert.equal(reason('ssc', 'ssc.pos', [['3'], [], [], []]), 'bad_shape');
  assert.equal(reason('ssc', 'ssc.pos', 'not rows'), 'bad_shape');
  assert.equal(reason('ssc', 'ssc.pos', [['3'], [], [], [], 'x']), 'bad_shape');
  assert.equal(reason('ssc', 'ssc.pos', [['A'], [], [], [], []]), 'unknown_token');
  assert.equal(reason('ssc', 'ssc.pos', [['10'], [], [], [], []]), 'unknown_token');
  assert.equal(reason('11x5', '11x5.any1', [['1']]), 'unknown_token');
  assert.equal(reason('vn27', 'vn.lo2', [['7']]), 'unknown_token');
  assert.equal(reason('ssc', 'ssc.pos', [[], [], [], [], []]), 'too_few');
  assert.equal(reason('11x5', '11x5.any5', [['01', '02', '03', '04']]), 'too_few');
  assert.equal(reason('ssc', 'ssc.b3.group6', [['1', '2', '2']]), 'too_few');
  assert.equal(reason('vn27', 'vn.da', [['23']]), 'too_few');
  assert.equal(reason('ssc', 'ssc.f2.direct', [['1'], []]), 'too_few');
  // A tuple of the same car twice is no combination at all.
  assert.equal(reason('pk10', 'pk10.top2.direct', [['01'], ['01']]), 'too_few');
  assert.equal(reason('k3', 'k3.triple.any', [['ANY', 'ANY']]), 'accepted');
  // 101 tokens with one repeat are the 100 numbers: accepted after de-duplication.
  assert.equal(reason('vn27', 'vn.lo2', [Array.from({ length: 101 }, (_, i) => String(i % 100).padStart(2, '0'))]), 'accepted');
  assert.equal(reason('vn27', 'vn.lo3', [Array.from({ length: 101 }, (_, i) => String(i).padStart(3, '0'))]), 'too_many');
  // 11x5 any-5 on all 11: C(11,5) = 462 combos, allowed; SSC all five 10 × 10 × 10 × 10 × 2 = 20,000 is not.
  assert.equal(reason('11x5', '11x5.any5', [Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'))]), 'accepted');
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  assert.equal(reason('ssc', 'ssc.all5.direct', [digits, digits, digits, digits, ['1', '2']]), 'too_many_combos');
  // Xiên 2 on 46 numbers: C(46,2) = 1035 > 1000.
  assert.equal(reason('vn27', 'vn.xien2', [Array.from({ length: 46 }, (_, i) => String(i).padStart(2, '0'))]), 'too_many_combos');
  assert.equal(reason('vn27', 'vn.xien2', [Array.from({ length: 45 }, (_, i) => String(i).padStart(2, '0'))]), 'accepted');
});

test('normalise returns canonical picks: unique tokens in row order, input untouched', () => {
  const betType = findBetType('ssc', 'ssc.bsoe');
  assert.ok(betType);
  const input = [['E', 'B', 'E', 'O'], [], ['S'], [], ['O', 'O']];
  assert.deepEqual(betType.normalise(input), [['B', 'O', 'E'], [], ['S'], [], ['O']]);
  assert.deepEqual(input[0], ['E', 'B', 'E', 'O']);
  // Numeric tokens sort by the row's order, not as text: k3 sums 3 ... 18.
  assert.deepEqual(findBetType('k3', 'k3.sum')?.normalise([['18', '3', '10', '9']]), [['3', '9', '10', '18']]);
  // A canonical pick normalises to itself.
  const canonical = findBetType('vn18', 'vn.da')?.normalise([['99', '00', '50', '00']]);
  assert.deepEqual(canonical, [['00', '50', '99']]);
  assert.deepEqual(findBetType('vn18', 'vn.da')?.normalise(canonical ?? []), canonical);
});

test('stakeOf and winOf follow the money rule in bigint, flooring the win', () => {
  assert.equal(stakeOf(5000n, 3, 27), 405_000n);
  assert.equal(stakeOf(0n, 3, 27), 0n);
  // 2.155 × 333 = 717.615 → 717; 95 × 7 × 1000 = 665,000.
  assert.equal(winOf(333n, 21_550, 1), 717n);
  assert.equal(winOf(1000n, 950_000, 7), 665_000n);
  assert.equal(winOf(1000n, 950_000, 0), 0n);
  // Far beyond 2^53: still exact.
  assert.equal(winOf(10n ** 18n, 970_000_000, 3), 291n * 10n ** 21n);
  assert.throws(() => stakeOf(-1n, 1, 1), RangeError);
  assert.throws(() => stakeOf(1n, 1.5, 1), RangeError);
  assert.throws(() => winOf(1n, -5, 1), RangeError);
  assert.throws(() => winOf(1n, 19_400, Number.NaN), RangeError);
  // Per-token: each token floored on its own: floor(100 × 2.084) + floor(100 × 1.982) = 208 + 198.
  assert.equal(winByToken(100n, { B: 20_840, E: 19_820 }, { B: 1, E: 1 }), 406n);
  assert.throws(() => winByToken(100n, { B: 20_840 }, { E: 1 }), RangeError);
});

test('settleTicket takes brand odds: one rate, or a rate per token', () => {
  const prepared = prepareResult({ format: 'ssc', numbers: ['1', '2', '3', '4', '1'] });
  const dt = findBetType('ssc', 'ssc.dt');
  const pos = findBetType('ssc', 'ssc.pos');
  assert.ok(dt && pos);
  // A brand paying 8.5 on a tie: 100 × 8.5 = 850.
  assert.equal(settleTicket(dt, [['H']], prepared, 100n, { D: 19_000, T: 19_000, H: 85_000 }).winMinor, 850n);
  assert.equal(settleTicket(pos, [['1'], [], [], [], []], prepared, 100n, 95_000).winMinor, 950n);
  assert.throws(() => settleTicket(dt, [['H']], prepared, 100n, 85_000), TypeError);
  assert.throws(() => settleTicket(pos, [['1'], [], [], [], []], prepared, 100n, { '1': 95_000 }), TypeError);
});

test('prepareResult checks the result, and hits refuses a result of another format', () => {
  assert.throws(() => prepareResult({ format: 'ssc', numbers: ['1', '2', '3', '4'] }), /5 numbers/);
  const k3 = prepareResult({ format: 'k3', numbers: ['1', '2', '3'] });
  assert.throws(() => findBetType('ssc', 'ssc.pos')?.hits([['1'], [], [], [], []], k3), TypeError);
  assert.throws(
    () =>
      findBetType('vn27', 'vn.lo2')?.hits(
        [['23']],
        prepareResult({ format: 'vn18', numbers: vnDigitsByIndex('vn18').map((digits) => '0'.repeat(digits)) }),
      ),
    /vn27/,
  );
});

test('hits is cheap enough to settle a million tickets', () => {
  const north = prepareResult({
    format: 'vn27',
    numbers: [
      '12345',
      '67890',
      '11223',
      '44556',
      '78923',
      '10045',
      '33312',
      '45678',
      '90001',
      '23450',
      '1234',
      '5623',
      '7788',
      '9900',
      '3456',
      '7812',
      '9034',
      '1267',
      '8890',
      '4501',
      '345',
      '678',
      '912',
      '23',
      '45',
      '67',
      '89',
    ],
  });
  const lo = findBetType('vn27', 'vn.lo2');
  const da = findBetType('vn27', 'vn.da');
  assert.ok(lo && da);
  const loPicks = [['12', '23', '45', '67', '89']];
  const daPicks = [['12', '23', '34', '45', '56', '67', '78', '89']];
  const start = performance.now();
  let total = 0;
  for (let i = 0; i < 200_000; i++) total += lo.hits(loPicks, north) + da.hits(daPicks, north);
  const perTicket = (performance.now() - start) / 400_000;
  assert.ok(total > 0);
  // Generous bound for a shared machine: a million tickets in well under 10 s.
  assert.ok(perTicket < 0.01, `${perTicket} ms per ticket`);
});
