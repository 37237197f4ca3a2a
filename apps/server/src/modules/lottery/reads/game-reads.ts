/**
 * The lottery's game lists (decision 028): menus with each game's open and last draw, the popular
 * list, the Vietnamese regions with today's stations and the station draws open now, and a
 * player's recent games.
 */
import type { LotteryGame, LotteryMenus, PrizeMode } from '@pkg/contracts/lottery';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../http/errors.ts';
import type { Account } from '../../accounts/index.ts';
import type { Brand } from '../../brands/index.ts';
import { vietnamDay } from '../draws/draw-schedule.ts';
import { drawView } from '../draws/draw-views.ts';
import { selectDrawByNo, selectDrawsFrom, selectLastDrawn } from '../draws/draws.queries.ts';
import { isListed } from '../games/game-access.ts';
import { selectLotteryGames, selectStations, type LotteryGameRow } from '../games/lottery-games.queries.ts';
import { groupLabel } from './group-labels.ts';
import { selectRecentGames, selectTicketCounts } from './reads.queries.ts';

/** What the reads use. */
export interface ReadDeps {
  db: Db;
  clock: Clock;
}

/** The brand's games it shows (of one prize mode when given), in menu order. */
export async function listedGames(deps: ReadDeps, brand: Brand, prizeMode?: PrizeMode): Promise<LotteryGameRow[]> {
  return (await selectLotteryGames(deps.db, brand.id)).filter((g) => isListed(brand, g) && (!prizeMode || g.prizeMode === prizeMode));
}

/** A game the brand shows; lottery_game_not_found otherwise. */
export async function listedGame(deps: ReadDeps, brand: Brand, gameCode: string): Promise<LotteryGameRow> {
  const game = (await listedGames(deps, brand)).find((g) => g.gameCode === gameCode);
  if (!game) throw new AppError('lottery_game_not_found');
  return game;
}

/** A game with its open (or next) draw and its last result. */
async function gameView(deps: ReadDeps, brand: Brand, game: LotteryGameRow, language: string): Promise<LotteryGame> {
  const { db, clock } = deps;
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

/** Games grouped into menus by their group, each labelled in the caller's language. */
async function menusOf(deps: ReadDeps, brand: Brand, games: LotteryGameRow[], language: string): Promise<LotteryMenus> {
  const views = await Promise.all(games.map((game) => gameView(deps, brand, game, language)));
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

/** `/lgw/games/game_menus`: the lottery menus of a prize mode (every mode when absent). */
export async function menus(deps: ReadDeps, brand: Brand, language: string, prizeMode?: PrizeMode): Promise<LotteryMenus> {
  return menusOf(deps, brand, await listedGames(deps, brand, prizeMode), language);
}

/** `/lgw/games/popular`: the games by tickets sold over the last day, then menu order. */
export async function popular(deps: ReadDeps, brand: Brand, language: string, query: { count: number; prizeMode?: PrizeMode | undefined }) {
  const { db, clock } = deps;
  const games = await listedGames(deps, brand, query.prizeMode);
  const counts = new Map(
    (await selectTicketCounts(db, brand.id, new Date(clock.now().getTime() - 86_400_000))).map((row) => [row.gameCode, row.tickets]),
  );
  const ranked = [...games].sort((a, b) => (counts.get(b.gameCode) ?? 0) - (counts.get(a.gameCode) ?? 0)).slice(0, query.count);
  return {
    popular: await Promise.all(
      ranked.map(async (game) => ({ ...(await gameView(deps, brand, game, language)), tickets: counts.get(game.gameCode) ?? 0 })),
    ),
  };
}

/** `/lgw/vn/games/game_menu`: the Vietnamese games by region, each region with today's stations. */
export async function vnMenus(deps: ReadDeps, brand: Brand, language: string) {
  const { db, clock } = deps;
  const games = (await listedGames(deps, brand)).filter((g) => g.format === 'vn27' || g.format === 'vn18');
  const grouped = await menusOf(deps, brand, games, language);
  const now = clock.now();
  const today = vietnamDay(now).replaceAll('-', '');
  const stations = (await selectStations(db, brand.id)).filter((s) => s.enabled);
  return {
    gameMenus: await Promise.all(
      grouped.gameMenus.map(async (entry) => {
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
}

/** `/lgw/vn/numeros/opened/game`: the station draws taking bets now. */
export async function vnOpen(deps: ReadDeps, brand: Brand) {
  const { db, clock } = deps;
  const now = clock.now();
  const games = (await listedGames(deps, brand)).filter((g) => g.schedule === 'daily');
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
}

/** `/lotto/lgw/games/recent` for the caller: recently played games, newest first. */
export async function recent(deps: ReadDeps, brand: Brand, account: Account, language: string) {
  const { db, clock } = deps;
  const games = new Map((await listedGames(deps, brand)).map((g) => [g.gameCode, g]));
  const rows = await selectRecentGames(db, account.id, new Date(clock.now().getTime() - 90 * 86_400_000), 10);
  const played = [];
  for (const row of rows) {
    const game = games.get(row.gameCode);
    if (game) played.push({ ...(await gameView(deps, brand, game, language)), lastPlayedAt: new Date(row.lastPlayedAt).toISOString() });
  }
  return { recent: played };
}
