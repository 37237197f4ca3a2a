import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
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

/**
 * The game types the brand offers, in the platform's order: the ones the menus list. A type the
 * brand switched off (for everyone or in the visitor's country) is not in them, so filters and
 * lists built from this never offer it (decision 068).
 */
export function useOfferedGameTypes(): readonly GameType[] {
  const { data } = useGameMenus();
  return useMemo(() => {
    const offered = new Set(data?.menus.map((menu) => menu.gameType));
    return GAME_TYPES.filter((type) => offered.has(type));
  }, [data]);
}
