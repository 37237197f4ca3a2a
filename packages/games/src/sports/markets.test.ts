// Proves every market settles hand-worked results by the documented rules: quarter lines half-win
// and half-lose, whole lines push, draws void two-way markets, dead heats share, abandoned voids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { marketProblems, selectionsOf, settleSelection } from './markets.ts';
import type { BetContext, FixtureResult, Market, MapWinner, Score } from './sport-types.ts';

const done = (home: number, away: number, final?: Score): FixtureResult => ({ status: 'completed', regularTime: { home, away }, final });

/** The settlement as short text: 'win', 'push', 'void', 'dead_heat 1/2' … */
function settle(market: Market, selection: string, result: FixtureResult, bet?: BetContext): string {
  const s = settleSelection(market, selection, result, bet);
  if (s.void) return 'void';
  return s.kind === 'dead_heat' ? `dead_heat ${s.deadHeat!.num}/${s.deadHeat!.den}` : s.kind;
}

test('1X2 settles on regular time unless the market says final', () => {
  const m: Market = { type: '1x2' };
  assert.deepEqual(
    ['home', 'draw', 'away'].map((s) => settle(m, s, done(2, 1))),
    ['win', 'lose', 'lose'],
  );
  // 1-1 after 90 minutes, 2-1 after extra time: the regular-time market is a draw.
  const extra = done(1, 1, { home: 2, away: 1 });
  assert.equal(settle(m, 'draw', extra), 'win');
  assert.equal(settle({ type: '1x2', period: 'final' }, 'home', extra), 'win');
  assert.equal(settle({ type: '1x2', period: 'final' }, 'draw', done(0, 0)), 'win');
});

test('Asian handicap: whole, half and quarter lines (home line; away takes the opposite)', () => {
  const ah = (lineQuarters: number, side: string, home: number, away: number): string =>
    settle({ type: 'asian_handicap', lineQuarters }, side, done(home, away));
  // [line in quarters, home goals, away goals, home result, away result]
  const cases: [number, number, number, string, string][] = [
    [0, 1, 0, 'win', 'lose'], // level ball: a win by 1 wins
    [0, 1, 1, 'push', 'push'], // level ball: a draw pushes
    [-1, 1, 1, 'half_lose', 'half_win'], // −0.25 (0/−0.5): draw -> half on 0 pushed, half on −0.5 lost
    [-1, 1, 0, 'win', 'lose'],
    [1, 1, 1, 'half_win', 'half_lose'], // +0.25 home
    [-2, 1, 1, 'lose', 'win'], // −0.5: a draw loses
    [-3, 1, 0, 'half_win', 'half_lose'], // −0.75 (−0.5/−1), win by 1: half won, half pushed
    [-3, 2, 0, 'win', 'lose'],
    [-3, 0, 0, 'lose', 'win'],
    [-4, 2, 1, 'push', 'push'], // −1: a win by exactly 1 pushes
    [-4, 3, 1, 'win', 'lose'],
    [-5, 2, 1, 'half_lose', 'half_win'], // −1.25 (−1/−1.5), win by 1: half pushed, half lost
    [-5, 3, 1, 'win', 'lose'],
    [-7, 3, 1, 'half_win', 'half_lose'], // −1.75 (−1.5/−2), win by 2
    [6, 0, 1, 'win', 'lose'], // +1.5: a one-goal defeat still wins
    [6, 0, 2, 'lose', 'win'],
    [3, 0, 1, 'half_lose', 'half_win'], // +0.75 (+0.5/+1), lose by 1
  ];
  for (const [line, home, away, homeResult, awayResult] of cases) {
    assert.equal(ah(line, 'home', home, away), homeResult, `home ${line / 4} at ${home}-${away}`);
    assert.equal(ah(line, 'away', home, away), awayResult, `away ${-line / 4} at ${home}-${away}`);
  }
});

test('an in-play Asian handicap counts only the goals after the bet', () => {
  const m: Market = { type: 'asian_handicap', lineQuarters: -2 };
  const bet = { scoreAtBet: { home: 1, away: 0 } };
  assert.equal(settle(m, 'home', done(2, 0), bet), 'win'); // 1-0 after the bet
  assert.equal(settle(m, 'home', done(1, 0), bet), 'lose'); // 0-0 after the bet
  assert.equal(settle(m, 'away', done(1, 1), bet), 'win');
  assert.equal(settle({ type: 'asian_handicap', lineQuarters: -1 }, 'home', done(1, 0), bet), 'half_lose');
  assert.equal(settle(m, 'home', done(2, 0)), 'win'); // pre-match: the whole 2-0 counts
});

test('over/under with quarter lines', () => {
  const ou = (lineQuarters: number, side: string, home: number, away: number): string =>
    settle({ type: 'total', lineQuarters }, side, done(home, away));
  // O/U 2.25 (2/2.5) with 2 goals: over half-loses, under half-wins.
  assert.equal(ou(9, 'over', 1, 1), 'half_lose');
  assert.equal(ou(9, 'under', 2, 0), 'half_win');
  assert.equal(ou(9, 'over', 2, 1), 'win');
  assert.equal(ou(8, 'over', 1, 1), 'push'); // O/U 2: exactly 2 pushes
  assert.equal(ou(10, 'under', 1, 1), 'win'); // O/U 2.5
  assert.equal(ou(11, 'over', 2, 1), 'half_win'); // O/U 2.75 (2.5/3) with 3 goals
  assert.equal(ou(11, 'under', 2, 1), 'half_lose');
  assert.equal(ou(11, 'under', 1, 1), 'win');
  assert.equal(ou(1, 'over', 0, 0), 'half_lose'); // O/U 0.25 with no goal
  // A final-score total counts extra-time goals.
  assert.equal(settle({ type: 'total', lineQuarters: 10, period: 'final' }, 'over', done(1, 1, { home: 2, away: 1 })), 'win');
});

test('moneyline voids on a draw; BTTS; correct score with its "other" row', () => {
  const ml: Market = { type: 'moneyline' };
  assert.equal(settle(ml, 'home', done(1, 1)), 'void');
  assert.equal(settle(ml, 'away', done(1, 1)), 'void');
  assert.equal(settle(ml, 'away', done(0, 2)), 'win');
  assert.equal(settle({ type: 'moneyline', period: 'final' }, 'away', done(1, 1, { home: 1, away: 2 })), 'win');
  const btts: Market = { type: 'btts' };
  assert.deepEqual(
    [done(1, 1), done(2, 0), done(0, 0)].map((r) => settle(btts, 'yes', r)),
    ['win', 'lose', 'lose'],
  );
  assert.equal(settle(btts, 'no', done(0, 3)), 'win');
  const cs: Market = { type: 'correct_score', maxGoals: 3 };
  assert.equal(selectionsOf(cs).length, 17);
  assert.equal(settle(cs, '2-1', done(2, 1)), 'win');
  assert.equal(settle(cs, '1-2', done(2, 1)), 'lose');
  assert.equal(settle(cs, 'other', done(2, 1)), 'lose');
  assert.equal(settle(cs, 'other', done(4, 0)), 'win');
  assert.equal(settle(cs, '3-3', done(4, 0)), 'lose');
});

test('outrights: winner, places, dead heats and non-runners', () => {
  const competitors = ['A', 'B', 'C', 'D', 'E'];
  const win: Market = { type: 'outright', competitors, places: 1 };
  const top3: Market = { type: 'outright', competitors, places: 3 };
  const finished = (positions: Record<string, number>, nonRunners?: string[]): FixtureResult => ({
    status: 'completed',
    positions,
    nonRunners,
  });
  assert.deepEqual(
    ['A', 'B', 'E'].map((c) => settle(win, c, finished({ A: 1, B: 2, C: 3 }))),
    ['win', 'lose', 'lose'],
  );
  // Two tie for first in a winner market: each gets half the stake at full odds.
  assert.deepEqual(
    ['A', 'B', 'C'].map((c) => settle(win, c, finished({ A: 1, B: 1, C: 3 }))),
    ['dead_heat 1/2', 'dead_heat 1/2', 'lose'],
  );
  // Top 3, two tie for third: one place left for two -> 1/2.
  assert.equal(settle(top3, 'D', finished({ A: 1, B: 2, C: 3, D: 3 })), 'dead_heat 1/2');
  assert.equal(settle(top3, 'B', finished({ A: 1, B: 2, C: 3, D: 3 })), 'win');
  // Two tie for second in a top 3: two places for two -> full win.
  assert.equal(settle(top3, 'C', finished({ A: 1, B: 2, C: 2, D: 4 })), 'win');
  // Three tie for second: two places for three -> 2/3.
  assert.equal(settle(top3, 'D', finished({ A: 1, B: 2, C: 2, D: 2 })), 'dead_heat 2/3');
  assert.equal(settle(top3, 'E', finished({ A: 1, B: 2, C: 3 }, ['E'])), 'void');
  assert.equal(settle(top3, 'D', finished({ A: 1, B: 2, C: 3, D: 4 })), 'lose');
});

test('esports: match winner, map winner, map handicap, total maps', () => {
  const maps = (...winners: MapWinner[]): FixtureResult => ({ status: 'completed', maps: winners });
  const bo3 = maps('home', 'away', 'home');
  assert.equal(settle({ type: 'match_winner' }, 'home', bo3), 'win');
  assert.equal(settle({ type: 'match_winner' }, 'home', maps('home', 'away')), 'void'); // a drawn best of 2
  assert.equal(settle({ type: 'map_winner', map: 2 }, 'away', bo3), 'win');
  assert.equal(settle({ type: 'map_winner', map: 3 }, 'away', bo3), 'lose');
  assert.equal(settle({ type: 'map_winner', map: 3 }, 'home', maps('home', 'home')), 'void'); // not played
  assert.equal(settle({ type: 'map_winner', map: 2 }, 'home', maps('home', 'draw')), 'void');
  assert.equal(settle({ type: 'map_handicap', lineQuarters: -6 }, 'home', bo3), 'lose'); // −1.5 on a 2-1
  assert.equal(settle({ type: 'map_handicap', lineQuarters: -6 }, 'away', bo3), 'win');
  assert.equal(settle({ type: 'map_handicap', lineQuarters: -6 }, 'home', maps('home', 'home')), 'win');
  assert.equal(settle({ type: 'map_handicap', lineQuarters: -4 }, 'home', bo3), 'push');
  assert.equal(settle({ type: 'map_handicap', lineQuarters: -3 }, 'home', bo3), 'half_win');
  assert.equal(settle({ type: 'total_maps', lineQuarters: 10 }, 'over', bo3), 'win');
  assert.equal(settle({ type: 'total_maps', lineQuarters: 10 }, 'under', maps('away', 'away')), 'win');
  assert.equal(settle({ type: 'total_maps', lineQuarters: 9 }, 'over', maps('away', 'away')), 'half_lose');
  assert.equal(settle({ type: 'match_winner' }, 'home', maps()), 'void'); // a walkover: no map played
});

test('an abandoned fixture voids everything but a map already played', () => {
  const abandoned: FixtureResult = { status: 'abandoned', regularTime: { home: 3, away: 0 }, maps: ['home'] };
  const markets: [Market, string][] = [
    [{ type: '1x2' }, 'home'],
    [{ type: 'asian_handicap', lineQuarters: -2 }, 'home'],
    [{ type: 'total', lineQuarters: 10 }, 'over'],
    [{ type: 'btts' }, 'no'],
    [{ type: 'correct_score', maxGoals: 4 }, '3-0'],
    [{ type: 'outright', competitors: ['A', 'B'], places: 1 }, 'A'],
    [{ type: 'match_winner' }, 'home'],
    [{ type: 'map_winner', map: 2 }, 'home'],
    [{ type: 'total_maps', lineQuarters: 6 }, 'under'],
  ];
  for (const [market, selection] of markets) assert.equal(settle(market, selection, abandoned), 'void', market.type);
  assert.equal(settle({ type: 'map_winner', map: 1 }, 'home', abandoned), 'win');
});

test('bad markets, selections and results are refused', () => {
  assert.deepEqual(marketProblems({ type: 'asian_handicap', lineQuarters: -3 }), []);
  assert.equal(marketProblems({ type: 'asian_handicap', lineQuarters: -0.75 }).length, 1);
  assert.equal(marketProblems({ type: 'total', lineQuarters: 0 }).length, 1);
  assert.equal(marketProblems({ type: 'outright', competitors: ['A', 'A'], places: 2 }).length, 2);
  assert.equal(marketProblems({ type: 'map_winner', map: 0 }).length, 1);
  assert.equal(marketProblems({ type: 'correct_score', maxGoals: 2.5 }).length, 1);
  assert.throws(() => settleSelection({ type: '1x2' }, 'over', done(1, 0)), RangeError);
  assert.throws(() => settleSelection({ type: 'total', lineQuarters: 2.5 }, 'over', done(1, 0)), RangeError);
  assert.throws(() => settleSelection({ type: '1x2' }, 'home', { status: 'completed' }), TypeError);
  assert.throws(() => settleSelection({ type: '1x2' }, 'home', done(-1, 0)), TypeError);
});
