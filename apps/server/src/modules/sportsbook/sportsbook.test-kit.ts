/**
 * Helpers of the sportsbook's tests: a book of test fixtures applied through the feed adapter
 * (fixed lines, and a brand margin of 0 with a tick of 0.0001 so the offered prices are the lines),
 * players with a game session of the book, the page's calls, and the ids of fixtures and
 * selections by the feed's references.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import type { FeedBatch, FeedMarket } from '@pkg/contracts/sports-feed';
import type { FixtureResultWire } from '@pkg/contracts/sports';
import { openPlayerWallet } from '../../ledger/accounts.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { openTableSession } from '../rounds/rounds.test-kit.ts';
import { applyFeedBatch } from './feed-apply.ts';

/** A player of the book: account, session token and game session token. */
export interface BookPlayer {
  id: string;
  token: string;
  gameToken: string;
}

/** The test book's sports and competitions. */
export const TEST_BOOK: Pick<FeedBatch, 'sports' | 'competitions'> = {
  sports: [
    { code: 'football', kind: 'sport', names: { EN: 'Football', TY: 'Putbol' } },
    { code: 'basketball', kind: 'sport', names: { EN: 'Basketball' } },
    { code: 'dota-2', kind: 'esport', names: { EN: 'Dota 2' } },
  ],
  competitions: [
    { code: 'test-league', sport: 'football', names: { EN: 'Test League' } },
    { code: 'test-hoops', sport: 'basketball', names: { EN: 'Test Hoops' } },
    { code: 'test-dota', sport: 'dota-2', names: { EN: 'Test Dota' } },
  ],
};

/** Two-way lines at evens: with the test margin of 0 they are offered at 2.0000. */
export const EVENS = { home: '2.00', away: '2.00' };

/** A market of the feed with its prices. */
export function feedMarket(ref: string, definition: FeedMarket['definition'], prices: Record<string, string>, inPlay = false): FeedMarket {
  return { ref, definition, prices, inPlay, minStakeMinor: '100', maxStakeMinor: '1000000' };
}

/**
 * Makes the demo brand's book offer the lines as they are (margin 0, tick 0.0001), and stops the
 * other games' clocks (fast lottery draws, timer tables), so moving the test clock runs the book's
 * jobs only.
 */
export async function noMargin(t: TestApp): Promise<void> {
  await t.db.query(`update sport_books set margin_x10k = 0, tick_x10k = 1, min_price_x10k = 10001`);
  await t.db.query(`update games set enabled = false where vendor_code in ('BTFAST', 'BTXOSO')`);
  await t.db.query(`update round_tables set status = 'paused'`);
}

/** Applies a batch to the demo brand's book through the feed adapter; asserts nothing was refused. */
export async function applyBatch(t: TestApp, batch: Omit<FeedBatch, 'source'>): Promise<void> {
  const brandId = await demoBrandId(t.db);
  const applied = await applyFeedBatch(
    { db: t.db, jobs: t.app.jobs, publish: (brandId, event) => t.app.sportsbook.events.publish(brandId, event) },
    brandId,
    { source: 'test', ...batch },
    t.clock.now(),
  );
  assert.deepEqual(applied.problems, []);
}

/** A match of the test book starting `inMs` from the test clock, with its markets. */
export async function addMatch(
  t: TestApp,
  ref: string,
  markets: FeedMarket[],
  options: { competition?: string; home?: string; away?: string; inMs?: number } = {},
): Promise<string> {
  await applyBatch(t, {
    ...TEST_BOOK,
    fixtures: [
      {
        ref,
        competition: options.competition ?? 'test-league',
        kind: 'match',
        home: options.home ?? `${ref} Home`,
        away: options.away ?? `${ref} Away`,
        startsAt: new Date(t.clock.now().getTime() + (options.inMs ?? 3_600_000)).toISOString(),
        markets,
      },
    ],
  });
  return fixtureIdOf(t, ref);
}

export async function fixtureIdOf(t: TestApp, ref: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from sport_fixtures where feed_ref = $1`, [ref]);
  assert.ok(row, `fixture ${ref}`);
  return row.id;
}

/** A selection's id and offered price by fixture and market reference. */
export async function selectionOf(
  t: TestApp,
  fixtureRef: string,
  marketRef: string,
  code: string,
): Promise<{ selectionId: string; priceX10k: number }> {
  const [row] = await t.db.query<{ selectionId: string; priceX10k: number }>(
    `select s.id::text as "selectionId", s.price_x10k as "priceX10k" from sport_selections s join sport_markets m on m.id = s.market_id
       join sport_fixtures f on f.id = m.fixture_id where f.feed_ref = $1 and m.feed_ref = $2 and s.code = $3`,
    [fixtureRef, marketRef, code],
  );
  assert.ok(row, `selection ${fixtureRef}/${marketRef}/${code}`);
  return row;
}

/** Sends a fixture's result through the feed (approved at once, its settlement enqueued). */
export async function feedResult(t: TestApp, ref: string, result: FixtureResultWire): Promise<void> {
  await applyBatch(t, { results: [{ fixture: ref, result }] });
}

/** A registered player with funds (PHP) and a game session of the book. */
export async function bookPlayer(t: TestApp, fundMinor = 1_000_000n, vendor = 'BTSPORT', game = 'sportsbook'): Promise<BookPlayer> {
  const player = await newPlayer(t, 'punter', { pin: false });
  if (fundMinor > 0n) await fund(t, player.id, fundMinor);
  return { id: player.id, token: player.token, gameToken: await openTableSession(t, player.id, vendor, game) };
}

/** A fresh game session for a player (a session idles out after 30 minutes of the test clock). */
export async function relaunch(t: TestApp, player: BookPlayer, vendor = 'BTSPORT', game = 'sportsbook'): Promise<BookPlayer> {
  player.gameToken = await openTableSession(t, player.id, vendor, game);
  return player;
}

/** A call of the book page's API with the game session token. */
export function bookCall(t: TestApp, url: string, gameToken: string, body?: object) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: demoHeaders({ [GAME_TOKEN_HEADER]: gameToken }),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Places a slip under a fresh key (or the given one). */
export function placeSlip(
  t: TestApp,
  player: BookPlayer,
  slip: {
    kind?: 'single' | 'parlay';
    legs: Array<{ selectionId: string; priceX10k: number }>;
    stakeMinor: string;
    policy?: string;
    key?: string;
  },
) {
  return bookCall(t, API.sportsSlips, player.gameToken, {
    key: slip.key ?? randomUUID(),
    kind: slip.kind ?? (slip.legs.length > 1 ? 'parlay' : 'single'),
    legs: slip.legs,
    stakeMinor: slip.stakeMinor,
    ...(slip.policy ? { policy: slip.policy } : {}),
  });
}

/** The player's spendable main wallet (PHP), from the ledger. */
export async function walletNow(t: TestApp, accountId: string, currency = 'PHP'): Promise<bigint> {
  return (await openPlayerWallet(t.db, await demoBrandId(t.db), currency, accountId, t.clock.now())).availableMinor;
}

/** A slip's row as the tests read it. */
export async function slipRow(t: TestApp, slipId: string) {
  const [row] = await t.db.query<{ status: string; paid: string; ret: string | null; short: string; clawed: string }>(
    `select status, paid_minor::text as paid, return_minor::text as ret, short_minor::text as short, clawed_minor::text as clawed
       from sport_slips where id = $1`,
    [slipId],
  );
  assert.ok(row, `slip ${slipId}`);
  return row;
}

/** The slip's round in game_rounds. */
export async function slipRound(t: TestApp, slipId: string) {
  const [row] = await t.db.query<{ status: string; stake: string; win: string; gameType: string }>(
    `select status, stake_minor::text as stake, win_minor::text as win, game_type as "gameType" from game_rounds where round_id = $1`,
    [`s${slipId}`],
  );
  return row ?? null;
}
