// Proves the slip's arithmetic in the browser: a parlay only of distinct fixtures, combined odds
// rounded down, potential returns floored and capped, live price moves applied to the picks with
// their direction, and the book's events applied to fixtures (moves with arrows, suspensions,
// status and score, ended fixtures leaving the list).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FixtureView } from '@pkg/contracts/sports';
import { applyToFixtures, recentMove } from './book-events';
import {
  acceptPrices,
  EMPTY_SLIP,
  movePicks,
  parlayAllowed,
  parlayOddsText,
  potentialReturn,
  priceMove,
  togglePick,
  type SlipPick,
} from './slip-state';

const pick = (selectionId: string, fixtureId: string, priceX10k: number): SlipPick => ({
  selectionId,
  fixtureId,
  fixtureName: `F${fixtureId}`,
  home: 'A',
  away: 'B',
  sportCode: 'football',
  definition: { type: '1x2' },
  code: 'home',
  name: null,
  priceX10k,
  seenPriceX10k: priceX10k,
  open: true,
});

test('picks toggle; a parlay needs two fixtures; odds and returns are exact and capped', () => {
  let slip = togglePick(EMPTY_SLIP, pick('1', 'f1', 19_500));
  slip = togglePick(slip, pick('2', 'f2', 21_000));
  assert.equal(parlayAllowed(slip.picks, 10), true);
  assert.equal(parlayOddsText(slip.picks), '4.09', '1.95 x 2.10 = 4.095, shown rounded down');
  assert.equal(potentialReturn(1000n, slip.picks, 10_000_000n), 4095n);
  assert.equal(potentialReturn(1000n, slip.picks, 4000n), 4000n, 'the maximum payout caps it');
  assert.equal(parlayAllowed([...slip.picks, pick('3', 'f1', 30_000)], 10), false, 'two picks of one fixture');
  slip = togglePick(slip, pick('1', 'f1', 19_500));
  assert.deepEqual(
    slip.picks.map((p) => p.selectionId),
    ['2'],
  );
});

test('live moves reach the picks with their direction until the player accepts them', () => {
  let slip = togglePick(EMPTY_SLIP, pick('1', 'f1', 19_500));
  slip = movePicks(slip, [{ selectionId: '1', priceX10k: 18_000, open: true }]);
  assert.equal(priceMove(slip.picks[0] as SlipPick), 'down');
  slip = acceptPrices(slip);
  assert.equal(priceMove(slip.picks[0] as SlipPick), null);
  slip = movePicks(slip, [{ selectionId: '1', priceX10k: 18_000, open: false }]);
  assert.equal(slip.picks[0]?.open, false);
});

test('book events move prices with an arrow, suspend markets and drop ended fixtures', () => {
  const fixture: FixtureView = {
    fixtureId: 'f1',
    sportCode: 'football',
    sportKind: 'sport',
    competitionId: 'c',
    competitionName: 'C',
    kind: 'match',
    name: 'A v B',
    home: 'A',
    away: 'B',
    startsAt: '2026-11-22T04:00:00.000Z',
    status: 'prematch',
    score: null,
    marketCount: 1,
    markets: [
      {
        marketId: 'm1',
        definition: { type: '1x2' },
        status: 'open',
        inPlay: true,
        minStakeMinor: '100',
        maxStakeMinor: '1000',
        selections: [
          { selectionId: 's1', code: 'home', name: null, priceX10k: 20_000, previousPriceX10k: null, movedAt: null, open: true },
        ],
      },
    ],
  };
  const at = '2026-11-22T04:00:05.000Z';
  const [moved] = applyToFixtures(
    [fixture],
    {
      type: 'prices',
      at,
      changes: [{ selectionId: 's1', marketId: 'm1', fixtureId: 'f1', priceX10k: 21_000, previousPriceX10k: 20_000, open: true }],
    },
    at,
  );
  const selection = moved?.markets[0]?.selections[0];
  assert.equal(selection?.priceX10k, 21_000);
  assert.equal(recentMove(selection as never, Date.parse(at) + 1000), 'up');
  assert.equal(recentMove(selection as never, Date.parse(at) + 60_000), null, 'an old move shows no arrow');
  const [suspended] = applyToFixtures([moved as FixtureView], { type: 'market', marketId: 'm1', fixtureId: 'f1', status: 'suspended' }, at);
  assert.equal(suspended?.markets[0]?.selections[0]?.open, false);
  const live = applyToFixtures(
    [fixture],
    { type: 'fixture', fixtureId: 'f1', status: 'live', score: { home: 1, away: 0, clock: "12'" }, startsAt: fixture.startsAt },
    at,
  );
  assert.equal(live[0]?.score?.clock, "12'");
  assert.deepEqual(
    applyToFixtures([fixture], { type: 'fixture', fixtureId: 'f1', status: 'ended', score: null, startsAt: fixture.startsAt }, at),
    [],
  );
});
