import type {
  FavouriteBody,
  FavouriteValue,
  GameListQuery,
  GameListValue,
  GamePageValue,
  HotGamesQuery,
  LaunchGameBody,
  LaunchGameValue,
  VendorCategoriesValue,
} from '@pkg/contracts/game-catalogue';
import type { WinnerBoardValue } from '@pkg/contracts/game-rounds';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/** Lobby lists anyone may read; the answer differs with a session (the favourite flags). */
export const GAMES_KEY = ['games'] as const;
/**
 * The caller's own lists sit under the site's 'member' key, which a login or logout drops, so
 * one player's favourites never show for the next.
 */
export const MY_GAMES_KEY = ['member', 'games'] as const;
export const FAVOURITES_KEY = [...MY_GAMES_KEY, 'favourites'] as const;
export const RECENT_KEY = [...MY_GAMES_KEY, 'recent'] as const;

/** A query string of the set values, in the order given. */
function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

type ListFilter = Omit<GameListQuery, 'pageNo' | 'pageSize'>;

export const fetchGamePage = (filter: ListFilter, pageNo: number, pageSize: number) =>
  wpsGet<GamePageValue>(`${API.gameList}${query({ ...filter, pageNo, pageSize })}`);
export const fetchHotGames = (params: HotGamesQuery) => wpsGet<GameListValue>(`${API.hotGames}${query({ ...params })}`);
export const fetchCategories = (vendor: string) => wpsGet<VendorCategoriesValue>(`${API.vassGameType}${query({ vendor })}`);
export const fetchRooms = (vendor: string) => wpsGet<GameListValue>(`${API.roomList}${query({ vendor })}`);
export const fetchFavourites = () => wpsGet<GameListValue>(API.favoriteGames);
export const fetchRecent = () => wpsGet<GameListValue>(API.recentGames);
export const postFavourite = (body: FavouriteBody) => wpsSend<FavouriteValue>('POST', API.favoriteGames, body);
export const postLaunch = (body: LaunchGameBody) => wpsSend<LaunchGameValue>('POST', API.launchGame, body);
export const fetchWinners = () => wpsGet<WinnerBoardValue>(API.winnerBoard);
