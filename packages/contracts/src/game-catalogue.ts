import { z } from 'zod';
import { GAME_TYPES } from './game-types.ts';
import { pvpRoomSeats } from './pvp.ts';

/**
 * The game lobby calls (decision 022): hot games, the game list with its filters, a vendor's
 * categories, favourites, recent games, PVP rooms, and the launch. All answer in the `/wps`
 * envelope; the schemas here are the `value`.
 */

/** A flag in a query string: `true`/`1` or `false`/`0` (z.coerce.boolean would read "false" as true). */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const code = z.string().trim().min(1).max(64);

/** A game as the lobby shows it. */
export const gameSchema = z.object({
  vendorCode: z.string(),
  /** The vendor's vassalage (what the launch payload names). */
  vassalage: z.string(),
  /** Our game code: the launch payload's gameId. */
  gameCode: z.string(),
  /** The name in the request's Language, else the catalogue's fallback name. */
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** The vendor's own kind of game (lines, classic, ways ...); the filter chips list these. */
  category: z.string(),
  /** Absolute on one of the brand's image CDN hosts when it has some, else a path of the site. */
  iconUrl: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** The game or its vendor is in maintenance: the card shows it and a launch is refused. */
  maintenance: z.boolean(),
  /** Whether the caller marked it a favourite; present only when the request carried a session token. */
  favourite: z.boolean().optional(),
  /** The PVP room to launch (the launch payload's roomId); null for other games. */
  roomId: z.string().nullable(),
  /** A PVP room's game, stake and seats taken and free in the caller's currency (GLS2_roomList, decision 059). */
  room: pvpRoomSeats.optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** `GET /wps/relay/GCSGAME_hotGamesV2` (SPEC.md section 3 "Hot game request"); the brand comes from the request. */
export const hotGamesQuery = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.coerce.number().int().optional(),
  /** Only this vendor's hot games (its vassalage or vendor code); all vendors when absent. */
  vassalage: z.string().trim().max(64).optional(),
  platform: z.string().max(64).optional(),
  /** Overrides the Language header for the names. */
  language: z.string().max(8).optional(),
});
export type HotGamesQuery = z.infer<typeof hotGamesQuery>;

/** A list of games without paging (hot games, favourites, recent games, rooms). */
export const gameListValue = z.object({ list: z.array(gameSchema) });
export type GameListValue = z.infer<typeof gameListValue>;

const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
};

/** `GET /wps/relay/GCSGAME_gameList`: every filter is optional and they combine with "and". */
export const gameListQuery = z.object({
  /** Game type (RNG, FISH ...). */
  type: z.enum(GAME_TYPES).optional(),
  vendor: z.string().trim().max(64).optional(),
  category: z.string().trim().max(32).optional(),
  /** Search, case-insensitive, in the name in the request language and the fallback name. */
  name: z.string().trim().max(64).optional(),
  hot: queryFlag.optional(),
  isNew: queryFlag.optional(),
  ...paging,
});
export type GameListQuery = z.infer<typeof gameListQuery>;

/** A page of games. */
export const gamePageValue = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GamePageValue = z.infer<typeof gamePageValue>;

/** `GET /wps/relay/GCSGAME_getVassGameType` and `GET /wps/relay/GLS2_roomList`: one vendor. */
export const vendorQuery = z.object({ vendor: code });
export type VendorQuery = z.infer<typeof vendorQuery>;

/** A vendor's categories with how many listed games each has, for the filter chips. */
export const vendorCategoriesValue = z.object({
  vendorCode: z.string(),
  /** All listed games of the vendor (the "All" chip). */
  total: z.number().int(),
  list: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type VendorCategoriesValue = z.infer<typeof vendorCategoriesValue>;

/** `POST /wps/relay/MCSFE_getFavoriteGames`: add (true) or remove (false); repeating it changes nothing. */
export const favouriteBody = z.object({ vendorCode: code, gameCode: code, favourite: z.boolean() });
export type FavouriteBody = z.infer<typeof favouriteBody>;

/** The answer to a favourite change: the state now. */
export const favouriteValue = z.object({ vendorCode: z.string(), gameCode: z.string(), favourite: z.boolean() });
export type FavouriteValue = z.infer<typeof favouriteValue>;

/**
 * `POST /wps/game/launchGame` (SPEC.md section 3 "Game launch payload"). gameId is our game code;
 * a vendor with a single game (isGame GAME) may be launched by vassalage alone. The session token
 * goes in the Authorization header; username, token and merchantCode in the body are ignored.
 */
export const launchGameBody = z.object({
  gameId: z.string().trim().min(1).max(64).optional(),
  roomId: z.string().trim().min(1).max(64).optional(),
  nodeId: z.union([z.string().max(64), z.number().int()]).optional(),
  accountType: z.literal(1).default(1),
  confirmTrans: z.literal(0).default(0),
  vassalage: code,
  /** GLS launches a game; LOTT opens a lottery (SPEC.md section 3, lobby parameters) with the lotto fields below. */
  launchMode: z.enum(['GLS', 'LOTT']).default('GLS'),
  /** The lottery's area (VN for the Vietnamese lottery); informational, the game names its own. */
  lottoArea: z.string().max(8).optional(),
  /** The lottery game to open (our game code); gameId works too. */
  lottoGameCode: z.string().trim().min(1).max(32).optional(),
  /** The lottery view to open: its betting screen or its lobby. */
  lottoView: z.enum(['betting', 'lobby']).default('betting'),
  device: z.string().max(16).optional(),
  /** Where the lottery's Back button returns to: a path of this site (anything else is ignored). */
  backUrl: z.string().max(300).optional(),
  platform: z.string().max(64).default('html5-desktop'),
  clientType: z.literal(3).default(3),
  /** The game's language; the Language header when absent. */
  language: z.string().max(8).optional(),
  username: z.string().max(64).optional(),
  token: z.string().max(256).optional(),
  merchantCode: z.string().max(32).optional(),
});
export type LaunchGameBody = z.input<typeof launchGameBody>;

/** The address to open in the /game frame; game_url2 is an alternative some vendors give. */
export const launchGameValue = z.object({ game_url: z.string(), game_url2: z.string().optional() });
export type LaunchGameValue = z.infer<typeof launchGameValue>;
