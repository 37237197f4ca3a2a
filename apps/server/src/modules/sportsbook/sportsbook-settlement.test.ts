// Proves each market's settlement end to end (decision 058), hand-worked on a 100.00 stake at
// offered prices of 2.00 (so a win returns 200.00, a half win 150.00, a push 100.00, a half loss
// 50.00): 1X2, Asian handicaps on whole, half and quarter lines, over/under on 2.5, 2.75, 3 and
// 3.25, both teams to score, correct score, moneyline; basketball on the final score after
// overtime; esports match winner, map winners, map handicaps and total maps; an outright's dead
// heat and non-runner; an abandoned match voiding every market except a map already played. Each
// slip's round closes in game_rounds with its return, the job runs once, and the books balance.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { placeSlipValue } from '@pkg/contracts/sports';
import { checkInvariants } from '../../ledger/invariants.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addMatch,
  applyBatch,
  bookPlayer,
  EVENS,
  feedMarket,
  feedResult,
  noMargin,
  placeSlip,
  relaunch,
  selectionOf,
  slipRound,
  slipRow,
  TEST_BOOK,
  walletNow,
  type BookPlayer,
} from './sportsbook.test-kit.ts';

let t: TestApp;
let punter: BookPlayer;
before(async () => {
  t = await createTestApp();
  await noMargin(t);
  punter = await bookPlayer(t, 10_000_000n);
});
after(() => t?.close());

const OU = { over: '2.00', under: '2.00' };

/** Bets 100.00 on each (market, selection) of a fixture; answers the slip ids by `market/selection`. */
async function betEach(ref: string, picks: Array<[string, string]>): Promise<Map<string, string>> {
  await relaunch(t, punter);
  const slips = new Map<string, string>();
  for (const [market, code] of picks) {
    const selection = await selectionOf(t, ref, market, code);
    const response = await placeSlip(t, punter, { legs: [selection], stakeMinor: '10000' });
    assert.equal(response.statusCode, 200, response.body);
    slips.set(`${market}/${code}`, placeSlipValue.parse(response.json().value).slip.slipId);
  }
  return slips;
}

/** Asserts each slip's return (minor units) after settlement, and its round's. */
async function expectReturns(slips: Map<string, string>, expected: Record<string, number>): Promise<void> {
  for (const [key, returnMinor] of Object.entries(expected)) {
    const slipId = slips.get(key);
    assert.ok(slipId, key);
    const row = await slipRow(t, slipId);
    assert.equal(row.ret, String(returnMinor), `${key} returns ${returnMinor}`);
    assert.equal(row.paid, String(returnMinor), `${key} paid ${returnMinor}`);
    const round = await slipRound(t, slipId);
    assert.equal(round?.win, String(returnMinor), `${key} round win`);
    assert.equal(round?.stake, '10000');
  }
}

test('football: 1X2, quarter-line handicaps and totals, BTTS, correct score and moneyline on 2-1', async () => {
  await addMatch(t, 'fa', [
    feedMarket('1x2', { type: '1x2' }, { home: '2.00', draw: '4.00', away: '4.00' }),
    feedMarket('ah-3', { type: 'asian_handicap', lineQuarters: -3 }, EVENS),
    feedMarket('ah-1', { type: 'asian_handicap', lineQuarters: -1 }, EVENS),
    feedMarket('ah-4', { type: 'asian_handicap', lineQuarters: -4 }, EVENS),
    feedMarket('ah-5', { type: 'asian_handicap', lineQuarters: -5 }, EVENS),
    feedMarket('ou10', { type: 'total', lineQuarters: 10 }, OU),
    feedMarket('ou11', { type: 'total', lineQuarters: 11 }, OU),
    feedMarket('ou12', { type: 'total', lineQuarters: 12 }, OU),
    feedMarket('ou13', { type: 'total', lineQuarters: 13 }, OU),
    feedMarket('btts', { type: 'btts' }, { yes: '2.00', no: '2.00' }),
    feedMarket(
      'cs',
      { type: 'correct_score', maxGoals: 2 },
      Object.fromEntries(['0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2', 'other'].map((c) => [c, '10.00'])),
    ),
    feedMarket('ml', { type: 'moneyline' }, EVENS),
  ]);
  assert.equal((await selectionOf(t, 'fa', '1x2', 'draw')).priceX10k, 40_000, 'a margin of 0 offers the line');
  const before = await walletNow(t, punter.id);
  const slips = await betEach('fa', [
    ['1x2', 'home'],
    ['1x2', 'draw'],
    ['1x2', 'away'],
    ['ah-3', 'home'],
    ['ah-3', 'away'],
    ['ah-1', 'home'],
    ['ah-1', 'away'],
    ['ah-4', 'home'],
    ['ah-4', 'away'],
    ['ah-5', 'home'],
    ['ah-5', 'away'],
    ['ou10', 'over'],
    ['ou11', 'over'],
    ['ou11', 'under'],
    ['ou12', 'over'],
    ['ou12', 'under'],
    ['ou13', 'over'],
    ['ou13', 'under'],
    ['btts', 'yes'],
    ['btts', 'no'],
    ['cs', '2-1'],
    ['cs', '1-1'],
    ['cs', 'other'],
    ['ml', 'home'],
  ]);
  assert.equal(await walletNow(t, punter.id), before - 240_000n, 'every stake taken once');
  t.clock.advanceMs(2 * 3_600_000);
  await feedResult(t, 'fa', { status: 'completed', regularTime: { home: 2, away: 1 } });
  await t.app.jobs.drain();
  await expectReturns(slips, {
    '1x2/home': 20_000,
    '1x2/draw': 0,
    '1x2/away': 0,
    // −0.75 won by one: half on −0.5 wins, half on −1 pushes; the away +0.75 loses half.
    'ah-3/home': 15_000,
    'ah-3/away': 5_000,
    'ah-1/home': 20_000,
    'ah-1/away': 0,
    // −1 won by one pushes both ways; −1.25: half on −1 pushes, half on −1.5 loses.
    'ah-4/home': 10_000,
    'ah-4/away': 10_000,
    'ah-5/home': 5_000,
    'ah-5/away': 15_000,
    'ou10/over': 20_000,
    'ou11/over': 15_000,
    'ou11/under': 5_000,
    'ou12/over': 10_000,
    'ou12/under': 10_000,
    'ou13/over': 5_000,
    'ou13/under': 15_000,
    'btts/yes': 20_000,
    'btts/no': 0,
    'cs/2-1': 100_000,
    'cs/1-1': 0,
    'cs/other': 0,
    'ml/home': 20_000,
  });
  const returned =
    20_000 +
    15_000 +
    5_000 +
    20_000 +
    10_000 +
    10_000 +
    5_000 +
    15_000 +
    20_000 +
    15_000 +
    5_000 +
    10_000 +
    10_000 +
    5_000 +
    15_000 +
    20_000 +
    100_000 +
    20_000;
  assert.equal(await walletNow(t, punter.id), before - 240_000n + BigInt(returned));
  const [lost] = await t.db.query<{ status: string }>(`select status from game_rounds where round_id = $1`, [`s${slips.get('1x2/draw')}`]);
  assert.equal(lost?.status, 'settled', 'a lost slip is a settled round (a valid bet)');
});

test('basketball settles on the final score after overtime; esports on the maps', async () => {
  const markets = [
    feedMarket('ml', { type: 'moneyline', period: 'final' }, EVENS),
    feedMarket('hcp', { type: 'asian_handicap', lineQuarters: -22, period: 'final' }, EVENS),
    feedMarket('tot', { type: 'total', lineQuarters: 802, period: 'final' }, OU),
  ];
  await addMatch(t, 'bc', markets, { competition: 'test-hoops' });
  await addMatch(
    t,
    'eb',
    [
      feedMarket('mw', { type: 'match_winner' }, EVENS),
      feedMarket('map1', { type: 'map_winner', map: 1 }, EVENS),
      feedMarket('map2', { type: 'map_winner', map: 2 }, EVENS),
      feedMarket('mh-6', { type: 'map_handicap', lineQuarters: -6 }, EVENS),
      feedMarket('mh-3', { type: 'map_handicap', lineQuarters: -3 }, EVENS),
      feedMarket('tm10', { type: 'total_maps', lineQuarters: 10 }, OU),
      feedMarket('tm11', { type: 'total_maps', lineQuarters: 11 }, OU),
    ],
    { competition: 'test-dota' },
  );
  const hoops = await betEach('bc', [
    ['ml', 'home'],
    ['hcp', 'home'],
    ['hcp', 'away'],
    ['tot', 'over'],
  ]);
  const dota = await betEach('eb', [
    ['mw', 'home'],
    ['map1', 'home'],
    ['map2', 'home'],
    ['map2', 'away'],
    ['mh-6', 'home'],
    ['mh-6', 'away'],
    ['mh-3', 'home'],
    ['tm10', 'over'],
    ['tm11', 'over'],
  ]);
  t.clock.advanceMs(2 * 3_600_000);
  await feedResult(t, 'bc', { status: 'completed', regularTime: { home: 100, away: 100 }, final: { home: 110, away: 105 } });
  await feedResult(t, 'eb', { status: 'completed', maps: ['home', 'away', 'home'] });
  await t.app.jobs.drain();
  // Won by 5 after overtime: the −5.5 home loses, the +5.5 away wins; 215 points go over 200.5.
  await expectReturns(hoops, { 'ml/home': 20_000, 'hcp/home': 0, 'hcp/away': 20_000, 'tot/over': 20_000 });
  // 2-1 in maps: −1.5 loses, +1.5 wins, −0.75 half wins; three maps go over 2.5 and half over 2.75.
  await expectReturns(dota, {
    'mw/home': 20_000,
    'map1/home': 20_000,
    'map2/home': 0,
    'map2/away': 20_000,
    'mh-6/home': 0,
    'mh-6/away': 20_000,
    'mh-3/home': 15_000,
    'tm10/over': 20_000,
    'tm11/over': 15_000,
  });
});

test('an outright pays a dead heat at half and voids a non-runner; an abandoned match voids all but a map already played', async () => {
  await applyBatch(t, {
    ...TEST_BOOK,
    fixtures: [
      {
        ref: 'od',
        competition: 'test-hoops',
        kind: 'outright',
        name: 'Test Hoops: winner',
        startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
        markets: [
          feedMarket(
            'winner',
            { type: 'outright', competitors: ['a', 'b', 'c', 'd'], places: 1 },
            { a: '4.00', b: '4.00', c: '4.00', d: '4.00' },
          ),
        ],
      },
    ],
  });
  await addMatch(t, 'ea', [feedMarket('1x2', { type: '1x2' }, { home: '2.00', draw: '4.00', away: '4.00' })]);
  await addMatch(t, 'eab', [feedMarket('mw', { type: 'match_winner' }, EVENS), feedMarket('map1', { type: 'map_winner', map: 1 }, EVENS)], {
    competition: 'test-dota',
  });
  const outright = await betEach('od', [
    ['winner', 'a'],
    ['winner', 'c'],
    ['winner', 'd'],
  ]);
  const abandoned = await betEach('ea', [['1x2', 'home']]);
  const esports = await betEach('eab', [
    ['mw', 'home'],
    ['map1', 'away'],
  ]);
  t.clock.advanceMs(2 * 3_600_000);
  await feedResult(t, 'od', { status: 'completed', positions: { a: 1, b: 1, c: 3 }, nonRunners: ['d'] });
  await feedResult(t, 'ea', { status: 'abandoned' });
  await feedResult(t, 'eab', { status: 'abandoned', maps: ['away'] });
  await t.app.jobs.drain();
  // a shares the win with b: half the stake at 4.00.
  await expectReturns(outright, { 'winner/a': 20_000, 'winner/c': 0, 'winner/d': 10_000 });
  await expectReturns(abandoned, { '1x2/home': 10_000 });
  await expectReturns(esports, { 'mw/home': 10_000, 'map1/away': 20_000 });
  const voided = await slipRow(t, abandoned.get('1x2/home') as string);
  assert.equal(voided.status, 'void');
  assert.equal((await slipRound(t, abandoned.get('1x2/home') as string))?.status, 'cancelled', 'a void bet is no valid bet');
  assert.equal((await checkInvariants(t.db, await demoBrandId(t.db))).ok, true);
});
