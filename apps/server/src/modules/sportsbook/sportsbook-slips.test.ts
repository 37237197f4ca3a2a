// Proves placing slips (decision 058): the book page's session, fixtures and settings; a single
// and a parlay staked once through the ledger with their rounds and claims; every refusal (a
// suspended market, a price moved outside the player's policy, a stake under the minimum, over the
// market's, the selection's or the player's factored maximum, over the maximum payout, a started
// fixture, a duplicate key, a parlay of one fixture, bad input) answered with its code and nothing
// taken; in-play slips held for the book's delay then accepted at the price then, or rejected when
// the price or the score moved; trial accounts betting XTS; slips arriving together in one group
// with one player short of funds; the slip's round in the betting record.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { fixturesValue, placeSlipValue, slipsValue, slipValue, sportsSessionValue } from '@pkg/contracts/sports';
import { gameRoundDetailValue } from '@pkg/contracts/game-rounds';
import { authed } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTableSession } from '../rounds/rounds.test-kit.ts';
import {
  addMatch,
  applyBatch,
  bookCall,
  bookPlayer,
  EVENS,
  feedMarket,
  fixtureIdOf,
  noMargin,
  placeSlip,
  selectionOf,
  slipRound,
  walletNow,
  type BookPlayer,
} from './sportsbook.test-kit.ts';

let t: TestApp;
let ana: BookPlayer;
before(async () => {
  t = await createTestApp();
  await noMargin(t);
  ana = await bookPlayer(t, 5_000_000n);
  await addMatch(t, 'm1', [
    feedMarket('1x2', { type: '1x2' }, { home: '2.00', draw: '4.00', away: '4.00' }),
    feedMarket('ah-2', { type: 'asian_handicap', lineQuarters: -2 }, EVENS),
  ]);
  await addMatch(t, 'm2', [feedMarket('ml', { type: 'moneyline' }, EVENS)], { competition: 'test-hoops' });
});
after(() => t?.close());

const slipCount = async () => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from sport_slips`))[0]?.n);

/** Asserts a refusal: its code, and that no money moved and no slip was written. */
async function refused(response: Awaited<ReturnType<typeof placeSlip>>, code: string, player: BookPlayer, before: bigint, slips: number) {
  assert.equal(response.json().errorCode, code, response.body);
  assert.equal(await walletNow(t, player.id), before, 'nothing taken');
  assert.equal(await slipCount(), slips, 'no slip written');
}

test('the session shows the menu, the player settings and the rules; fixtures list their main markets', async () => {
  const session = await bookCall(t, API.sportsSession, ana.gameToken);
  assert.equal(session.statusCode, 200, session.body);
  const value = sportsSessionValue.parse(session.json().value);
  assert.equal(value.vendorCode, 'BTSPORT');
  assert.equal(value.settings.oddsFormat, 'decimal');
  assert.equal(value.rules.inPlayDelayMs, 5000);
  assert.deepEqual(
    value.sports.find((sport) => sport.code === 'football')?.competitions.map((c) => c.name),
    ['Test League'],
  );
  const saved = await bookCall(t, API.sportsSettings, ana.gameToken, { oddsFormat: 'malay', policy: 'none' });
  assert.equal(saved.statusCode, 200, saved.body);
  const again = sportsSessionValue.parse((await bookCall(t, API.sportsSession, ana.gameToken)).json().value);
  assert.deepEqual(again.settings, { oddsFormat: 'malay', policy: 'none' }, 'the odds format is kept server-side');
  await bookCall(t, API.sportsSettings, ana.gameToken, { oddsFormat: 'decimal', policy: 'accept_higher' });
  const list = fixturesValue.parse((await bookCall(t, `${API.sportsFixtures}?sport=football`, ana.gameToken)).json().value);
  const m1 = list.fixtures.find((fixture) => fixture.name === 'm1 Home v m1 Away');
  assert.ok(m1);
  assert.deepEqual(
    m1.markets.map((market) => market.definition.type),
    ['1x2', 'asian_handicap'],
  );
  assert.deepEqual(
    m1.markets[0]?.selections.map((s) => s.priceX10k),
    [20_000, 40_000, 40_000],
  );
  const one = await bookCall(t, API.sportsFixture.replace(':fixtureId', await fixtureIdOf(t, 'm2')), ana.gameToken);
  assert.equal(one.json().value.fixture.markets.length, 1);
  const none = await bookCall(t, API.sportsSession, 'not-a-token');
  assert.equal(none.statusCode, 401);
});

test('a single and a parlay: staked once, rounds opened, claims written, listed in my bets and the betting record', async () => {
  const before = await walletNow(t, ana.id);
  const home = await selectionOf(t, 'm1', '1x2', 'home');
  const ml = await selectionOf(t, 'm2', 'ml', 'home');
  const single = await placeSlip(t, ana, { legs: [home], stakeMinor: '10000' });
  assert.equal(single.statusCode, 200, single.body);
  const slip = placeSlipValue.parse(single.json().value);
  assert.equal(slip.slip.status, 'open');
  assert.equal(slip.slip.potentialReturnMinor, '20000');
  assert.equal(BigInt(slip.balanceMinor), before - 10_000n);
  const parlay = await placeSlip(t, ana, { legs: [home, ml], stakeMinor: '5000' });
  assert.equal(parlay.statusCode, 200, parlay.body);
  assert.equal(placeSlipValue.parse(parlay.json().value).slip.potentialReturnMinor, '20000', '5000 at 2.00 x 2.00');
  assert.equal(await walletNow(t, ana.id), before - 15_000n);
  assert.deepEqual(await slipRound(t, slip.slip.slipId), { status: 'open', stake: '10000', win: '0', gameType: 'SPORTS' });
  const claims = await t.db.query<{ action: string; amount: string }>(
    `select action, amount_minor::text as amount from vendor_wallet_transactions where round_id = $1`,
    [`s${slip.slip.slipId}`],
  );
  assert.deepEqual(claims, [{ action: 'debit', amount: '10000' }]);
  const mine = slipsValue.parse((await bookCall(t, `${API.sportsSlips}?status=open`, ana.gameToken)).json().value);
  assert.equal(mine.slips.length, 2);
  assert.equal(mine.slips[0]?.kind, 'parlay');
  const record = await t.app.inject({
    method: 'GET',
    url: API.gameRound.replace(':vendorCode', 'BTSPORT').replace(':roundId', `s${slip.slip.slipId}`),
    headers: authed(ana.token),
  });
  assert.equal(record.statusCode, 200, record.body);
  const detail = gameRoundDetailValue.parse(record.json().value);
  assert.equal((detail.detail as { kind: string }).kind, 'sports-slip');
  assert.equal(detail.movements.length, 1);
});

test('refusals: suspended, price moved, limits, factor, payout cap, started, duplicate, one fixture twice, bad input; nothing taken', async () => {
  const home = await selectionOf(t, 'm1', '1x2', 'home');
  const draw = await selectionOf(t, 'm1', '1x2', 'draw');
  const ah = await selectionOf(t, 'm1', 'ah-2', 'home');
  const before = await walletNow(t, ana.id);
  const slips = await slipCount();
  // A price that moved: none refuses any move, accept_higher takes a higher one only.
  await applyBatch(t, { prices: [{ fixture: 'm1', market: '1x2', prices: { home: '2.50', draw: '4.00', away: '4.00' } }] });
  const moved = await selectionOf(t, 'm1', '1x2', 'home');
  assert.ok(moved.priceX10k > home.priceX10k);
  await refused(await placeSlip(t, ana, { legs: [home], stakeMinor: '10000', policy: 'none' }), 'sport_price_changed', ana, before, slips);
  const lower = await placeSlip(t, ana, { legs: [draw], stakeMinor: '1000', policy: 'accept_higher' });
  assert.equal(lower.json().errorCode, 'sport_price_changed', 'the draw moved down');
  const problems = JSON.parse(lower.json().problems as string) as Array<{ code: string; priceX10k: number }>;
  assert.equal(problems[0]?.code, 'price_changed');
  assert.ok((problems[0]?.priceX10k ?? 0) < draw.priceX10k, 'the new price comes with the refusal');
  // Stakes: under the market's minimum (100), over its maximum (1,000,000), over the maximum payout (10,000,000).
  await refused(await placeSlip(t, ana, { legs: [moved], stakeMinor: '99' }), 'sport_stake_limit', ana, before, slips);
  const over = await placeSlip(t, ana, { legs: [moved], stakeMinor: '1000001' });
  assert.equal(over.json().errorCode, 'sport_stake_limit');
  assert.equal(over.json().limitMinor, '1000000');
  await t.db.query(`update sport_books set max_payout_minor = 100000`);
  const cap = await placeSlip(t, ana, { legs: [moved], stakeMinor: '50000' });
  assert.equal(cap.json().errorCode, 'sport_stake_limit');
  assert.match(cap.json().problems, /max_payout_exceeded/);
  await t.db.query(`update sport_books set max_payout_minor = 10000000`);
  // A selection's own maximum, and the player's stake factor (a quarter of every maximum).
  await t.db.query(`update sport_selections set max_stake_minor = 2000 where id = $1`, [moved.selectionId]);
  await refused(await placeSlip(t, ana, { legs: [moved], stakeMinor: '2001' }), 'sport_stake_limit', ana, before, slips);
  await t.db.query(`update sport_selections set max_stake_minor = null where id = $1`, [moved.selectionId]);
  await t.db.query(
    `insert into sport_players (account_id, merchant_id, stake_factor_x10k, updated_at)
    select id, merchant_id, 2500, now() from accounts where id = $1 on conflict (account_id) do update set stake_factor_x10k = 2500`,
    [ana.id],
  );
  const factored = await placeSlip(t, ana, { legs: [moved], stakeMinor: '250001' });
  assert.equal(factored.json().limitMinor, '250000');
  await t.db.query(`update sport_players set stake_factor_x10k = 10000 where account_id = $1`, [ana.id]);
  // A suspended market, a parlay of one fixture's legs, a single of two legs.
  await applyBatch(t, { prices: [{ fixture: 'm1', market: 'ah-2', prices: {}, status: 'suspended' }] });
  await refused(await placeSlip(t, ana, { legs: [ah], stakeMinor: '1000' }), 'sport_selection_closed', ana, before, slips);
  await refused(
    await placeSlip(t, ana, { kind: 'parlay', legs: [moved, draw], stakeMinor: '1000', policy: 'accept_any' }),
    'sport_slip_invalid',
    ana,
    before,
    slips,
  );
  await refused(
    await placeSlip(t, ana, { kind: 'single', legs: [moved, draw], stakeMinor: '1000' }),
    'sport_slip_invalid',
    ana,
    before,
    slips,
  );
  await refused(
    await placeSlip(t, ana, { legs: [{ selectionId: '999999', priceX10k: 20_000 }], stakeMinor: '1000' }),
    'sport_slip_invalid',
    ana,
    before,
    slips,
  );
  await refused(await placeSlip(t, ana, { legs: [moved], stakeMinor: '1.5' }), 'amount_invalid', ana, before, slips);
  const bad = await bookCall(t, API.sportsSlips, ana.gameToken, { key: 'k', kind: 'single', legs: [], stakeMinor: '100' });
  assert.equal(bad.statusCode, 400);
  // A duplicate: the same key again is refused, and nothing more is taken.
  const key = randomUUID();
  const first = await placeSlip(t, ana, { legs: [moved], stakeMinor: '1000', key });
  assert.equal(first.statusCode, 200, first.body);
  const afterFirst = await walletNow(t, ana.id);
  const again = await placeSlip(t, ana, { legs: [moved], stakeMinor: '1000', key });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'sport_slip_duplicate');
  assert.equal(again.json().slipId, placeSlipValue.parse(first.json().value).slip.slipId);
  const reused = await placeSlip(t, ana, { legs: [moved], stakeMinor: '2000', key });
  assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  assert.equal(await walletNow(t, ana.id), afterFirst);
  // A pre-match price after the start (the feed has not said so yet).
  t.clock.advanceMs(3_600_000 + 1);
  await refused(
    await placeSlip(t, await relaunched(ana), { legs: [moved], stakeMinor: '1000' }),
    'sport_fixture_started',
    ana,
    afterFirst,
    slips + 1,
  );
});

async function relaunched(player: BookPlayer): Promise<BookPlayer> {
  player.gameToken = await openTableSession(t, player.id, 'BTSPORT', 'sportsbook');
  return player;
}

test('in play: held for the delay, then accepted at the price then, or rejected when the price or the score moved', async () => {
  const ben = await bookPlayer(t, 1_000_000n);
  await addMatch(
    t,
    'live1',
    [feedMarket('ml', { type: 'moneyline' }, EVENS, true), feedMarket('btts', { type: 'btts' }, { yes: '2.00', no: '2.00' })],
    { inMs: 60_000 },
  );
  t.clock.advanceMs(60_001);
  await applyBatch(t, {
    fixtures: [
      {
        ref: 'live1',
        competition: 'test-league',
        kind: 'match',
        home: 'live1 Home',
        away: 'live1 Away',
        startsAt: new Date(t.clock.now().getTime() - 1).toISOString(),
        status: 'live',
        score: { home: 0, away: 0 },
      },
    ],
  });
  const btts = await selectionOf(t, 'live1', 'btts', 'yes');
  const prematchOnly = await placeSlip(t, ben, { legs: [btts], stakeMinor: '1000' });
  assert.equal(prematchOnly.json().errorCode, 'sport_fixture_started', 'a market not offered in play closed at the start');
  const home = await selectionOf(t, 'live1', 'ml', 'home');
  const before = await walletNow(t, ben.id);
  const held = placeSlipValue.parse(
    (await placeSlip(t, ben, { legs: [home], stakeMinor: '10000', policy: 'accept_any' })).json().value,
  ).slip;
  assert.equal(held.status, 'pending');
  assert.equal(held.decideAt, new Date(t.clock.now().getTime() + 5000).toISOString());
  assert.equal(await walletNow(t, ben.id), before, 'nothing taken while held');
  assert.equal(await slipRound(t, held.slipId), null);
  await t.app.jobs.drain();
  assert.equal((await slipOf(ben, held.slipId)).status, 'pending', 'not before the delay');
  // The price moves during the delay; the player accepts any: taken at the price then.
  await applyBatch(t, { prices: [{ fixture: 'live1', market: 'ml', prices: { home: '1.60', away: '2.50' } }] });
  t.clock.advanceMs(5000);
  await t.app.jobs.drain();
  const accepted = await slipOf(ben, held.slipId);
  assert.equal(accepted.status, 'open');
  assert.equal(accepted.legs[0]?.priceX10k, (await selectionOf(t, 'live1', 'ml', 'home')).priceX10k);
  assert.equal(await walletNow(t, ben.id), before - 10_000n);
  assert.equal((await slipRound(t, held.slipId))?.stake, '10000');
  // Policy none: a move during the delay rejects, nothing taken.
  const now = await selectionOf(t, 'live1', 'ml', 'away');
  const strict = placeSlipValue.parse((await placeSlip(t, ben, { legs: [now], stakeMinor: '1000', policy: 'none' })).json().value).slip;
  await applyBatch(t, { prices: [{ fixture: 'live1', market: 'ml', prices: { home: '1.70', away: '2.30' } }] });
  // A goal during the delay rejects whatever the policy.
  const moved = await selectionOf(t, 'live1', 'ml', 'home');
  const goal = placeSlipValue.parse(
    (await placeSlip(t, ben, { legs: [moved], stakeMinor: '1000', policy: 'accept_any' })).json().value,
  ).slip;
  await applyBatch(t, {
    fixtures: [
      {
        ref: 'live1',
        competition: 'test-league',
        kind: 'match',
        home: 'live1 Home',
        away: 'live1 Away',
        startsAt: new Date(t.clock.now().getTime() - 5000).toISOString(),
        status: 'live',
        score: { home: 1, away: 0 },
      },
    ],
  });
  t.clock.advanceMs(5000);
  await t.app.jobs.drain();
  for (const slip of [strict, goal]) {
    const decided = await slipOf(ben, slip.slipId);
    assert.equal(decided.status, 'rejected');
    assert.equal(decided.rejectCode, 'sport_price_changed');
    assert.equal(await slipRound(t, slip.slipId), null);
  }
  assert.equal(await walletNow(t, ben.id), before - 10_000n, 'rejected slips took nothing');
});

async function slipOf(player: BookPlayer, slipId: string) {
  await relaunched(player);
  return slipValue.parse((await bookCall(t, API.sportsSlip.replace(':slipId', slipId), player.gameToken)).json().value).slip;
}

test('a trial account bets XTS; slips arriving together share one group and one short of funds takes nothing', async () => {
  await addMatch(t, 'm3', [feedMarket('ml', { type: 'moneyline' }, EVENS)], { competition: 'test-hoops' });
  const trial = await bookPlayer(t, 0n);
  await t.db.query(`update accounts set account_type = 4 where id = $1`, [trial.id]);
  const { fund } = await import('../../../test/wallet-helpers.ts');
  await fund(t, trial.id, 50_000n, 'XTS');
  trial.gameToken = await openTableSession(t, trial.id, 'BTSPORT', 'sportsbook', 4);
  const home = await selectionOf(t, 'm3', 'ml', 'home');
  const demo = await placeSlip(t, trial, { legs: [home], stakeMinor: '10000' });
  assert.equal(demo.statusCode, 200, demo.body);
  assert.equal(placeSlipValue.parse(demo.json().value).slip.currency, 'XTS');
  assert.equal(await walletNow(t, trial.id, 'XTS'), 40_000n);
  const players = await Promise.all([1, 2, 3, 4].map(() => bookPlayer(t, 20_000n)));
  const poor = await bookPlayer(t, 500n);
  const answers = await Promise.all([...players, poor].map((player) => placeSlip(t, player, { legs: [home], stakeMinor: '1000' })));
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    [200, 200, 200, 200, 409],
  );
  assert.equal(answers[4]?.json().errorCode, 'insufficient_funds');
  for (const player of players) assert.equal(await walletNow(t, player.id), 19_000n);
  assert.equal(await walletNow(t, poor.id), 500n);
  const [orphans] = await t.db.query<{ n: number }>(`select count(*)::int as n from sport_slips s where s.account_id = $1`, [poor.id]);
  assert.equal(orphans?.n, 0, 'the refused slip left no row');
});
