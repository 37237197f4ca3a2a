// Proves the trading desk (decision 058): results under four eyes (support may not propose, the
// proposer may not approve, a fixture before its start takes none), a correction resettles through
// the ledger (a higher result paid, a lower one taken back, what a spent wallet cannot give kept as
// short) and never edits a paid row; liability per market and selection; prices typed in every odds
// format land on the book as typed (property-tested through the API); suspensions, a started
// fixture closing its pre-match markets, a fixture made by hand, limits, stake factors, the JSON
// importer; every change in the staff audit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { boFixtureDetail, boSportsPage } from '@pkg/contracts/sports-desk';
import { formatOdds, type OddsFormat } from '@pkg/games/sports/odds-formats';
import { placeSlipValue } from '@pkg/contracts/sports';
import { checkInvariants } from '../../ledger/invariants.ts';
import { openClearingAccount, openPlayerWallet } from '../../ledger/accounts.ts';
import { transfer } from '../../ledger/transfer.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import {
  addMatch,
  bookPlayer,
  EVENS,
  feedMarket,
  fixtureIdOf,
  noMargin,
  placeSlip,
  relaunch,
  selectionOf,
  slipRound,
  slipRow,
  walletNow,
  type BookPlayer,
} from './sportsbook.test-kit.ts';

let t: TestApp;
let maria: TestStaff;
let ana: TestStaff;
let jun: TestStaff;
let punter: BookPlayer;
let brandId: string;
before(async () => {
  t = await createTestApp();
  await noMargin(t);
  brandId = await demoBrandId(t.db);
  maria = await staffSignedIn(t, 'owner');
  ana = await staffSignedIn(t, 'finance');
  jun = await staffSignedIn(t, 'support');
  punter = await bookPlayer(t, 100_000n);
});
after(() => t?.close());

const detail = async (fixtureId: string) =>
  boFixtureDetail.parse((await asStaff(t, ana, 'GET', withId(BO_API.sportsFixture, fixtureId))).json().value);
const propose = (staff: TestStaff, fixtureId: string, result: object) =>
  asStaff(t, staff, 'POST', withId(BO_API.sportsFixtureResult, fixtureId), { result });
const pending = async (fixtureId: string) => (await detail(fixtureId)).results.find((r) => r.status === 'pending')?.resultId as string;

test('results under four eyes, and corrections resettled through the ledger (paid, taken back, short)', async () => {
  const fixtureId = await addMatch(t, 'r1', [feedMarket('1x2', { type: '1x2' }, { home: '2.00', draw: '4.00', away: '4.00' })], {
    inMs: 60_000,
  });
  const home = await selectionOf(t, 'r1', '1x2', 'home');
  const placed = await placeSlip(t, punter, { legs: [home], stakeMinor: '10000' });
  const slipId = placeSlipValue.parse(placed.json().value).slip.slipId;
  const start = await walletNow(t, punter.id);
  const twoOne = { status: 'completed', regularTime: { home: 2, away: 1 } };
  assert.equal((await propose(jun, fixtureId, twoOne)).statusCode, 403, 'support reads the book, never results');
  assert.equal((await propose(maria, fixtureId, twoOne)).json().errorCode, 'sport_result_state', 'not before the start');
  t.clock.advanceMs(60_001);
  assert.equal((await propose(maria, fixtureId, { status: 'completed', maps: ['home'] })).json().errorCode, 'sport_result_invalid');
  assert.equal((await propose(maria, fixtureId, twoOne)).statusCode, 200);
  assert.equal((await propose(ana, fixtureId, twoOne)).json().errorCode, 'sport_result_state', 'one proposal at a time');
  const first = await pending(fixtureId);
  const self = await asStaff(t, maria, 'POST', withId(BO_API.sportsResultApprove, first));
  assert.equal(self.statusCode, 403);
  assert.equal(self.json().errorCode, 'sport_same_staff');
  assert.equal((await asStaff(t, ana, 'POST', withId(BO_API.sportsResultApprove, first))).statusCode, 200);
  await t.app.jobs.drain();
  assert.equal(await walletNow(t, punter.id), start + 20_000n, 'v1 paid 200.00');
  // A correction to 1-1: the win is taken back.
  await propose(maria, fixtureId, { status: 'completed', regularTime: { home: 1, away: 1 } });
  await asStaff(t, ana, 'POST', withId(BO_API.sportsResultApprove, await pending(fixtureId)));
  await t.app.jobs.drain();
  assert.equal(await walletNow(t, punter.id), start);
  assert.deepEqual(await slipRow(t, slipId), { status: 'settled', paid: '0', ret: '0', short: '0', clawed: '20000' });
  assert.equal((await slipRound(t, slipId))?.win, '0');
  // Back to 2-1: paid again; then the player spends it all but 50.00 and a correction to 0-1 takes what is there.
  await propose(ana, fixtureId, twoOne);
  await asStaff(t, maria, 'POST', withId(BO_API.sportsResultApprove, await pending(fixtureId)));
  await t.app.jobs.drain();
  assert.equal(await walletNow(t, punter.id), start + 20_000n);
  const at = t.clock.now();
  const wallet = await openPlayerWallet(t.db, brandId, 'PHP', punter.id, at);
  const bank = await openClearingAccount(t.db, brandId, 'PHP', 'test-bank', at);
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'adjustment',
    idempotencyKey: `spend:${slipId}`,
    fromAccountId: wallet.id,
    toAccountId: bank.id,
    amountMinor: start + 15_000n,
    actor: 'test',
    ip: null,
    at,
  });
  await propose(maria, fixtureId, { status: 'completed', regularTime: { home: 0, away: 1 } });
  await asStaff(t, ana, 'POST', withId(BO_API.sportsResultApprove, await pending(fixtureId)));
  await t.app.jobs.drain();
  assert.equal(await walletNow(t, punter.id), 0n);
  const row = await slipRow(t, slipId);
  assert.equal(row.short, '15000', 'what the spent wallet could not give');
  assert.equal(row.paid, '15000');
  const view = await detail(fixtureId);
  assert.equal(view.resultVersion, 4);
  assert.equal(view.settledVersion, 4);
  assert.equal(view.shortMinor, '15000');
  assert.deepEqual(
    view.results.filter((r) => r.status === 'approved').map((r) => r.version),
    [4, 3, 2, 1],
  );
  const audit = await t.db.query<{ action: string }>(`select action from staff_audit where action like 'sports.result.%' order by id`);
  assert.deepEqual(audit.map((a) => a.action).slice(0, 3), ['sports.result.propose', 'sports.result.approve', 'sports.result.propose']);
  assert.equal((await checkInvariants(t.db, brandId)).ok, true);
});

test('liability per selection; prices typed in any format land as typed; suspensions and starts close what they should', async () => {
  await relaunch(t, punter);
  const fixtureId = await addMatch(t, 'l1', [
    feedMarket('1x2', { type: '1x2' }, { home: '2.00', draw: '4.00', away: '4.00' }, true),
    feedMarket('ml', { type: 'moneyline' }, EVENS),
  ]);
  const rich = await bookPlayer(t, 1_000_000n);
  await placeSlip(t, rich, { legs: [await selectionOf(t, 'l1', '1x2', 'home')], stakeMinor: '10000' });
  await placeSlip(t, rich, { legs: [await selectionOf(t, 'l1', '1x2', 'draw')], stakeMinor: '5000' });
  const market = (await detail(fixtureId)).markets.find((m) => m.definition.type === '1x2');
  assert.ok(market);
  assert.deepEqual(
    market.selections.map((s) => [s.code, s.bets, s.stakesMinor, s.payoutMinor, s.netMinor]),
    [
      ['home', 1, '10000', '20000', '5000'],
      ['draw', 1, '5000', '20000', '5000'],
      ['away', 0, '0', '0', '-15000'],
    ],
  );
  assert.equal(market.worstCaseMinor, '5000');
  const ml = (await detail(fixtureId)).markets.find((m) => m.definition.type === 'moneyline');
  assert.ok(ml);
  const formats: OddsFormat[] = ['decimal', 'hongkong', 'malay', 'indonesian', 'american'];
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 11_000, max: 90_000 }), fc.constantFrom(...formats), async (price, format) => {
      const text = formatOdds(price, format);
      const response = await asStaff(t, maria, 'POST', withId(BO_API.sportsMarketPrices, ml.marketId), { format, prices: { home: text } });
      assert.equal(response.statusCode, 200, response.body);
      const [row] = await t.db.query<{ line: number }>(
        `select line_price_x10k as line from sport_selections where market_id = $1 and code = 'home'`,
        [ml.marketId],
      );
      assert.equal(formatOdds(row?.line as number, format), text, `${format} ${text} shows as typed`);
    }),
    { numRuns: 25 },
  );
  const badPrice = await asStaff(t, maria, 'POST', withId(BO_API.sportsMarketPrices, ml.marketId), {
    format: 'malay',
    prices: { home: '1.5' },
  });
  assert.equal(badPrice.json().errorCode, 'sport_market_invalid');
  assert.equal((await asStaff(t, jun, 'POST', withId(BO_API.sportsMarketStatus, ml.marketId), { status: 'suspended' })).statusCode, 403);
  assert.equal((await asStaff(t, maria, 'POST', withId(BO_API.sportsMarketStatus, ml.marketId), { status: 'suspended' })).statusCode, 200);
  const refused = await placeSlip(t, rich, { legs: [await selectionOf(t, 'l1', 'ml', 'home')], stakeMinor: '1000' });
  assert.equal(refused.json().errorCode, 'sport_selection_closed');
  await asStaff(t, maria, 'POST', withId(BO_API.sportsMarketStatus, ml.marketId), { status: 'open' });
  const taken = await placeSlip(t, rich, { legs: [await selectionOf(t, 'l1', 'ml', 'home')], stakeMinor: '1000', policy: 'accept_any' });
  assert.equal(taken.statusCode, 200, taken.body);
  const started = await asStaff(t, maria, 'POST', withId(BO_API.sportsFixtureAction, fixtureId), { action: 'start' });
  const live = boFixtureDetail.parse(started.json().value);
  assert.equal(live.status, 'live');
  assert.deepEqual(
    live.markets.map((m) => [m.definition.type, m.status]),
    [
      ['1x2', 'open'],
      ['moneyline', 'closed'],
    ],
  );
  const actions = await t.db.query<{ action: string }>(
    `select action from staff_audit where action like 'sports.market.%' or action like 'sports.fixture.%'`,
  );
  assert.ok(actions.some((a) => a.action === 'sports.market.suspend') && actions.some((a) => a.action === 'sports.fixture.start'));
});

test('a fixture by hand, a market, limits, a stake factor and the JSON importer', async () => {
  const page = boSportsPage.parse((await asStaff(t, ana, 'GET', `${BO_API.sportsFixtures}?brandId=${brandId}`)).json().value);
  const league = page.competitions.find((c) => c.name === 'Test League');
  assert.ok(league);
  const made = await asStaff(t, maria, 'POST', BO_API.sportsFixtures, {
    competitionId: league.competitionId,
    home: 'Desk United',
    away: 'Desk City',
    startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
  });
  assert.equal(made.statusCode, 200, made.body);
  const fixture = boFixtureDetail.parse(made.json().value);
  assert.deepEqual(
    fixture.markets.map((m) => [m.definition.type, m.status]),
    [
      ['1x2', 'suspended'],
      ['asian_handicap', 'suspended'],
      ['total', 'suspended'],
      ['btts', 'suspended'],
    ],
  );
  const added = await asStaff(t, maria, 'POST', withId(BO_API.sportsFixtureMarkets, fixture.fixtureId), {
    definition: { type: 'total', lineQuarters: 11 },
    inPlay: true,
    minStakeMinor: '500',
    maxStakeMinor: '20000',
    format: 'hongkong',
    prices: { over: '0.90', under: '0.90' },
  });
  assert.equal(added.statusCode, 200, added.body);
  const total = boFixtureDetail.parse(added.json().value).markets.at(-1);
  assert.equal(total?.status, 'open');
  assert.equal(total?.selections[0]?.linePriceX10k, 19_000);
  const limits = await asStaff(t, maria, 'POST', withId(BO_API.sportsMarketLimits, total?.marketId as string), {
    minStakeMinor: '1000',
    maxStakeMinor: '900',
  });
  assert.equal(limits.json().errorCode, 'sport_market_invalid');
  const lookup = await asStaff(
    t,
    ana,
    'GET',
    `${BO_API.sportsPlayer}?brandId=${brandId}&username=${encodeURIComponent((await t.db.query<{ username: string }>(`select username from accounts where id = $1`, [punter.id]))[0]?.username as string)}`,
  );
  assert.equal(lookup.statusCode, 200, lookup.body);
  const factor = await asStaff(t, ana, 'POST', withId(BO_API.sportsPlayerFactor, punter.id), { stakeFactorX10k: 0, reason: 'arbitrage' });
  assert.equal(factor.json().value.stakeFactorX10k, 0);
  await relaunch(t, punter);
  const stopped = await placeSlip(t, punter, {
    legs: [await selectionOf(t, 'l1', '1x2', 'home')],
    stakeMinor: '100',
    policy: 'accept_any',
  });
  assert.equal(stopped.json().errorCode, 'sport_stake_limit', 'a factor of 0 stops the player');
  const json = JSON.stringify({
    source: 'file:test',
    fixtures: [
      {
        ref: 'imp-1',
        competition: 'test-league',
        home: 'Imported A',
        away: 'Imported B',
        startsAt: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
        markets: [{ ref: '1x2', definition: { type: '1x2' }, prices: { home: '2.10', draw: '3.30', away: '3.60' } }],
      },
    ],
  });
  const imported = await asStaff(t, maria, 'POST', BO_API.sportsImport, { brandId, json });
  assert.equal(imported.statusCode, 200, imported.body);
  assert.deepEqual(imported.json().value.problems, []);
  assert.equal(imported.json().value.markets, 1);
  await fixtureIdOf(t, 'imp-1');
  const again = await asStaff(t, maria, 'POST', BO_API.sportsImport, { brandId, json });
  assert.equal(again.json().value.markets, 0, 'the same batch again changes nothing');
  const broken = await asStaff(t, maria, 'POST', BO_API.sportsImport, { brandId, json: '{"source":"x","fixtures":[{"ref":"a"}]}' });
  assert.equal(broken.json().errorCode, 'sport_feed_invalid');
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from staff_audit where action in ('sports.import', 'sports.player.factor', 'sports.fixture.create', 'sports.market.create')`,
  );
  assert.equal(audit?.n, 5);
});
