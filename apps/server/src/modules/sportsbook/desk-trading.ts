/**
 * The trading desk's changes (decision 058): a fixture made by hand with its sport's market
 * template (suspended until priced), a market added, prices typed in any odds format (the trader's
 * line; the brand's margin goes on), markets suspended and resumed, a fixture started or ended,
 * stake limits, and the feed's JSON importer. Each change and its staff audit entry commit
 * together; the live events go out after.
 */
import { feedBatch, type FeedApplied } from '@pkg/contracts/sports-feed';
import type { MarketDefinition, OddsFormatName, SportsEvent } from '@pkg/contracts/sports';
import { marketProblems, selectionsOf } from '@pkg/games/sports/markets';
import { OddsFormatError, parseOdds } from '@pkg/games/sports/odds-formats';
import type { Market } from '@pkg/games/sports/sport-types';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../http/errors.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { offeredPrices } from './book-prices.ts';
import { selectBookRules, selectFixture } from './book.queries.ts';
import {
  insertDeskFixture,
  selectCompetitionSport,
  selectDeskMarket,
  selectNextMarketSort,
  selectTradingMarketIds,
  updateFixtureState,
  updateLimits,
} from './desk.queries.ts';
import { applyFeedBatch } from './feed-apply.ts';
import { closeMarkets, insertMarkets, selectLines, setMarketStatuses, updateSelections } from './feed.queries.ts';
import type { FixtureRow } from './sports-rows.ts';

/** A desk-made fixture's markets by sport, with even lines, suspended until the trader prices them. */
function templateOf(fixture: Pick<FixtureRow, 'sportCode' | 'sportKind'>): Array<{ definition: Market; inPlay: boolean; lines: number[] }> {
  if (fixture.sportKind === 'esport') {
    return [
      { definition: { type: 'match_winner' }, inPlay: true, lines: [19_000, 19_000] },
      { definition: { type: 'map_winner', map: 1 }, inPlay: true, lines: [19_000, 19_000] },
      { definition: { type: 'map_handicap', lineQuarters: -6 }, inPlay: false, lines: [19_000, 19_000] },
      { definition: { type: 'total_maps', lineQuarters: 10 }, inPlay: false, lines: [19_000, 19_000] },
    ];
  }
  if (fixture.sportCode === 'football') {
    return [
      { definition: { type: '1x2' }, inPlay: true, lines: [26_000, 32_000, 26_000] },
      { definition: { type: 'asian_handicap', lineQuarters: 0 }, inPlay: true, lines: [19_000, 19_000] },
      { definition: { type: 'total', lineQuarters: 10 }, inPlay: true, lines: [19_000, 19_000] },
      { definition: { type: 'btts' }, inPlay: false, lines: [19_000, 19_000] },
    ];
  }
  return [
    { definition: { type: 'moneyline', period: 'final' }, inPlay: true, lines: [19_000, 19_000] },
    { definition: { type: 'asian_handicap', lineQuarters: -22, period: 'final' }, inPlay: false, lines: [19_000, 19_000] },
    { definition: { type: 'total', lineQuarters: 802, period: 'final' }, inPlay: false, lines: [19_000, 19_000] },
  ];
}

/** An amount typed by staff: whole minor units above zero. */
function parseMinor(text: string, field: string): bigint {
  if (!/^[1-9][0-9]{0,14}$/.test(text.trim())) throw new AppError('amount_invalid', undefined, { field });
  return BigInt(text.trim());
}

/** Typed prices in a format as line prices by code (every code must be the market's). */
function parsePrices(codes: readonly string[], format: OddsFormatName, prices: Record<string, string>): Map<string, number> {
  const lines = new Map<string, number>();
  for (const [code, text] of Object.entries(prices)) {
    if (!codes.includes(code)) throw new AppError('sport_market_invalid', `the market has no selection ${code}`);
    try {
      lines.set(code, parseOdds(text, format));
    } catch (error) {
      if (error instanceof OddsFormatError) throw new AppError('sport_market_invalid', `${code}: ${error.message}`);
      throw error;
    }
  }
  return lines;
}

export function createDeskTrading(deps: { db: Db; clock: Clock; jobs: JobRunner; publish: (brandId: string, event: SportsEvent) => void }) {
  const { db, clock } = deps;

  async function fixtureInScope(tx: Queryable, actor: StaffActor, fixtureId: string, lock = true): Promise<FixtureRow> {
    const fixture = /^[0-9]{1,18}$/.test(fixtureId) ? await selectFixture(tx, fixtureId, lock ? 'update' : undefined) : null;
    if (!fixture) throw new AppError('sport_not_found');
    assertBrandInScope(actor, fixture.brandId);
    return fixture;
  }

  /** New prices of a market's selections from typed lines; answers the price events. */
  async function movePrices(tx: Queryable, brandId: string, marketId: string, lines: ReadonlyMap<string, number>, at: Date) {
    const rows = await selectLines(tx, [marketId]);
    const merged = rows.map((row) => lines.get(row.code) ?? row.linePriceX10k);
    const prices = offeredPrices(merged, await selectBookRules(tx, brandId));
    const updates = rows.map((row, index) => ({
      id: row.id,
      linePriceX10k: merged[index] as number,
      priceX10k: prices[index] as number,
      status: row.status,
    }));
    await updateSelections(tx, updates, at);
    return rows
      .map((row, index) => ({ row, price: prices[index] as number }))
      .filter(({ row, price }) => row.priceX10k !== price)
      .map(({ row, price }) => ({
        selectionId: row.id,
        marketId,
        fixtureId: row.fixtureId,
        priceX10k: price,
        previousPriceX10k: row.priceX10k,
        open: row.status === 'open',
      }));
  }

  return {
    /** A fixture by hand, with its sport's markets suspended at even lines. */
    async createFixture(
      actor: StaffActor,
      input: { competitionId: string; home: string; away: string; startsAt: string },
    ): Promise<string> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const competition = await selectCompetitionSport(tx, input.competitionId);
        if (!competition) throw new AppError('sport_not_found');
        assertBrandInScope(actor, competition.brandId);
        const fixtureId = await insertDeskFixture(tx, { ...input, brandId: competition.brandId, startsAt: new Date(input.startsAt) }, at);
        const rules = await selectBookRules(tx, competition.brandId);
        await insertMarkets(
          tx,
          templateOf(competition).map((entry, sort) => {
            const prices = offeredPrices(entry.lines, rules);
            return {
              brandId: competition.brandId,
              fixtureId,
              feedRef: null,
              definition: entry.definition,
              status: 'suspended' as const,
              inPlay: entry.inPlay,
              minStakeMinor: 100n,
              maxStakeMinor: 500_000n,
              sort,
              selections: selectionsOf(entry.definition).map((code, index) => ({
                code,
                name: null,
                linePriceX10k: entry.lines[index] as number,
                priceX10k: prices[index] as number,
                sort: index,
              })),
            };
          }),
          at,
        );
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.fixture.create',
          brandId: competition.brandId,
          target: `sport-fixture:${fixtureId}`,
          detail: { ...input },
        });
        return fixtureId;
      });
    },

    /** Suspends or resumes every market of a fixture, starts it (in play) or ends it (awaiting its result). */
    async fixtureAction(
      actor: StaffActor,
      fixtureId: string,
      action: { action: 'suspend' | 'resume' | 'start' | 'end'; score?: unknown },
    ): Promise<void> {
      const at = clock.now();
      const events: SportsEvent[] = [];
      const fixture = await db.transaction(async (tx) => {
        const found = await fixtureInScope(tx, actor, fixtureId);
        if (found.status === 'ended' || found.status === 'abandoned') throw new AppError('sport_result_state', 'the fixture is over');
        if (action.action === 'suspend' || action.action === 'resume') {
          const ids = await selectTradingMarketIds(tx, found.id);
          const status = action.action === 'suspend' ? 'suspended' : 'open';
          for (const changed of await setMarketStatuses(
            tx,
            ids.map((id) => ({ id, status })),
            at,
          )) {
            events.push({ type: 'market', marketId: changed.id, fixtureId: found.id, status: changed.status });
          }
        } else {
          const status = action.action === 'start' ? 'live' : 'ended';
          if (action.action === 'start' && found.status !== 'prematch')
            throw new AppError('sport_result_state', 'the fixture is not before its start');
          await updateFixtureState(
            tx,
            found.id,
            { status, score: action.score ?? (action.action === 'start' ? { home: 0, away: 0 } : undefined) },
            at,
          );
          const closed = await closeMarkets(tx, action.action === 'start' ? [found.id] : [], action.action === 'end' ? [found.id] : [], at);
          for (const market of closed) events.push({ type: 'market', marketId: market.id, fixtureId: found.id, status: 'closed' });
          const after = await selectFixture(tx, found.id);
          if (after)
            events.push({
              type: 'fixture',
              fixtureId: found.id,
              status: after.status,
              score: after.score,
              startsAt: after.startsAt.toISOString(),
            });
        }
        await auditStaffChange(tx, clock, actor, {
          action: `sports.fixture.${action.action}`,
          brandId: found.brandId,
          target: `sport-fixture:${found.id}`,
          detail: { score: action.score ?? null },
        });
        return found;
      });
      for (const event of events) deps.publish(fixture.brandId, event);
    },

    /** A market added to a fixture with its limits and prices (every selection priced). */
    async addMarket(
      actor: StaffActor,
      fixtureId: string,
      input: {
        definition: MarketDefinition;
        inPlay: boolean;
        minStakeMinor: string;
        maxStakeMinor: string;
        format: OddsFormatName;
        prices: Record<string, string>;
      },
    ): Promise<void> {
      const definition = input.definition as Market;
      const problems = marketProblems(definition);
      if (problems.length > 0) throw new AppError('sport_market_invalid', problems.join('; '));
      const min = parseMinor(input.minStakeMinor, 'minStakeMinor');
      const max = parseMinor(input.maxStakeMinor, 'maxStakeMinor');
      if (max < min) throw new AppError('sport_market_invalid', 'the maximum stake is below the minimum');
      const codes = selectionsOf(definition);
      const lines = parsePrices(codes, input.format, input.prices);
      const missing = codes.filter((code) => !lines.has(code));
      if (missing.length > 0) throw new AppError('sport_market_invalid', `no price for ${missing.join(', ')}`);
      const at = clock.now();
      await db.transaction(async (tx) => {
        const fixture = await fixtureInScope(tx, actor, fixtureId);
        if (fixture.status === 'ended' || fixture.status === 'abandoned') throw new AppError('sport_result_state', 'the fixture is over');
        const linePrices = codes.map((code) => lines.get(code) as number);
        const prices = offeredPrices(linePrices, await selectBookRules(tx, fixture.brandId));
        const sort = await selectNextMarketSort(tx, fixture.id);
        await insertMarkets(
          tx,
          [
            {
              brandId: fixture.brandId,
              fixtureId: fixture.id,
              feedRef: null,
              definition,
              status: 'open',
              inPlay: input.inPlay,
              minStakeMinor: min,
              maxStakeMinor: max,
              sort,
              selections: codes.map((code, index) => ({
                code,
                name: null,
                linePriceX10k: linePrices[index] as number,
                priceX10k: prices[index] as number,
                sort: index,
              })),
            },
          ],
          at,
        );
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.market.create',
          brandId: fixture.brandId,
          target: `sport-fixture:${fixture.id}`,
          detail: { definition: JSON.stringify(definition), prices: JSON.stringify(input.prices), format: input.format },
        });
      });
    },

    /** A trader's prices for a market (their line, in any format); the brand's margin goes on. */
    async setPrices(actor: StaffActor, marketId: string, input: { format: OddsFormatName; prices: Record<string, string> }): Promise<void> {
      const at = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const market = /^[0-9]{1,18}$/.test(marketId) ? await selectDeskMarket(tx, marketId, actor.staff.scope) : null;
        if (!market) throw new AppError('sport_not_found');
        if (market.status === 'closed' || market.status === 'settled')
          throw new AppError('sport_result_state', 'the market no longer takes bets');
        const lines = parsePrices(selectionsOf(market.definition as Market), input.format, input.prices);
        const changes = await movePrices(tx, market.brandId, market.id, lines, at);
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.market.prices',
          brandId: market.brandId,
          target: `sport-market:${market.id}`,
          detail: { format: input.format, prices: JSON.stringify(input.prices) },
        });
        return { brandId: market.brandId, changes };
      });
      deps.publish(outcome.brandId, { type: 'prices', changes: outcome.changes, at: at.toISOString() });
    },

    /** Suspends or resumes one market. */
    async setMarketStatus(actor: StaffActor, marketId: string, status: 'open' | 'suspended'): Promise<void> {
      const at = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const market = /^[0-9]{1,18}$/.test(marketId) ? await selectDeskMarket(tx, marketId, actor.staff.scope) : null;
        if (!market) throw new AppError('sport_not_found');
        if (market.status === 'closed' || market.status === 'settled')
          throw new AppError('sport_result_state', 'the market no longer takes bets');
        const changed = await setMarketStatuses(tx, [{ id: market.id, status }], at);
        await auditStaffChange(tx, clock, actor, {
          action: `sports.market.${status === 'open' ? 'resume' : 'suspend'}`,
          brandId: market.brandId,
          target: `sport-market:${market.id}`,
          detail: { before: market.status },
        });
        return { market, changed: changed.length > 0 };
      });
      if (outcome.changed)
        deps.publish(outcome.market.brandId, {
          type: 'market',
          marketId: outcome.market.id,
          fixtureId: outcome.market.fixtureId,
          status,
        });
    },

    /** A market's stake limits and its selections' own maxima. */
    async setLimits(
      actor: StaffActor,
      marketId: string,
      input: { minStakeMinor: string; maxStakeMinor: string; selectionMax?: Record<string, string | null> | undefined },
    ): Promise<void> {
      const min = parseMinor(input.minStakeMinor, 'minStakeMinor');
      const max = parseMinor(input.maxStakeMinor, 'maxStakeMinor');
      if (max < min) throw new AppError('sport_market_invalid', 'the maximum stake is below the minimum');
      await db.transaction(async (tx) => {
        const market = /^[0-9]{1,18}$/.test(marketId) ? await selectDeskMarket(tx, marketId, actor.staff.scope) : null;
        if (!market) throw new AppError('sport_not_found');
        const codes = selectionsOf(market.definition as Market);
        const selectionMax = Object.entries(input.selectionMax ?? {}).map(([code, text]) => {
          if (!codes.includes(code)) throw new AppError('sport_market_invalid', `the market has no selection ${code}`);
          return { code, maxMinor: text === null ? null : parseMinor(text, `selectionMax.${code}`) };
        });
        await updateLimits(tx, market.id, { minStakeMinor: min, maxStakeMinor: max, selectionMax }, clock.now());
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.market.limits',
          brandId: market.brandId,
          target: `sport-market:${market.id}`,
          detail: {
            minStakeMinor: input.minStakeMinor,
            maxStakeMinor: input.maxStakeMinor,
            selectionMax: JSON.stringify(input.selectionMax ?? {}),
          },
        });
      });
    },

    /** The feed's JSON importer: a batch in the documented format applied to a brand's book. */
    async importFeed(actor: StaffActor, brandId: string, json: string): Promise<FeedApplied> {
      assertBrandInScope(actor, brandId);
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        throw new AppError('sport_feed_invalid', 'not JSON');
      }
      const batch = feedBatch.safeParse(parsed);
      if (!batch.success) {
        const [issue] = batch.error.issues;
        throw new AppError('sport_feed_invalid', issue ? `${issue.path.join('.')}: ${issue.message}` : 'not a feed batch');
      }
      const applied = await applyFeedBatch({ db, jobs: deps.jobs, publish: deps.publish }, brandId, batch.data, clock.now());
      await db.transaction((tx) =>
        auditStaffChange(tx, clock, actor, {
          action: 'sports.import',
          brandId,
          target: `sport-feed:${batch.data.source}`,
          detail: { ...applied, problems: applied.problems.slice(0, 20) },
        }),
      );
      return applied;
    },
  };
}

export type DeskTrading = ReturnType<typeof createDeskTrading>;
