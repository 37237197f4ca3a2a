// Proves every PK10 bet type prices and pays hand-worked tickets exactly on a fixed race: combos,
// stake (unit × combos), hits and win (floor(unit × odds × hits / 10_000)).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findBetType, prepareResult, settleTicket } from './bet-catalogue.ts';

/** Normalises the picks and settles them on `numbers` at the default odds, in minor units. */
function ticket(code: string, picks: string[][], numbers: string[], unit = 100n) {
  const betType = findBetType('pk10', code);
  assert.ok(betType, code);
  const canonical = betType.normalise(picks);
  const { combos, stakeMinor, hits, winMinor } = settleTicket(betType, canonical, prepareResult({ format: 'pk10', numbers }), unit);
  return { picks: canonical, combos, stake: stakeMinor, hits, win: winMinor };
}

// Ranks 1..10: 03 10 01 07 05 09 02 06 08 04 (champion 03, runner-up 10: top-two sum 13, big and odd).
const RACE = ['03', '10', '01', '07', '05', '09', '02', '06', '08', '04'];
const empty = (count: number): string[][] => Array.from({ length: count }, () => []);

test('pk10.pos: a car per rank', () => {
  // Rank 1 {03,04}: 03 wins; rank 10 {04}: wins → 3 combos, 2 hits; win 100 × 9.7 × 2 = 1940.
  const picks = empty(10);
  picks[0] = ['04', '03'];
  picks[9] = ['04'];
  const result = ticket('pk10.pos', picks, RACE);
  assert.deepEqual(result.picks[0], ['03', '04']);
  assert.deepEqual(
    { combos: result.combos, stake: result.stake, hits: result.hits, win: result.win },
    { combos: 3, stake: 300n, hits: 2, win: 1940n },
  );
});

test('pk10.bsoe: big 06-10, small 01-05, odd, even per rank', () => {
  // Rank 1 = 03 (small, odd): B loses, S wins; rank 2 = 10 (big, even): O loses → 3 combos, 1 hit, win 194.
  const picks = empty(10);
  picks[0] = ['S', 'B'];
  picks[1] = ['O'];
  assert.deepEqual(ticket('pk10.bsoe', picks, RACE).win, 194n);
  assert.equal(ticket('pk10.bsoe', picks, RACE).combos, 3);
});

test('pk10.dt: rank r against rank 11 - r', () => {
  // 1v10: 03 < 04 tiger; 2v9: 10 > 08 dragon; 3v8: 01 < 06 tiger.
  // Picks D on 1v10 (loses), D on 2v9 (wins), D and T on 3v8 (T wins): 4 combos, 2 hits, win 100 × 1.94 × 2 = 388.
  assert.deepEqual(ticket('pk10.dt', [['D'], ['D'], ['T', 'D'], [], []], RACE), {
    picks: [['D'], ['D'], ['D', 'T'], [], []],
    combos: 4,
    stake: 400n,
    hits: 2,
    win: 388n,
  });
});

test('pk10.top2.sum and its big/small/odd/even: per-value odds', () => {
  // Sum 13: picks 13 and 3 → 2 combos; 13 pays 100 × 10.91 = 1091.
  assert.deepEqual(ticket('pk10.top2.sum', [['13', '3']], RACE), { picks: [['3', '13']], combos: 2, stake: 200n, hits: 1, win: 1091n });
  // Big (2.182) and odd (1.746) win: 218 + 174 = 392.
  assert.deepEqual(ticket('pk10.top2.sum.bsoe', [['E', 'O', 'S', 'B']], RACE), {
    picks: [['B', 'S', 'O', 'E']],
    combos: 4,
    stake: 400n,
    hits: 2,
    win: 392n,
  });
  // Sum 11 (01 + 10) is small.
  assert.equal(ticket('pk10.top2.sum.bsoe', [['S']], ['01', '10', '02', '03', '04', '05', '06', '07', '08', '09']).hits, 1);
});

test('pk10.top2.direct: champion and runner-up in order, different cars', () => {
  // {03,10} × {10,03} minus 03-03 and 10-10: 03-10 and 10-03 = 2 combos; 03-10 wins: 100 × 87.3 = 8730.
  assert.deepEqual(
    ticket(
      'pk10.top2.direct',
      [
        ['10', '03'],
        ['03', '10'],
      ],
      RACE,
    ),
    {
      picks: [
        ['03', '10'],
        ['03', '10'],
      ],
      combos: 2,
      stake: 200n,
      hits: 1,
      win: 8730n,
    },
  );
  assert.deepEqual(
    findBetType('pk10', 'pk10.top2.direct')?.exposureKeys([
      ['03', '10'],
      ['03', '10'],
    ]),
    ['pk10.top2.direct:03-10', 'pk10.top2.direct:10-03'],
  );
});
