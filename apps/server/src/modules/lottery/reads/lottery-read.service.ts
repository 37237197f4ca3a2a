/**
 * What the lottery pages read (decision 028): menus with each game's open and last draw, the
 * popular list, the Vietnamese regions and today's stations, a game's open draw with the next
 * ones, its rules with the brand's odds, results, trends and a draw's proof.
 */
import type { DrawProof, LotteryDraw, LotteryGame, LotteryMenus, LotteryRules, OpenedNumero, PrizeMode } from '@pkg/contracts/lottery';
import { betTypesOf } from '@pkg/games/lottery/bet-catalogue';
import { trendOf } from '@pkg/games/lottery/trends';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { walletCurrencyOf } from '../wallet/index.ts';
import { oddsOf } from './bet-pricing.ts';
import { drawContext, vietnamDay } from './draw-schedule.ts';
import { selectDrawByNo, selectDrawsFrom, selectLastDrawn, selectPastDraws, selectRecentResults } from './draws.queries.ts';
import { isListed } from './game-access.ts';
import { groupLabel } from './group-labels.ts';
import { selectLotteryGames, selectStations, type LotteryGameRow } from './lottery-games.queries.ts';
import { drawView } from './lottery-views.ts';
import { selectRecentGames, selectTicketCounts } from './tickets.queries.ts';

/** How many draws after the open one the betting page offers for chasing. */
const UPCOMING = 10;

export function createLotteryReads(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function listedGames(brand: Brand, prizeMode?: PrizeMode): Promise<LotteryGameRow[]> {
    return (await selectLotteryGames(db, brand.id)).filter((g) => isListed(brand, g) && (!prizeMode || g.prizeMode === prizeMode));
  }

  async function listedGame(brand: Brand, gameCode: string): Promise<LotteryGameRow> {
    const game = (await listedGames(brand)).find((g) => g.gameCode === gameCode);
    if (!game) throw new AppError('lottery_game_not_found');
    return game;
  }

  /** A game with its open (or next) draw and its last result. */
  async function gameView(brand: Brand, game: LotteryGameRow, language: string): Promise<LotteryGame> {
    const now = clock.now();
    const [current] = await selectDrawsFrom(db, brand.id, game.gameCode, now, 1);
    const last = await selectLastDrawn(db, brand.id, game.gameCode);
    return {
      gameCode: game.gameCode,
      gameName: game.names[language] || game.displayName,
      vendorCode: game.vendorCode,
      gameType: game.gameType,
      prizeMode: game.prizeMode,
      format: game.format,
      gameGroupCode: game.groupCode,
      iconUrl: game.iconUrl,
      cadenceSeconds: game.cadenceSeconds,
      region: game.region,
      maintenance: game.maintenance,
      current: current ? drawView(current, now) : null,
      last: last ? drawView(last, now) : null,
    };
  }

  async function menusOf(brand: Brand, games: LotteryGameRow[], language: string): Promise<LotteryMenus> {
    const views = await Promise.all(games.map((game) => gameView(brand, game, language)));
    const groups = new Map<string, LotteryGame[]>();
    for (const view of views) groups.set(view.gameGroupCode, [...(groups.get(view.gameGroupCode) ?? []), view]);
    return {
      gameMenus: [...groups].map(([gameGroupCode, gameMenus]) => ({
        gameGroupCode,
        labelName: groupLabel(gameGroupCode, language),
        gameMenus,
      })),
    };
  }

  return {
    /** `/lgw/games/game_menus`: the lottery menus of a prize mode (every mode when absent). */
    async menus(brand: Brand, language: string, prizeMode?: PrizeMode): Promise<LotteryMenus> {
      return menusOf(brand, await listedGames(brand, prizeMode), language);
    },

    /** `/lgw/games/popular`: the games by tickets sold over the last day, then menu order. */
    async popular(brand: Brand, language: string, query: { count: number; prizeMode?: PrizeMode | undefined }) {
      const games = await listedGames(brand, query.prizeMode);
      const counts = new Map(
        (await selectTicketCounts(db, brand.id, new Date(clock.now().getTime() - 86_400_000))).map((row) => [row.gameCode, row.tickets]),
      );
      const ranked = [...games].sort((a, b) => (counts.get(b.gameCode) ?? 0) - (counts.get(a.gameCode) ?? 0)).slice(0, query.count);
      return {
        popular: await Promise.all(
          ranked.map(async (game) => ({ ...(await gameView(brand, game, language)), tickets: counts.get(game.gameCode) ?? 0 })),
        ),
      };
    },

    /** `/lgw/vn/games/game_menu`: the Vietnamese games by region, each region with today's stations. */
    async vnMenus(brand: Brand, language: string) {
      const games = (await listedGames(brand)).filter((g) => g.format === 'vn27' || g.format === 'vn18');
      const menus = await menusOf(brand, games, language);
      const now = clock.now();
      const today = vietnamDay(now).replaceAll('-', '');
      const stations = (await selectStations(db, brand.id)).filter((s) => s.enabled);
      return {
        gameMenus: await Promise.all(
          menus.gameMenus.map(async (entry) => {
            const region = entry.gameMenus.find((g) => g.region)?.region ?? null;
            const game = games.find((g) => g.groupCode === entry.gameGroupCode && g.schedule === 'daily');
            const regionStations = region && game ? stations.filter((s) => s.region === region) : [];
            return {
              ...entry,
              region,
              stations: await Promise.all(
                regionStations.map(async (station) => {
                  const draw = game ? await selectDrawByNo(db, brand.id, game.gameCode, `${today}-${station.stationCode}`) : null;
                  return {
                    stationCode: station.stationCode,
                    name: station.name,
                    region: station.region,
                    draw: draw ? drawView(draw, now) : null,
                  };
                }),
              ),
            };
          }),
        ),
      };
    },

    /** `/lgw/vn/numeros/opened/game`: the station draws taking bets now. */
    async vnOpen(brand: Brand) {
      const now = clock.now();
      const games = (await listedGames(brand)).filter((g) => g.schedule === 'daily');
      const stations = new Map((await selectStations(db, brand.id)).map((s) => [s.stationCode, s]));
      const open = [];
      for (const game of games) {
        for (const draw of await selectDrawsFrom(db, brand.id, game.gameCode, now, 50)) {
          const view = drawView(draw, now);
          const station = draw.stationCode ? stations.get(draw.stationCode) : undefined;
          if (view.status === 'open' && station) open.push({ ...view, stationName: station.name, region: station.region });
        }
      }
      return { vnLottList: open.sort((a, b) => a.closesAt.localeCompare(b.closesAt)) };
    },

    /** `/lotto/lgw/games/opened/numero`: the open draw (or the next), the ones after it and the last result. */
    async opened(brand: Brand, gameCode: string, stationCode?: string): Promise<OpenedNumero> {
      await listedGame(brand, gameCode);
      const now = clock.now();
      const draws = (await selectDrawsFrom(db, brand.id, gameCode, now, UPCOMING + 1, stationCode)).map((d) => drawView(d, now));
      const last = await selectLastDrawn(db, brand.id, gameCode, stationCode);
      return {
        gameCode,
        serverTime: now.toISOString(),
        current: draws[0] ?? null,
        upcoming: draws.slice(1),
        last: last ? drawView(last, now) : null,
      };
    },

    /** `/lotto/lgw/games/recent` for the caller: recently played games, newest first. */
    async recent(brand: Brand, account: Account, language: string) {
      const games = new Map((await listedGames(brand)).map((g) => [g.gameCode, g]));
      const rows = await selectRecentGames(db, account.id, new Date(clock.now().getTime() - 90 * 86_400_000), 10);
      const recent = [];
      for (const row of rows) {
        const game = games.get(row.gameCode);
        if (game) recent.push({ ...(await gameView(brand, game, language)), lastPlayedAt: new Date(row.lastPlayedAt).toISOString() });
      }
      return { recent };
    },

    /** `/lgw/games/rules`: the game's bet types with the brand's odds and its stake limits. */
    async rules(brand: Brand, account: Pick<Account, 'accountType'> | null, gameCode: string): Promise<LotteryRules> {
      const game = await listedGame(brand, gameCode);
      return {
        gameCode,
        format: game.format,
        currency: account ? walletCurrencyOf(brand, account) : brand.currency.code,
        minUnitMinor: game.minUnitMinor.toString(),
        maxUnitMinor: game.maxUnitMinor.toString(),
        maxTicketStakeMinor: game.maxTicketStakeMinor.toString(),
        maxChaseDraws: game.maxChaseDraws,
        betTypes: betTypesOf(game.format)
          .filter((t) => !game.disabledBetTypes.includes(t.info.code))
          .map((t) => {
            const odds = oddsOf(game, t);
            const { code, group, rows, minPicks, maxCombos, priceUnits } = t.info;
            return {
              code,
              group,
              rows: rows.map((r) => ({ label: r.label, tokens: [...r.tokens], min: r.min, max: r.max })),
              minPicks,
              maxCombos,
              priceUnits,
              oddsBp: odds.bp,
              oddsByToken: odds.byToken,
            };
          }),
      };
    },

    /** `/lgw/games/results`: a page of the game's draws whose time came, newest first. */
    async results(brand: Brand, query: { gameCode: string; stationCode?: string | undefined; pageNo: number; pageSize: number }) {
      await listedGame(brand, query.gameCode);
      const now = clock.now();
      const page = await selectPastDraws(
        db,
        { merchantId: brand.id, gameCode: query.gameCode, now, stationCode: query.stationCode },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return { list: page.rows.map((d) => drawView(d, now)), pageNum: query.pageNo, totalPages: Math.ceil(page.total / query.pageSize) };
    },

    /** `/lgw/games/trend`: the last results and their trend figures. */
    async trend(brand: Brand, gameCode: string, count: number) {
      const game = await listedGame(brand, gameCode);
      const now = clock.now();
      const rows = await selectRecentResults(db, brand.id, gameCode, count);
      const results: LotteryDraw[] = rows.map((d) => drawView(d, now));
      const trend = trendOf(
        game.format,
        rows.map((d) => ({ format: game.format, numbers: d.result ?? [] })),
      );
      return { gameCode, format: game.format, results, trend };
    },

    /** `/lgw/games/draws/:gameCode/:numero`: the draw with its seed hash, its seed once drawn and the context. */
    async proof(brand: Brand, gameCode: string, numero: string): Promise<DrawProof> {
      const game = await listedGame(brand, gameCode);
      const draw = await selectDrawByNo(db, brand.id, gameCode, numero);
      if (!draw) throw new AppError('lottery_draw_not_found');
      const view = drawView(draw, clock.now());
      return {
        ...view,
        format: game.format,
        seed: view.result ? draw.seed : null,
        context: drawContext(brand.code, gameCode, numero),
        source: game.resultSource,
      };
    },
  };
}

export type LotteryReads = ReturnType<typeof createLotteryReads>;
