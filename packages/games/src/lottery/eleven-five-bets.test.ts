// Proves every 11x5 bet type prices and pays hand-worked tickets exactly on fixed draws: combos,
// stake (unit × combos), hits and win (floor(unit × odds × hits / 10_000)).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findBetType, prepareResult, settleTicket } from './bet-catalogue.ts';

/** Normalises the picks and settles them on `numbers` at the default odds, in minor units. */
function ticket(code: string, picks: string[][], numbers: string[], unit = 100n) {
  const betType = findBetType('11x5', code);
  assert.ok(betType, code);
  const canonical = betType.normalise(picks);
  const { combos, stakeMinor, hits, winMinor } = settleTicket(betType, canonical, prepareResult({ format: '11x5', numbers }), unit);
  return { picks: canonical, combos, stake: stakeMinor, hits, win: winMinor };
}

// The main draw, in order: 07 02 11 05 09 (sum 34: big, even).
const DRAW = ['07', '02', '11', '05', '09'];

test('any-1 to any-5: a combination wins when all its numbers are among the five drawn', () => {
  // Any-1 {02,03}: 2 combos, 02 wins: 100 × 2.134 = 213.4 → 213.
  assert.deepEqual(ticket('11x5.any1', [['03', '02']], DRAW), { picks: [['02', '03']], combos: 2, stake: 200n, hits: 1, win: 213n });
  // Any-2 {02,05,07,10}: C(4,2) = 6 combos; 3 picked were drawn, so C(3,2) = 3 win: 100 × 5.335 × 3 = 1600.5 → 1600.
  assert.deepEqual(ticket('11x5.any2', [['10', '07', '05', '02']], DRAW), {
    picks: [['02', '05', '07', '10']],
    combos: 6,
    stake: 600n,
    hits: 3,
    win: 1600n,
  });
  // Any-3, same picks: 4 combos, only 02-05-07 wins: 100 × 16 = 1600.
  assert.deepEqual(ticket('11x5.any3', [['02', '05', '07', '10']], DRAW), {
    picks: [['02', '05', '07', '10']],
    combos: 4,
    stake: 400n,
    hits: 1,
    win: 1600n,
  });
  // Any-4 with one number not drawn: loses.
  assert.equal(ticket('11x5.any4', [['02', '05', '07', '10']], DRAW).hits, 0);
  // Any-5 exactly the five drawn (in any order): 100 × 448.1 = 44_810.
  assert.deepEqual(ticket('11x5.any5', [['11', '09', '07', '05', '02']], DRAW), {
    picks: [['02', '05', '07', '09', '11']],
    combos: 1,
    stake: 100n,
    hits: 1,
    win: 44_810n,
  });
});

test('any-6 to any-8: a combination wins when all five drawn are inside it', () => {
  // Any-6 of 7 picks holding all five drawn: C(7,6) = 7 combos; the winners add one of the 2 others: 2 hits.
  // stake 700; win 100 × 74.69 × 2 = 14_938.
  assert.deepEqual(ticket('11x5.any6', [['01', '02', '05', '07', '09', '10', '11']], DRAW), {
    picks: [['01', '02', '05', '07', '09', '10', '11']],
    combos: 7,
    stake: 700n,
    hits: 2,
    win: 14_938n,
  });
  // Any-7 missing the drawn 09: loses.
  assert.equal(ticket('11x5.any7', [['01', '02', '03', '05', '07', '10', '11']], DRAW).hits, 0);
  // Any-8 of 9 picks with all five: C(9,8) = 9 combos; winners add 3 of the 4 others: C(4,3) = 4 hits.
  // stake 900; win 100 × 8.002 × 4 = 3200.8 → 3200.
  assert.deepEqual(ticket('11x5.any8', [['01', '02', '03', '04', '05', '07', '09', '10', '11']], DRAW), {
    picks: [['01', '02', '03', '04', '05', '07', '09', '10', '11']],
    combos: 9,
    stake: 900n,
    hits: 4,
    win: 3200n,
  });
});

test('11x5.pos1 and the direct bets: ordered, different numbers per combination', () => {
  // First drawn 07: {07,08} 2 combos, win 100 × 10.67 = 1067.
  assert.deepEqual(ticket('11x5.pos1', [['08', '07']], DRAW), { picks: [['07', '08']], combos: 2, stake: 200n, hits: 1, win: 1067n });
  // Front two {07,02} × {02,03} minus the repeat 02-02: 07-02, 07-03, 02-03 = 3 combos; 07-02 wins: 100 × 106.7 = 10_670.
  assert.deepEqual(
    ticket(
      '11x5.f2.direct',
      [
        ['07', '02'],
        ['03', '02'],
      ],
      DRAW,
    ),
    {
      picks: [
        ['02', '07'],
        ['02', '03'],
      ],
      combos: 3,
      stake: 300n,
      hits: 1,
      win: 10_670n,
    },
  );
  // Front three {07} × {02} × {07,11}: 07-02-07 repeats, so 1 combo; 07-02-11 wins: 100 × 960.3 = 96_030.
  assert.deepEqual(ticket('11x5.f3.direct', [['07'], ['02'], ['11', '07']], DRAW), {
    picks: [['07'], ['02'], ['07', '11']],
    combos: 1,
    stake: 100n,
    hits: 1,
    win: 96_030n,
  });
  // Right numbers, wrong order: 02 first loses.
  assert.equal(ticket('11x5.f2.direct', [['02'], ['07']], DRAW).hits, 0);
});

test('11x5.sum.bsoe: big 31-45, small 15-29, 30 neither; odd and even at their own odds', () => {
  // Sum 34: B and E win: floor(100 × 2.084) + floor(100 × 1.982) = 208 + 198 = 406.
  assert.deepEqual(ticket('11x5.sum.bsoe', [['B', 'S', 'O', 'E']], DRAW), {
    picks: [['B', 'S', 'O', 'E']],
    combos: 4,
    stake: 400n,
    hits: 2,
    win: 406n,
  });
  // Sum 30 (01 02 07 09 11): big and small both lose, even wins.
  assert.deepEqual(ticket('11x5.sum.bsoe', [['B', 'S', 'E']], ['01', '02', '07', '09', '11']), {
    picks: [['B', 'S', 'E']],
    combos: 3,
    stake: 300n,
    hits: 1,
    win: 198n,
  });
});

test('exposure keys name each combination', () => {
  assert.deepEqual(findBetType('11x5', '11x5.any2')?.exposureKeys([['01', '02', '03']]), [
    '11x5.any2:01-02',
    '11x5.any2:01-03',
    '11x5.any2:02-03',
  ]);
  assert.deepEqual(findBetType('11x5', '11x5.f2.direct')?.exposureKeys([['01', '02'], ['02']]), ['11x5.f2.direct:01-02']);
});
