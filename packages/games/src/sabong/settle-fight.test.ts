// Proves the sabong pari-mutuel on hand-worked pools: exact odds and the shown payout per 100,
// winners' floored returns, plasada and breakage adding up to the pool, draws (stakes back, draw bets
// at 8:1 = 9× returned), every cancel rule (declared cancel, one side empty, lopsided at exactly
// 107 per 100 and just above), and on 5,000 seeded random pools that returns + plasada + breakage
// = pool with 0 ≤ breakage ≤ number of winning bets, so no house money ever enters the pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { rational } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import { drawReturn, fightBoard, poolStatus, poolTotals, sideOdds, winningReturn } from './pari-mutuel.ts';
import type { SabongBet, SabongRules } from './sabong-rules.ts';
import { DEFAULT_SABONG_RULES, sabongRulesProblems } from './sabong-rules.ts';
import { settleFight } from './settle-fight.ts';

const bet = (id: string, side: SabongBet['side'], stake: number): SabongBet => ({ id, side, stakeMinor: BigInt(stake) });
const returns = (s: ReturnType<typeof settleFight>): Record<string, bigint> => Object.fromEntries(s.bets.map((b) => [b.id, b.returnMinor]));

// Meron 6,000 (A 1,000 + B 5,000), Wala 4,000 (C 2,500 + D 1,500), draw F 200; T = 10,000.
const FIGHT = [bet('A', 'meron', 1_000), bet('B', 'meron', 5_000), bet('C', 'wala', 2_500), bet('D', 'wala', 1_500), bet('F', 'draw', 200)];

test('odds: gross T/S, net × 0.95, shown per 100 rounded down (Meron 158, Wala 237)', () => {
  const board = fightBoard(FIGHT, DEFAULT_SABONG_RULES);
  assert.deepEqual(board.totals, { meronMinor: 6_000n, walaMinor: 4_000n, drawMinor: 200n });
  assert.deepEqual(board.meron, { gross: rational(10, 6), net: rational(19, 12), per100: 158 });
  assert.deepEqual(board.wala, { gross: rational(10, 4), net: rational(19, 8), per100: 237 });
  assert.deepEqual(board.status, { ok: true });
  const even = poolTotals([bet('x', 'meron', 500), bet('y', 'wala', 500)]);
  assert.equal(sideOdds(even, 'meron', DEFAULT_SABONG_RULES)!.per100, 190);
  assert.equal(sideOdds(poolTotals([bet('x', 'meron', 5)]), 'wala', DEFAULT_SABONG_RULES), null);
});

test('Meron wins: A 1,583 and B 7,916 (floors of 1,583.33 and 7,916.67), plasada 500, breakage 1', () => {
  const s = settleFight(FIGHT, 'meron', DEFAULT_SABONG_RULES);
  assert.equal(s.outcome, 'meron');
  assert.deepEqual(returns(s), { A: 1_583n, B: 7_916n, C: 0n, D: 0n, F: 0n });
  assert.deepEqual(s.pool, { totalMinor: 10_000n, returnedMinor: 9_499n, plasadaMinor: 500n, breakageMinor: 1n });
  assert.deepEqual(s.drawMarket, { stakesMinor: 200n, returnedMinor: 0n, houseResultMinor: 200n });
});

test('Wala wins: C 5,937 and D 3,562 (2.375 × stake, floored), plasada 500, breakage 1', () => {
  const s = settleFight(FIGHT, 'wala', DEFAULT_SABONG_RULES);
  assert.deepEqual(returns(s), { A: 0n, B: 0n, C: 5_937n, D: 3_562n, F: 0n });
  assert.deepEqual(s.pool, { totalMinor: 10_000n, returnedMinor: 9_499n, plasadaMinor: 500n, breakageMinor: 1n });
  assert.equal(winningReturn(100n, s.totals, 'wala', DEFAULT_SABONG_RULES), 237n);
});

test('draw: Meron and Wala stakes back without plasada; the draw bet returns 9× (8:1 is profit 8×)', () => {
  const s = settleFight(FIGHT, 'draw', DEFAULT_SABONG_RULES);
  assert.deepEqual(returns(s), { A: 1_000n, B: 5_000n, C: 2_500n, D: 1_500n, F: 1_800n });
  assert.deepEqual(s.pool, { totalMinor: 10_000n, returnedMinor: 10_000n, plasadaMinor: 0n, breakageMinor: 0n });
  assert.deepEqual(s.drawMarket, { stakesMinor: 200n, returnedMinor: 1_800n, houseResultMinor: -1_600n });
  assert.equal(drawReturn(7n, DEFAULT_SABONG_RULES), 63n);
  assert.equal(drawReturn(7n, { ...DEFAULT_SABONG_RULES, drawOddsX10k: 75_000 }), 7n + 52n);
});

test('a cancelled fight refunds every stake, draw bets included', () => {
  const s = settleFight(FIGHT, 'cancelled', DEFAULT_SABONG_RULES);
  assert.equal(s.outcome, 'refunded');
  assert.equal(s.refundReason, 'cancelled');
  assert.deepEqual(returns(s), { A: 1_000n, B: 5_000n, C: 2_500n, D: 1_500n, F: 200n });
  assert.deepEqual(s.pool, { totalMinor: 10_000n, returnedMinor: 10_000n, plasadaMinor: 0n, breakageMinor: 0n });
  assert.equal(s.drawMarket.houseResultMinor, 0n);
});

test('one side empty: everything refunded whatever the declared result', () => {
  const bets = [bet('A', 'meron', 1_000), bet('F', 'draw', 100)];
  for (const result of ['meron', 'wala', 'draw'] as const) {
    const s = settleFight(bets, result, DEFAULT_SABONG_RULES);
    assert.equal(s.refundReason, 'one_side_empty');
    assert.deepEqual(returns(s), { A: 1_000n, F: 100n });
  }
});

test('lopsided: Meron 9,500 v Wala 1,200 returns exactly 1.07 (107 per 100) and is cancelled; 9,499 v 1,200 stands', () => {
  const at = [bet('M', 'meron', 9_500), bet('W', 'wala', 1_200)];
  const s = settleFight(at, 'meron', DEFAULT_SABONG_RULES);
  assert.equal(s.refundReason, 'lopsided');
  assert.deepEqual(returns(s), { M: 9_500n, W: 1_200n });
  assert.deepEqual(sideOdds(poolTotals(at), 'meron', DEFAULT_SABONG_RULES)!.net, rational(107, 100));
  const strict: SabongRules = { ...DEFAULT_SABONG_RULES, lopsidedCancel: { returnBp: 10_700, inclusive: false } };
  assert.deepEqual(poolStatus(poolTotals(at), strict), { ok: true });
  const above = [bet('M', 'meron', 9_499), bet('W', 'wala', 1_200)];
  const t = settleFight(above, 'meron', DEFAULT_SABONG_RULES);
  assert.equal(t.outcome, 'meron');
  // 9,499 × 10,699 × 0.95 / 9,499 = 10,164.05 → 10,164; plasada floor(534.95) = 534; breakage 1.
  assert.deepEqual(t.pool, { totalMinor: 10_699n, returnedMinor: 10_164n, plasadaMinor: 534n, breakageMinor: 1n });
  const off: SabongRules = { ...DEFAULT_SABONG_RULES, lopsidedCancel: null };
  assert.equal(settleFight(at, 'meron', off).outcome, 'meron');
});

test('a 10% plasada (cockpit floor): 1,000 v 3,000, Meron pays 3.6× and Wala 1.2×', () => {
  const rules: SabongRules = { ...DEFAULT_SABONG_RULES, plasadaBp: 1_000 };
  const bets = [bet('m', 'meron', 1_000), bet('w1', 'wala', 1_000), bet('w2', 'wala', 2_000)];
  assert.equal(fightBoard(bets, rules).meron!.per100, 360);
  assert.equal(fightBoard(bets, rules).wala!.per100, 120);
  const s = settleFight(bets, 'wala', rules);
  assert.deepEqual(returns(s), { m: 0n, w1: 1_200n, w2: 2_400n });
  assert.deepEqual(s.pool, { totalMinor: 4_000n, returnedMinor: 3_600n, plasadaMinor: 400n, breakageMinor: 0n });
});

test('5,000 seeded random pools: returns + plasada + breakage = pool, 0 ≤ breakage ≤ winning bets', () => {
  const random = seededRandom('sabong:pools');
  for (let i = 0; i < 5_000; i++) {
    const rules: SabongRules = { ...DEFAULT_SABONG_RULES, plasadaBp: random.int(1_501), lopsidedCancel: null };
    const bets = Array.from({ length: 2 + random.int(40) }, (_, k) =>
      bet(`b${k}`, (['meron', 'wala', 'draw'] as const)[random.int(3)]!, 1 + random.int(1_000_000)),
    );
    const result = (['meron', 'wala', 'draw', 'cancelled'] as const)[random.int(4)]!;
    const s = settleFight(bets, result, rules);
    const { totalMinor, returnedMinor, plasadaMinor, breakageMinor } = s.pool;
    assert.equal(returnedMinor + plasadaMinor + breakageMinor, totalMinor);
    const winners = s.bets.filter((b) => b.side === s.outcome).length;
    assert.ok(breakageMinor >= 0n && breakageMinor <= BigInt(winners), `breakage ${breakageMinor} with ${winners} winners`);
    if (s.outcome === 'meron' || s.outcome === 'wala') {
      assert.equal(plasadaMinor, (totalMinor * BigInt(rules.plasadaBp)) / 10_000n);
      // Each winner gets stake × net rounded down: 0 ≤ stake × net − return < 1.
      const net = sideOdds(s.totals, s.outcome, rules)!.net;
      for (const b of s.bets.filter((x) => x.side === s.outcome)) {
        const exact = b.stakeMinor * net.num;
        assert.ok(exact >= b.returnMinor * net.den && exact < (b.returnMinor + 1n) * net.den);
      }
    }
  }
});

test('stakes must be positive; the rules validator names each fault', () => {
  assert.throws(() => poolTotals([bet('z', 'meron', 0)]), /positive/);
  assert.throws(() => poolTotals([{ id: 'q', side: 'banker' as 'draw', stakeMinor: 5n }]), /unknown side/);
  assert.deepEqual(sabongRulesProblems(DEFAULT_SABONG_RULES), []);
  assert.match(sabongRulesProblems({ ...DEFAULT_SABONG_RULES, plasadaBp: 10_000 }).join(), /plasadaBp/);
  assert.match(sabongRulesProblems({ ...DEFAULT_SABONG_RULES, drawOddsX10k: -1 }).join(), /drawOddsX10k/);
  assert.match(sabongRulesProblems({ ...DEFAULT_SABONG_RULES, lopsidedCancel: { returnBp: 1.5, inclusive: true } }).join(), /returnBp/);
});

/** Command-line scripts (they read process.argv); everything else must run in a browser. */
const SCRIPTS: string[] = [];
const MODULES = 3;

test('the modules of this folder are browser-safe: no node: imports outside the tests and scripts', () => {
  const folder = new URL('.', import.meta.url);
  const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !SCRIPTS.includes(file));
  assert.ok(modules.length >= MODULES);
  for (const file of modules) assert.doesNotMatch(readFileSync(new URL(file, folder), 'utf8'), /from ['"]node:|require\(/, file);
});
