/**
 * The book as the page in the /game frame reads it (decision 058), with the game session token of
 * the launch: the session (menu, balance, the player's settings and the slip rules), fixtures with
 * their main markets, one fixture with every market, and the player's odds format and policy.
 */
import {
  ESPORTS_VENDOR,
  SPORTS_VENDOR,
  type FixturesValue,
  type FixtureValue,
  type SportsSessionValue,
  type SportsSettings,
} from '@pkg/contracts/sports';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances } from '../../ledger/index.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import { fixtureViewOf, mainMarkets, menuOf } from './book-views.ts';
import {
  selectBookRules,
  selectFixture,
  selectMarkets,
  selectMenu,
  selectOpenFixtures,
  selectPlayerSettings,
  selectSelections,
  upsertPlayerSettings,
} from './book.queries.ts';

/** The house vendors whose game sessions open the book. */
export const BOOK_VENDORS: readonly string[] = [SPORTS_VENDOR, ESPORTS_VENDOR];
/** Markets players see: taking bets or suspended for a moment (closed and settled ones are gone from the page). */
const SHOWN = ['open', 'suspended'];
const LIST_LIMIT = 120;

export function createBookService(deps: { db: Db; clock: Clock; contexts: HouseGameContexts }) {
  const { db, clock, contexts } = deps;

  async function balanceOf(ctx: HouseGameContext): Promise<bigint> {
    const { wallets } = await playerBalances(db, ctx.session.brandId, ctx.session.accountId, ctx.session.currency);
    return wallets.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
  }

  return {
    /** The book of the session's brand as its player opens it. */
    async session(token: string | undefined, country?: string | null): Promise<SportsSessionValue> {
      const ctx = await contexts.open(token, BOOK_VENDORS, true, country);
      const now = clock.now();
      const { brandId, accountId, language } = ctx.session;
      const rules = await selectBookRules(db, brandId);
      const settings = await selectPlayerSettings(db, accountId);
      const menuRows = await selectMenu(db, brandId, now);
      const balance = await balanceOf(ctx);
      const sports = menuOf(menuRows, language);
      await contexts.touch(ctx.session);
      return {
        vendorCode: ctx.session.vendorCode,
        gameCode: ctx.session.gameCode,
        focusSport: sports.some((sport) => sport.code === ctx.session.gameCode) ? ctx.session.gameCode : null,
        currency: ctx.currency,
        balanceMinor: balance.toString(),
        trial: ctx.trial,
        language,
        settings: { oddsFormat: settings.oddsFormat, policy: settings.policy },
        rules: {
          maxPayoutMinor: rules.maxPayoutMinor.toString(),
          parlayMinLegs: rules.parlayMinLegs,
          parlayMaxLegs: rules.parlayMaxLegs,
          parlayMinStakeMinor: rules.parlayMinStakeMinor.toString(),
          parlayMaxStakeMinor: rules.parlayMaxStakeMinor.toString(),
          inPlayDelayMs: rules.inPlayDelayMs,
          stakeFactorX10k: settings.stakeFactorX10k,
        },
        sports,
        serverTime: now.toISOString(),
      };
    },

    /** Fixtures taking bets (live first), each with its main markets. */
    async fixtures(
      token: string | undefined,
      query: { sport?: string | undefined; competition?: string | undefined; when: 'live' | 'upcoming' | 'all' },
      country?: string | null,
    ): Promise<FixturesValue> {
      const ctx = await contexts.open(token, BOOK_VENDORS, true, country);
      const now = clock.now();
      const competitionId = query.competition && /^[0-9]{1,18}$/.test(query.competition) ? query.competition : undefined;
      const fixtures = await selectOpenFixtures(db, ctx.session.brandId, {
        sportCode: query.sport,
        competitionId,
        when: query.when,
        now,
        limit: LIST_LIMIT,
      });
      const markets = await selectMarkets(
        db,
        fixtures.map((fixture) => fixture.id),
        SHOWN,
      );
      const shown = fixtures.map((fixture) => mainMarkets(markets.filter((market) => market.fixtureId === fixture.id)));
      const selections = await selectSelections(
        db,
        shown.flat().map((market) => market.id),
      );
      return {
        fixtures: fixtures.map((fixture, index) =>
          fixtureViewOf(
            fixture,
            shown[index] ?? [],
            selections,
            markets.filter((market) => market.fixtureId === fixture.id).length,
            ctx.session.language,
            now,
          ),
        ),
        serverTime: now.toISOString(),
      };
    },

    /** One fixture of the session's brand with every market players may see. */
    async fixture(token: string | undefined, fixtureId: string, country?: string | null): Promise<FixtureValue> {
      const ctx = await contexts.open(token, BOOK_VENDORS, true, country);
      const fixture = /^[0-9]{1,18}$/.test(fixtureId) ? await selectFixture(db, fixtureId) : null;
      if (!fixture || fixture.brandId !== ctx.session.brandId) throw new AppError('sport_not_found');
      const now = clock.now();
      const markets = await selectMarkets(db, [fixture.id], SHOWN);
      const selections = await selectSelections(
        db,
        markets.map((market) => market.id),
      );
      return {
        fixture: fixtureViewOf(fixture, markets, selections, markets.length, ctx.session.language, now),
        serverTime: now.toISOString(),
      };
    },

    /** Keeps the player's odds format and odds-change policy (their account's book settings). */
    async saveSettings(token: string | undefined, settings: SportsSettings): Promise<SportsSettings> {
      const ctx = await contexts.open(token, BOOK_VENDORS, false);
      await upsertPlayerSettings(
        db,
        { accountId: ctx.session.accountId, brandId: ctx.session.brandId, oddsFormat: settings.oddsFormat, policy: settings.policy },
        clock.now(),
      );
      return settings;
    },
  };
}

export type BookService = ReturnType<typeof createBookService>;
