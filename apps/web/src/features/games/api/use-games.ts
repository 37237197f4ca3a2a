import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteBody, GameListQuery } from '@pkg/contracts/game-catalogue';
import { currentApiLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { nextPageNo, PAGE_SIZE, withFavourite } from '../paging';
import {
  FAVOURITES_KEY,
  fetchCategories,
  fetchFavourites,
  fetchGamePage,
  fetchHotGames,
  fetchRecent,
  fetchRooms,
  fetchWinners,
  GAMES_KEY,
  MY_GAMES_KEY,
  postFavourite,
  RECENT_KEY,
} from './games-api';

/** SPEC.md sections 3 and 9: the hot games call's fixed parameters. */
const HOT_GAMES_PLATFORM = 'flash,html5-desktop';
const HOT_GAMES_IS_PLATFORM = 2;

export type ListFilter = Omit<GameListQuery, 'pageNo' | 'pageSize'>;

/**
 * The games matching the filter, a page at a time. The key holds the language (names) and
 * whether a session asks (the favourite flags). Shared by the hook and start-up's prefetch.
 */
export const gamePagesQuery = (filter: ListFilter, loggedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: [...GAMES_KEY, 'list', filter, currentApiLanguage(), loggedIn],
    queryFn: ({ pageParam }) => fetchGamePage(filter, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** The games matching the filter, a page at a time (fetchNextPage as the list scrolls). */
export function useGamePages(filter: ListFilter, enabled = true) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...gamePagesQuery(filter, loggedIn), enabled });
}

/** A vendor's categories (the filter chips). */
export const categoriesQuery = (vendor: string) =>
  queryOptions({ queryKey: [...GAMES_KEY, 'categories', vendor], queryFn: () => fetchCategories(vendor), staleTime: 5 * 60_000 });

export function useCategories(vendor: string | undefined) {
  return useQuery({ ...categoriesQuery(vendor ?? ''), enabled: Boolean(vendor) });
}

/** A PVP vendor's rooms. */
export function useRooms(vendor: string | undefined, enabled: boolean) {
  const language = currentApiLanguage();
  return useQuery({
    queryKey: [...GAMES_KEY, 'rooms', vendor, language],
    queryFn: () => fetchRooms(vendor ?? ''),
    enabled: enabled && Boolean(vendor),
  });
}

/** Hot games of every vendor (home) or of one, with the SPEC's hot games parameters. */
export function useHotGames(merchantCode: string | undefined, vassalage?: string) {
  const { loggedIn } = useSession();
  const language = currentApiLanguage();
  return useQuery({
    queryKey: [...GAMES_KEY, 'hot', merchantCode, vassalage, language, loggedIn],
    queryFn: () =>
      fetchHotGames({
        ...(merchantCode ? { merchantCode } : {}),
        isPlatform: HOT_GAMES_IS_PLATFORM,
        ...(vassalage ? { vassalage } : {}),
        platform: HOT_GAMES_PLATFORM,
        language,
      }),
    enabled: merchantCode !== undefined,
  });
}

/** The caller's favourites (needs a session). */
export function useFavourites(enabled: boolean) {
  const { loggedIn } = useSession();
  const language = currentApiLanguage();
  return useQuery({ queryKey: [...FAVOURITES_KEY, language], queryFn: fetchFavourites, enabled: enabled && loggedIn });
}

/** The caller's recently launched games (needs a session). */
export function useRecentGames(enabled: boolean) {
  const { loggedIn } = useSession();
  const language = currentApiLanguage();
  return useQuery({ queryKey: [...RECENT_KEY, language], queryFn: fetchRecent, enabled: enabled && loggedIn });
}

/**
 * Marks or unmarks a favourite. The new state shows in every cached list at once when the server
 * confirms it; the favourites list is fetched again.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FavouriteBody) => postFavourite(body),
    onSuccess: ({ vendorCode, gameCode, favourite }) => {
      for (const key of [GAMES_KEY, MY_GAMES_KEY]) {
        queryClient.setQueriesData({ queryKey: key }, (data: unknown) => withFavourite(data, vendorCode, gameCode, favourite));
      }
      void queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
    },
  });
}

/** The Top 20 latest winners (no session needed), refreshed every minute while shown. */
export function useWinners() {
  const language = currentApiLanguage();
  return useQuery({ queryKey: [...GAMES_KEY, 'winners', language], queryFn: fetchWinners, staleTime: 30_000, refetchInterval: 60_000 });
}
