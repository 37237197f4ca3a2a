// Proves the cart's money: stake = unit × combos × price units, the win of one hit from odds in
// basis points (rounded down), totals over bets and chased draws, the limits checked before
// adding, the stake chips, the order body the server takes, and the odds range of types that pay
// per token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oddsRange, tokenOddsOf } from './rule-odds.ts';
import {
  betProblem,
  betStakeMinor,
  cartStakeMinor,
  clampDraws,
  orderBody,
  orderStakeMinor,
  unitChips,
  winPerHitMinor,
  type CartBet,
} from './cart.ts';

const bet = (extra: Partial<CartBet> = {}): CartBet => ({
  id: 'a',
  betType: 'ssc.pos',
  picks: [['1', '2'], [], [], [], []],
  unitMinor: 200n,
  combos: 2,
  priceUnits: 1,
  oddsBp: 97_000,
  ...extra,
});

test('a ticket costs unit × combinations × price units and one hit pays unit × odds', () => {
  assert.equal(betStakeMinor(200n, 2, 1), 400n);
  assert.equal(betStakeMinor(1_000n, 3, 27), 81_000n, 'a VN lô priced at its 27 lô');
  assert.equal(winPerHitMinor(200n, 97_000), 1_940n);
  assert.equal(winPerHitMinor(1n, 19_800), 1n, 'rounded down like the server');
  assert.equal(winPerHitMinor(333n, 3_233_330), 107_669n);
});

test('the cart adds its bets, and a chase takes every draw it follows', () => {
  const bets = [bet(), bet({ id: 'b', unitMinor: 100n, combos: 10, priceUnits: 2 })];
  assert.equal(cartStakeMinor(bets), 400n + 2_000n);
  assert.equal(orderStakeMinor(bets, 5), 12_000n);
  assert.equal(orderStakeMinor(bets, 0), 2_400n);
  assert.equal(cartStakeMinor([]), 0n);
});

test('a bet is checked against the combination and stake limits before it goes in', () => {
  const limits = { minUnitMinor: '100', maxUnitMinor: '100000', maxTicketStakeMinor: '500000' };
  const rule = { maxCombos: 100, priceUnits: 1 };
  assert.equal(betProblem(rule, limits, 200n, 0), 'noCombos');
  assert.equal(betProblem(rule, limits, 200n, 101), 'tooManyCombos');
  assert.equal(betProblem(rule, limits, null, 2), 'unitTooLow');
  assert.equal(betProblem(rule, limits, 99n, 2), 'unitTooLow');
  assert.equal(betProblem(rule, limits, 100_001n, 2), 'unitTooHigh');
  assert.equal(betProblem(rule, limits, 100_000n, 6), 'stakeTooHigh');
  assert.equal(betProblem(rule, limits, 100_000n, 5), null);
});

test('chips are multiples of the smallest unit up to the largest', () => {
  assert.deepEqual(unitChips(100n, 100_000n), [100n, 200n, 500n, 1_000n, 5_000n, 10_000n]);
  assert.deepEqual(unitChips(100n, 600n), [100n, 200n, 500n]);
  assert.deepEqual(unitChips(100n, 50n), [100n]);
});

test('the order body names the draw and station, sends units as strings, and chases only past one draw', () => {
  assert.deepEqual(orderBody('ssc-1m', '20261125-0001', null, [bet()], { draws: 1, stopOnWin: true }), {
    gameCode: 'ssc-1m',
    numero: '20261125-0001',
    bets: [{ betType: 'ssc.pos', picks: [['1', '2'], [], [], [], []], unitMinor: '200' }],
  });
  const chased = orderBody('vn-south', null, 'tphcm', [bet()], { draws: 3, stopOnWin: false });
  assert.equal(chased.stationCode, 'tphcm');
  assert.equal('numero' in chased, false);
  assert.deepEqual(chased.chase, { draws: 3, stopOnWin: false });
});

test('a chase follows between 1 and the game’s most draws', () => {
  assert.equal(clampDraws(0, 10), 1);
  assert.equal(clampDraws(15, 10), 10);
  assert.equal(clampDraws(4.7, 10), 4);
  assert.equal(clampDraws(Number.NaN, 10), 1);
  assert.equal(clampDraws(500, 1_000), 120);
});

test('a type with odds per token shows the range its picks can win at', () => {
  const sum = { oddsBp: 77_600, oddsByToken: { '3': 2_095_000, '10': 77_600, '11': 77_600, '17': 698_400 } };
  assert.deepEqual(oddsRange(sum, []), { min: 77_600, max: 2_095_000 });
  assert.deepEqual(oddsRange(sum, ['10', '17']), { min: 77_600, max: 698_400 });
  assert.deepEqual(oddsRange(sum, ['3']), { min: 2_095_000, max: 2_095_000 });
  assert.deepEqual(oddsRange({ oddsBp: 19_400, oddsByToken: null }, ['B']), { min: 19_400, max: 19_400 });
  assert.equal(tokenOddsOf({ oddsBp: 1, oddsByToken: {} }), null);
});
