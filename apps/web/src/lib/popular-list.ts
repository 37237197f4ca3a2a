import type { QueryClient } from '@tanstack/react-query';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { API } from '@pkg/contracts/routes';
import { lgwGet } from './api-client';

/**
 * The popular list (SPEC.md section 4: "on success: token stored, popular list loaded"; the popular
 * call, /lgw/games/popular, count 20). One key and one fetch, shared by the lottery pages that show
 * it and the login that loads it ahead (decision 064).
 */
export const POPULAR_LIST_KEY = ['lottery', 'popular'] as const;

export type PopularList = { popular: Array<LotteryGame & { tickets: number }> };

export const fetchPopularList = () => lgwGet<PopularList>(`${API.lotteryPopular}?count=20`);

/** Loads the popular list into the cache after a login; a failure only means the page asks again later. */
export function loadPopularList(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: POPULAR_LIST_KEY, queryFn: fetchPopularList, staleTime: 60_000 });
}
