import type {
  FavouriteBody,
  FavouriteValue,
  Game,
  GameListQuery,
  GameListValue,
  GamePageValue,
  VendorCategoriesValue,
} from '@pkg/contracts/game-catalogue';
import type { PvpRoomSeats } from '@pkg/contracts/pvp';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { onRandomHost, type RandomIndex } from './cdn-host.ts';
import {
  gameExists,
  selectCategoryCounts,
  selectFavouriteGames,
  selectGamePage,
  selectRecentGames,
  selectVendor,
  type GameRow,
  type ListScope,
} from './catalogue.queries.ts';
import { deleteFavourite, insertFavourite } from './player-games.queries.ts';

/** How many recent games the list shows (and the table keeps per account). */
export const RECENT_GAMES_SHOWN = 20;
/** Hot games in one answer; the lobby shows a strip of them. */
const HOT_GAMES_MAX = 60;

/** Who asks: the brand, the language of the names, and the account when a session came with the call. */
export interface Viewer {
  brand: Brand;
  language: string;
  accountId: string | null;
  /** A trial account (its games are played in XTS, so its rooms' seats are counted in XTS). */
  trial?: boolean;
}

/**
 * The seats of a PVP vendor's rooms in a currency (the room list's figures), by room code; told
 * by the module that runs the vendor's tables (decision 059). Rooms it does not know are listed bare.
 */
export type RoomSeatsProvider = (
  brandId: string,
  vendorCode: string,
  currency: string,
  roomCodes: readonly string[],
) => Promise<Map<string, PvpRoomSeats>>;

/**
 * The game catalogue as the lobby reads it (decision 022): only games whose vendor and game are on
 * and whose type the brand offers; maintenance ones are listed with the flag set. Icons go on a
 * random image CDN host of the brand.
 */
export function createCatalogueService(deps: { db: Db; clock: Clock; random: RandomIndex; roomSeats?: () => RoomSeatsProvider | null }) {
  const { db, clock, random } = deps;

  const scopeOf = (viewer: Viewer): ListScope => ({
    brandId: viewer.brand.id,
    disabledTypes: viewer.brand.disabledGameTypes,
    language: viewer.language,
    accountId: viewer.accountId,
  });

  const toGame =
    (viewer: Viewer) =>
    (row: GameRow): Game => {
      const { favourite, ...game } = row;
      return {
        ...game,
        iconUrl: onRandomHost(row.iconUrl, viewer.brand.imageCdnHosts, random),
        ...(viewer.accountId === null ? {} : { favourite }),
      };
    };

  /** The vendor's code in this brand, or game_not_found. */
  async function vendorCodeOf(brand: Brand, vendor: string): Promise<string> {
    const found = await selectVendor(db, brand.id, vendor);
    if (!found) throw new AppError('game_not_found', `vendor ${vendor}`);
    return found.vendorCode;
  }

  return {
    /** Hot games of every vendor, or of one (by vassalage or vendor code). */
    async hotGames(viewer: Viewer, vassalage: string | undefined): Promise<GameListValue> {
      const filter = { hot: true, ...(vassalage ? { vendor: vassalage } : {}) };
      const { rows } = await selectGamePage(db, scopeOf(viewer), filter, { limit: HOT_GAMES_MAX, offset: 0 });
      return { list: rows.map(toGame(viewer)) };
    },

    /** A page of games matching the filters. */
    async page(viewer: Viewer, query: GameListQuery): Promise<GamePageValue> {
      const { pageNo, pageSize, ...filter } = query;
      const offset = (pageNo - 1) * pageSize;
      const { rows, total } = await selectGamePage(db, scopeOf(viewer), filter, { limit: pageSize, offset });
      return { games: rows.map(toGame(viewer)), pageNum: pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    /** A vendor's categories with their listed games counted. */
    async categories(viewer: Viewer, vendor: string): Promise<VendorCategoriesValue> {
      const vendorCode = await vendorCodeOf(viewer.brand, vendor);
      const list = await selectCategoryCounts(db, scopeOf(viewer), vendorCode);
      return { vendorCode, total: list.reduce((sum, entry) => sum + entry.count, 0), list };
    },

    /** A vendor's PVP rooms (games with a room id), with their seats taken and free in the viewer's currency when the vendor's tables tell them. */
    async rooms(viewer: Viewer, vendor: string): Promise<GameListValue> {
      const vendorCode = await vendorCodeOf(viewer.brand, vendor);
      const { rows } = await selectGamePage(db, scopeOf(viewer), { vendor: vendorCode, rooms: true }, { limit: 200, offset: 0 });
      const provider = deps.roomSeats?.() ?? null;
      const currency = viewer.trial ? 'XTS' : viewer.brand.currency.code;
      const roomCodes = rows.flatMap((row) => (row.roomId ? [row.roomId] : []));
      const seats = provider ? await provider(viewer.brand.id, vendorCode, currency, roomCodes) : new Map<string, PvpRoomSeats>();
      return {
        list: rows.map((row) => {
          const game = toGame(viewer)(row);
          const room = row.roomId ? seats.get(row.roomId) : undefined;
          return room ? { ...game, room } : game;
        }),
      };
    },

    /** The caller's favourites, newest first. */
    async favourites(viewer: Viewer): Promise<GameListValue> {
      return { list: (await selectFavouriteGames(db, scopeOf(viewer))).map(toGame(viewer)) };
    },

    /** The caller's last launched games, newest first. */
    async recent(viewer: Viewer): Promise<GameListValue> {
      return { list: (await selectRecentGames(db, scopeOf(viewer), RECENT_GAMES_SHOWN)).map(toGame(viewer)) };
    },

    /** Adds or removes a favourite; asking twice leaves the same state. Unknown games: game_not_found. */
    async setFavourite(brand: Brand, accountId: string, body: FavouriteBody): Promise<FavouriteValue> {
      const vendorCode = await vendorCodeOf(brand, body.vendorCode);
      const key = { accountId, brandId: brand.id, vendorCode, gameCode: body.gameCode };
      if (body.favourite) {
        if (!(await gameExists(db, brand.id, vendorCode, body.gameCode))) throw new AppError('game_not_found', `game ${body.gameCode}`);
        await insertFavourite(db, key, clock.now());
      } else {
        await deleteFavourite(db, key);
      }
      return { vendorCode, gameCode: body.gameCode, favourite: body.favourite };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
