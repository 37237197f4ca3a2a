// Proves every bet type's default odds return exactly its documented defaultRtp, inside
// 94%-98%: e-lottery types by running their own `hits` over every equally likely result (and
// every combination of a type returns the same), VN types by the exact formulas of lottery-stats,
// which are checked against brute force on a small alphabet and against settled simulated draws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../random.ts';
import { betTypesOf, prepareResult } from './bet-catalogue.ts';
import { drawResult } from './draw-result.ts';
import { allAppearProbability, comboStats, enumeratedStats, pairMinExpectation, rtpAt, vnComboStats } from './lottery-stats.ts';
import type { BetType, LotteryFormat } from './lottery-types.ts';
import { LOTTERY_FORMATS } from './lottery-types.ts';

const close = (a: number, b: number, tolerance = 1e-9): boolean => Math.abs(a - b) <= tolerance;

for (const format of LOTTERY_FORMATS) {
  test(`${format}: every type's exact RTP at its default odds is its defaultRtp, within 94%-98%`, () => {
    for (const betType of betTypesOf(format)) {
      const { info } = betType;
      if (info.oddsByToken) {
        const rtps = (info.rows[0]?.tokens ?? []).map((token) =>
          rtpAt(info.oddsByToken?.[token] as number, comboStats(format, betType, [[token]]), info.priceUnits),
        );
        for (const rtp of rtps) assert.ok(rtp >= 0.94 && rtp <= 0.98, `${info.code}: ${rtp}`);
        assert.ok(close(Math.min(...rtps), info.defaultRtp), `${info.code}: lowest ${Math.min(...rtps)} != ${info.defaultRtp}`);
      } else {
        const rtp = rtpAt(info.defaultOddsBp, comboStats(format, betType), info.priceUnits);
        assert.ok(close(rtp, info.defaultRtp), `${info.code}: ${rtp} != ${info.defaultRtp}`);
        assert.ok(rtp >= 0.94 && rtp <= 0.98, `${info.code}: ${rtp}`);
      }
      assert.ok(info.defaultRtp >= (format.startsWith('vn') ? 0.949 : 0.969), `${info.code} is well below its target`);
    }
  });
}

/** Valid random picks of a type: a few tokens per row, kept when normalise accepts them. */
function randomPicks(betType: BetType, seed: string, count: number): string[][][] {
  const random = seededRandom(seed);
  const out: string[][][] = [];
  for (let attempt = 0; out.length < count && attempt < 1000; attempt++) {
    const picks = betType.info.rows.map((row) => {
      const size = Math.min(row.tokens.length, row.min + random.int(3));
      return Array.from({ length: size }, () => row.tokens[random.int(row.tokens.length)] as string);
    });
    try {
      out.push(betType.normalise(picks));
    } catch {
      // Too few after de-duplication, or no combination: draw again.
    }
  }
  return out;
}

for (const format of ['ssc', 'k3', '11x5', 'pk10'] as const) {
  test(`${format}: every single pick and random tickets return the same per combination (RTP does not depend on the picks)`, () => {
    for (const betType of betTypesOf(format)) {
      const { info } = betType;
      if (info.oddsByToken) continue;
      const expected = comboStats(format, betType).expectedHits;
      const singles =
        info.minPicks === 1 && info.rows.every((row) => row.min === 0)
          ? info.rows.flatMap((row, r) => row.tokens.map((token) => info.rows.map((_, other) => (other === r ? [token] : []))))
          : [];
      const tickets = format === 'pk10' ? singles : [...singles, ...randomPicks(betType, `${info.code}:symmetry`, 3)];
      for (const picks of tickets) {
        const stats = enumeratedStats(format, betType, picks);
        assert.ok(
          close(stats.expectedHits, expected, 1e-12),
          `${info.code} ${JSON.stringify(picks)}: ${stats.expectedHits} != ${expected}`,
        );
      }
    }
  });
}

test('the VN formulas agree with brute force over a 5-value alphabet and 4 draws', () => {
  const size = 5;
  const draws = 4;
  let bothPresent = 0;
  let triplePresent = 0;
  let pairMin = 0;
  let total = 0;
  for (let n = 0; n < size ** draws; n++) {
    const values = Array.from({ length: draws }, (_, i) => Math.floor(n / size ** i) % size);
    const count = (value: number) => values.filter((candidate) => candidate === value).length;
    if (count(0) > 0 && count(1) > 0) bothPresent++;
    if (count(0) > 0 && count(1) > 0 && count(2) > 0) triplePresent++;
    pairMin += Math.min(count(0), count(1));
    total++;
  }
  assert.ok(close(allAppearProbability(draws, 2, size), bothPresent / total, 1e-15));
  assert.ok(close(allAppearProbability(draws, 3, size), triplePresent / total, 1e-15));
  assert.ok(close(pairMinExpectation(draws, size), pairMin / total, 1e-15));
  // Xiên 2 in the North by hand: 1 - 2 × 0.99^27 + 0.98^27.
  assert.ok(close(allAppearProbability(27, 2), 1 - 2 * 0.99 ** 27 + 0.98 ** 27, 1e-12));
});

for (const format of ['vn27', 'vn18'] as const) {
  test(`${format}: settled simulated draws agree with the exact expected hits of every type`, () => {
    const draws = 20_000;
    const random = seededRandom(`vn-hits:${format}`);
    const prepared = Array.from({ length: draws }, () => prepareResult(drawResult(format, random)));
    for (const betType of betTypesOf(format)) {
      const { code, rows } = betType.info;
      // Ten numbers per ticket (or the row's minimum more), spread over the token range.
      const tokens = rows[0]?.tokens ?? [];
      const picks = [Array.from({ length: 10 }, (_, i) => tokens[Math.floor((i * tokens.length) / 10) + 3] as string)];
      const combos = betType.combos(picks);
      let sum = 0;
      let squares = 0;
      for (const result of prepared) {
        const perCombination = betType.hits(picks, result) / combos;
        sum += perCombination;
        squares += perCombination * perCombination;
      }
      const mean = sum / draws;
      const standardError = Math.sqrt((squares / draws - mean * mean) / draws);
      const exact = vnComboStats(format, code).expectedHits;
      // Five standard errors: a fixed seed cannot flake, and a wrong rule is off by far more.
      assert.ok(Math.abs(mean - exact) <= 5 * standardError, `${code}: simulated ${mean} vs exact ${exact} (se ${standardError})`);
    }
  });
}

test('the per-format expected hits used for the odds', () => {
  const expected = (format: LotteryFormat, code: string) =>
    comboStats(format, betTypesOf(format).find((betType) => betType.info.code === code) as BetType).expectedHits;
  assert.ok(close(expected('ssc', 'ssc.b3.group3'), 3 / 1000, 1e-15));
  assert.ok(close(expected('ssc', 'ssc.b3.group6'), 6 / 1000, 1e-15));
  assert.ok(close(expected('k3', 'k3.bsoe'), 105 / 216, 1e-15));
  assert.ok(close(expected('k3', 'k3.pair'), 16 / 216, 1e-15));
  assert.ok(close(expected('k3', 'k3.two-diff'), 30 / 216, 1e-15));
  assert.ok(close(expected('11x5', '11x5.any5'), 1 / 462, 1e-15));
  assert.ok(close(expected('11x5', '11x5.any8'), 56 / 462, 1e-15));
  assert.ok(close(expected('pk10', 'pk10.top2.direct'), 1 / 90, 1e-15));
  assert.ok(close(expected('vn27', 'vn.lo2'), 0.27, 1e-15));
  assert.ok(close(expected('vn18', 'vn.dauduoi'), 0.02, 1e-15));
});
