import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenus } from '@pkg/contracts/games';
import { API } from '@pkg/contracts/routes';
import { lgwGet } from './api-client';

/** The game menus' query, also asked for at start-up (lib/startup.ts). */
export const gameMenusQuery = () =>
  queryOptions({ queryKey: ['game-menus'], queryFn: () => lgwGet<GameMenus>(API.gameNav), staleTime: 5 * 60_000 });

/** The brand's vendors grouped by game type, as the header navigation shows them. */
export function useGameMenus() {
  return useQuery(gameMenusQuery());
}
