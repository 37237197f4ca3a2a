import type { QueryClient } from '@tanstack/react-query';
import { gameMenusQuery } from '../../../lib/catalogue';
import { hasSession } from '../../../lib/session';
import { HALL_PATHS } from '../hall-paths';
import { categoriesQuery, gamePagesQuery } from './use-games';

/**
 * A visit that starts on a game type page asks for its hall's first games and categories as soon
 * as the game menus are known, rather than after the page has rendered its hall: the first icons
 * are the page's largest pictures (decision 046). The hall is the one game-type-page.tsx picks:
 * the `page` (or `vendor`) parameter's vendor, else the type's first; the queries are the ones its
 * hall reads unfiltered (game-hall.tsx), so nothing is asked twice. Usually early-fetch.ts has
 * asked already and the api client takes its answers; this covers a visit where it could not.
 */
export async function prefetchGameHall(queryClient: QueryClient, location: Location): Promise<void> {
  const gameType = HALL_PATHS[location.pathname];
  if (!gameType) return;
  const menus = await queryClient.fetchQuery(gameMenusQuery()).catch(() => undefined);
  const vendors = menus?.menus.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const params = new URLSearchParams(location.search);
  const chosen = params.get('page') ?? params.get('vendor');
  const hall = vendors.find((vendor) => vendor.vendorCode === chosen) ?? vendors[0];
  if (!hall) return;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(gamePagesQuery({ type: gameType, vendor: hall.vendorCode }, hasSession())),
    queryClient.prefetchQuery(categoriesQuery(hall.vendorCode)),
  ]);
}
