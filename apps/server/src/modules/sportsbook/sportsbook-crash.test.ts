// Proves a settlement is once whatever dies (decision 058): a run whose page transaction fails at
// each of its statements in turn (a killed process) leaves the pages before it paid and nothing of
// the failed one, and the job then finishes it with every slip paid exactly once; two processes
// draining the same settlement pay once; the demo feed builds the demo book (fixtures of three
// days, markets with the brand's margin), moves prices between ticks with their live events, and
// brings results that settle a demo slip.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Queryable } from '../../db/client.ts';
import { placeSlipValue, type SportsEvent } from '@pkg/contracts/sports';
import { overround } from '@pkg/games/sports/margin';
import { checkInvariants } from '../../ledger/invariants.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDemoFeed } from './demo-feed.ts';
import { settleFixture } from './settle-fixture.ts';
import {
  addMatch,
  bookPlayer,
  EVENS,
  feedMarket,
  feedResult,
  noMargin,
  placeSlip,
  relaunch,
  selectionOf,
  slipRow,
  walletNow,
  type BookPlayer,
} from './sportsbook.test-kit.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  t = await createTestApp();
  await noMargin(t);
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

/** The test database, failing the `failAt`-th statement of the `nth` transaction from now (1: the first after BEGIN). */
function failingAt(db: Db, nth: number, failAt: number): Db {
  let transactions = 0;
  return {
    ...db,
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      transactions += 1;
      const mine = transactions === nth;
      let statements = 0;
      return db.transaction((tx) =>
        fn({
          query<R>(sql: string, params?: unknown[]) {
            statements += 1;
            if (mine && statements === failAt) return Promise.reject(new Error(`killed at statement ${failAt}`));
            return tx.query<R>(sql, params);
          },
        }),
      );
    },
  };
}

/** Slips of 100.00 at 2.00 on a fixture's home side by several players; answers them. */
async function slipsOn(ref: string, players: BookPlayer[], each: number): Promise<string[]> {
  const home = await selectionOf(t, ref, 'ml', 'home');
  const slips: string[] = [];
  for (const player of players) {
    await relaunch(t, player);
    for (let i = 0; i < each; i++) {
      const response = await placeSlip(t, player, { legs: [home], stakeMinor: '10000' });
      assert.equal(response.statusCode, 200, response.body);
      slips.push(placeSlipValue.parse(response.json().value).slip.slipId);
    }
  }
  return slips;
}

async function payoutsOf(slips: readonly string[]): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ledger_transfers where code = 'bet_payout' and metadata ->> 'roundId' = any($1::text[])`,
    [slips.map((id) => `s${id}`)],
  );
  return row?.n ?? 0;
}

test('a settlement killed at each statement of a page, then finished by the job, pays every slip once', async () => {
  const players = await Promise.all([1, 2, 3].map(() => bookPlayer(t, 100_000n)));
  for (let failAt = 1; failAt <= 7; failAt++) {
    const ref = `crash${failAt}`;
    const fixtureId = await addMatch(t, ref, [feedMarket('ml', { type: 'moneyline' }, EVENS)]);
    const slips = await slipsOn(ref, players, 2);
    const before = await Promise.all(players.map((p) => walletNow(t, p.id)));
    await t.db.query(`update sport_fixtures set result = $2, result_version = 1, status = 'ended' where id = $1`, [
      fixtureId,
      JSON.stringify({ status: 'completed', regularTime: { home: 1, away: 0 } }),
    ]);
    // Pages of two slips: the second page's transaction dies at statement `failAt`.
    await assert.rejects(
      settleFixture({ db: failingAt(t.db, 2, failAt), now: () => t.clock.now(), workers: 1, pageSize: 2 }, { fixtureId, version: 1 }),
      /killed at statement/,
    );
    assert.equal(await payoutsOf(slips), 2, `killed at ${failAt}: only the first page is paid`);
    await settleFixture({ db: t.db, now: () => t.clock.now(), workers: 1, pageSize: 2 }, { fixtureId, version: 1 });
    await settleFixture({ db: t.db, now: () => t.clock.now(), workers: 1, pageSize: 2 }, { fixtureId, version: 1 });
    assert.equal(await payoutsOf(slips), 6, 'each slip paid once');
    for (const [index, player] of players.entries()) assert.equal(await walletNow(t, player.id), (before[index] as bigint) + 40_000n);
    for (const slip of slips) assert.equal((await slipRow(t, slip)).paid, '20000');
  }
  assert.equal((await checkInvariants(t.db, brandId)).ok, true);
});

test('two processes draining the same settlement pay each slip once', async () => {
  const peer = await createPeerApp(t);
  try {
    const players = await Promise.all([1, 2].map(() => bookPlayer(t, 100_000n)));
    await addMatch(t, 'twin', [feedMarket('ml', { type: 'moneyline' }, EVENS)]);
    const slips = await slipsOn('twin', players, 3);
    await feedResult(t, 'twin', { status: 'completed', regularTime: { home: 2, away: 0 } });
    await Promise.all([t.app.jobs.drain(), peer.jobs.drain(), t.app.sportsbook.settle(await fixtureId('twin'), 1)]);
    assert.equal(await payoutsOf(slips), 6);
    for (const player of players) assert.equal(await walletNow(t, player.id), 100_000n - 30_000n + 60_000n);
  } finally {
    await peer.close();
  }
});

async function fixtureId(ref: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from sport_fixtures where feed_ref = $1`, [ref]);
  return row?.id as string;
}

test('the demo feed builds the book, moves prices between ticks and brings results that settle', async () => {
  await t.db.query(`update sport_books set margin_x10k = 500, tick_x10k = 100, min_price_x10k = 10100`);
  const events: SportsEvent[] = [];
  const stop = (t.app.sportsbook.events as { publish: (m: string, e: SportsEvent) => void }).publish;
  t.app.sportsbook.events.publish = (brandId, event) => {
    events.push(event);
    stop(brandId, event);
  };
  const feed = createDemoFeed();
  await t.app.sportsbook.runFeed(feed, 'bituin');
  const [counts] = await t.db.query<{ fixtures: number; markets: number; sports: number }>(
    `select (select count(*)::int from sport_fixtures where feed_ref like 'demo:%') as fixtures,
       (select count(*)::int from sport_markets m join sport_fixtures f on f.id = m.fixture_id where f.feed_ref like 'demo:%') as markets,
       (select count(*)::int from sport_sports where code in ('basketball', 'football', 'mobile-legends', 'dota-2')) as sports`,
  );
  assert.equal(counts?.sports, 4);
  assert.ok((counts?.fixtures ?? 0) >= 40, `three days of fixtures and the outrights: ${counts?.fixtures}`);
  assert.ok((counts?.markets ?? 0) >= 100, `markets of the matches not over: ${counts?.markets}`);
  const market = await t.db.query<{ price: number }>(
    `select s.price_x10k as price from sport_selections s join sport_markets m on m.id = s.market_id join sport_fixtures f on f.id = m.fixture_id
      where f.feed_ref like 'demo:epl:%' and f.status = 'prematch' and m.feed_ref = '1x2' order by f.starts_at limit 3`,
  );
  assert.equal(market.length, 3);
  assert.ok(overround(market.map((m) => m.price)).num > 0n, 'the brand margin is on');
  // A bet on the next upcoming demo match, then time runs past its end.
  const [next] = await t.db.query<{ ref: string; startsAt: Date; sport: string }>(
    `select f.feed_ref as ref, f.starts_at as "startsAt", sp.code as sport from sport_fixtures f join sport_competitions c on c.id = f.competition_id
       join sport_sports sp on sp.id = c.sport_id where f.feed_ref like 'demo:%' and f.status = 'prematch' and f.kind = 'match'
       order by f.starts_at limit 1`,
  );
  assert.ok(next);
  const firstMarket = next.sport === 'football' ? '1x2' : next.sport === 'basketball' ? 'ml' : 'mw';
  const player = await bookPlayer(t, 100_000n);
  const pick = await selectionOf(t, next.ref, firstMarket, 'home');
  const slip = await placeSlip(t, player, { legs: [pick], stakeMinor: '10000', policy: 'accept_any' });
  assert.equal(slip.statusCode, 200, slip.body);
  const slipId = placeSlipValue.parse(slip.json().value).slip.slipId;
  events.length = 0;
  for (let i = 0; i < 12; i++) {
    t.clock.advanceMs(5_000);
    await t.app.sportsbook.runFeed(feed, 'bituin');
  }
  assert.ok(
    events.some((event) => event.type === 'prices' && event.changes.length > 0),
    'prices move between ticks',
  );
  t.clock.advanceMs(new Date(next.startsAt).getTime() + 4 * 3_600_000 - t.clock.now().getTime());
  await t.app.sportsbook.runFeed(feed, 'bituin');
  await t.app.jobs.drain();
  const settled = await slipRow(t, slipId);
  assert.ok(settled.status === 'settled' || settled.status === 'void', `the demo result settled the slip: ${settled.status}`);
  assert.equal(BigInt(settled.paid), BigInt(settled.ret ?? '0'));
  assert.equal((await checkInvariants(t.db, brandId)).ok, true);
});
