import type { LaunchGameValue } from '@pkg/contracts/game-catalogue';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { RECENT_GAMES_SHOWN } from './catalogue.service.ts';
import { selectLaunchGame, selectVendor } from './catalogue.queries.ts';
import { onRandomHost, type RandomIndex } from './cdn-host.ts';
import { whyTypeOff } from './game-state.ts';
import { recordRecentGame } from './player-games.queries.ts';

/** Opens a game session (the seamless wallet's, modules/vendor-wallet/game-sessions.ts). */
export interface GameSessionOpener {
  open(input: {
    brand: Brand;
    account: { id: string; accountType: number };
    vendorCode: string;
    gameCode: string;
    language: string;
    loginSessionId?: string | undefined;
  }): Promise<{ token: string; expiresAt: Date }>;
}

/** What the launch call asks for, once validated: the vendor and the game, room or neither. */
export interface LaunchRequest {
  brand: Brand;
  account: { id: string; accountType: number };
  /** The login session the launch came from: the game's stakes are measured against its time limit (decision 037). */
  loginSessionId?: string | undefined;
  vassalage: string;
  gameId?: string | undefined;
  roomId?: string | undefined;
  language: string;
  /** Lottery launches (launchMode LOTT): the view to open and the site path its Back returns to. */
  lottoView?: 'betting' | 'lobby' | undefined;
  backUrl?: string | undefined;
}

/** The site path of a lottery game's page (the lottery module knows its format), or null when it is no lottery. */
export type LotteryPathOf = (brandId: string, gameCode: string) => Promise<string | null>;

/** A site path a lottery's Back button may return to: a path of this site only (no scheme, no //host). */
function safeBackPath(value: string | undefined): string | null {
  return value && /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/.test(value) ? value : null;
}

/**
 * Fills a vendor's launch address template: `{token}`, `{game}` and `{lang}` become the
 * URL-encoded values. A relative template goes on one of the brand's game CDN hosts at random.
 */
export function buildLaunchUrl(
  template: string,
  values: { token: string; game: string; lang: string },
  gameCdnHosts: readonly string[],
  random: RandomIndex,
): string {
  const filled = template.replace(/\{(token|game|lang)\}/g, (_, name: keyof typeof values) => encodeURIComponent(values[name]));
  return onRandomHost(filled, gameCdnHosts, random);
}

/**
 * Launches a game (decision 022): checks it exists (game_not_found), is offered (game_disabled) and
 * not in maintenance (game_maintenance), opens a game session for the caller, records the play in
 * the recent games, and answers the address for the /game frame, and the vendor's second address
 * as game_url2 when it has one (decision 044).
 */
export function createLaunchService(deps: {
  db: Db;
  clock: Clock;
  random: RandomIndex;
  gameSessions: GameSessionOpener;
  /** Lottery games open the site's own lottery pages (decision 028) rather than a vendor's frame. */
  lotteryPathOf?: LotteryPathOf;
}) {
  const { db, clock, random, gameSessions } = deps;
  return {
    async launch(request: LaunchRequest): Promise<LaunchGameValue> {
      const { brand } = request;
      const vendor = await selectVendor(db, brand.id, request.vassalage);
      if (!vendor) throw new AppError('game_not_found', `vendor ${request.vassalage}`);
      // A vendor of one game (isGame GAME) may be launched by its vassalage alone: its first game.
      // A VASSALAGE vendor needs the game chosen from its list.
      const pickFirst = !request.gameId && !request.roomId;
      if (pickFirst && vendor.isGame !== 'GAME') throw new AppError('game_not_found', 'no game named');
      const game = await selectLaunchGame(db, brand.id, vendor.vendorCode, { gameCode: request.gameId, roomId: request.roomId });
      if (!game) throw new AppError('game_not_found', `game ${request.gameId ?? request.roomId ?? vendor.vendorCode}`);
      const typeOff = brand.disabledGameTypes.includes(game.gameType) || brand.disabledGameTypes.includes(vendor.gameType);
      if (!vendor.enabled || !game.enabled) throw new AppError('game_disabled');
      if (typeOff) throw new AppError(whyTypeOff(brand, game.gameType, vendor.gameType));
      const key = { accountId: request.account.id, brandId: brand.id, vendorCode: vendor.vendorCode, gameCode: game.gameCode };
      if (game.gameType === 'ELOTT' || game.gameType === 'LOTT') {
        // House lotteries are pages of this site: no game session, the player's own session bets.
        const path = await deps.lotteryPathOf?.(brand.id, game.gameCode);
        if (!path) throw new AppError('game_not_found', `no lottery ${game.gameCode}`);
        if (vendor.maintenance || game.maintenance) throw new AppError('game_maintenance');
        await recordRecentGame(db, key, clock.now(), RECENT_GAMES_SHOWN);
        const query = new URLSearchParams({ game: game.gameCode, view: request.lottoView ?? 'betting' });
        const back = safeBackPath(request.backUrl);
        // The lottery pages read the SPEC's lobby parameter name (backUrl).
        if (back) query.set('backUrl', back);
        return { game_url: `${path}?${query.toString()}` };
      }
      // A vendor without a launch address cannot be reached yet: as good as in maintenance.
      if (vendor.maintenance || game.maintenance || vendor.launchUrl === '') throw new AppError('game_maintenance');

      const session = await gameSessions.open({
        brand,
        account: request.account,
        vendorCode: vendor.vendorCode,
        gameCode: game.gameCode,
        language: request.language,
        loginSessionId: request.loginSessionId,
      });
      await recordRecentGame(db, key, clock.now(), RECENT_GAMES_SHOWN);
      const values = { token: session.token, game: game.gameCode, lang: request.language };
      const gameUrl = buildLaunchUrl(vendor.launchUrl, values, brand.gameCdnHosts, random);
      // A vendor's second entry (decision 044) carries the same game session: either address plays.
      if (vendor.launchUrl2 === '') return { game_url: gameUrl };
      return { game_url: gameUrl, game_url2: buildLaunchUrl(vendor.launchUrl2, values, brand.gameCdnHosts, random) };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
