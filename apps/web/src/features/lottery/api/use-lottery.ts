import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LotteryGame, TicketStatus } from '@pkg/contracts/lottery';
import { loadNamespace } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import {
  fetchMenus,
  fetchOpened,
  fetchOrder,
  fetchPopular,
  fetchProof,
  fetchResults,
  fetchRules,
  fetchTickets,
  fetchTrend,
  fetchVnMenus,
  fetchVnOpen,
  lotteryKeys,
} from './lottery-api';

/** The lottery's texts (lottery.*) and the bet types' names and rules (lotteryRules.*), loaded before the pages render. */
export function useLotteryTexts() {
  return useQuery({
    queryKey: ['texts', 'lottery'],
    queryFn: async () => {
      await Promise.all([loadNamespace('lottery'), loadNamespace('lotteryRules')]);
      return true;
    },
    staleTime: Infinity,
  });
}

/**
 * Every lottery game of the brand, grouped under its menu labels; each with its current and last
 * draw. `pollMs` refetches while shown (the lobby, whose visitors have no live stream).
 */
export function useLotteryMenus({ pollMs }: { pollMs?: number } = {}) {
  return useQuery({ queryKey: lotteryKeys.menus, queryFn: fetchMenus, staleTime: 15_000, ...(pollMs ? { refetchInterval: pollMs } : {}) });
}

/** The menus' games in one list, menu order. */
export function allGames(menus: { gameMenus: Array<{ gameMenus: LotteryGame[] }> } | undefined): LotteryGame[] {
  const seen = new Set<string>();
  return (menus?.gameMenus ?? []).flatMap((menu) => menu.gameMenus).filter((game) => !seen.has(game.gameCode) && seen.add(game.gameCode));
}

export function usePopular() {
  return useQuery({ queryKey: lotteryKeys.popular, queryFn: fetchPopular, staleTime: 60_000 });
}

/** The Vietnamese regions with their games and today's stations, and the house-drawn fast games. */
export function useVnMenus(enabled = true) {
  return useQuery({ queryKey: lotteryKeys.vnMenus, queryFn: fetchVnMenus, staleTime: 15_000, enabled });
}

/** The station draws open for bets now, each with its cut-off. */
export function useVnOpen(enabled = true) {
  return useQuery({ queryKey: lotteryKeys.vnOpen, queryFn: fetchVnOpen, staleTime: 15_000, enabled });
}

/**
 * The open draw of a game (or station), the next ones and the last result, for a logged-in
 * player (a token read). The server's clock comes with it: `offsetMs` is how far the server is
 * ahead of this device, so countdowns run on the server's time.
 */
export function useOpened(gameCode: string | null, stationCode: string | null) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: lotteryKeys.opened(gameCode ?? '', stationCode),
    queryFn: async () => {
      const asked = Date.now();
      const value = await fetchOpened(gameCode ?? '', stationCode);
      // Half the round trip is the best guess of when the server read its clock.
      const offsetMs = new Date(value.serverTime).getTime() - (asked + (Date.now() - asked) / 2);
      return { ...value, offsetMs: Number.isFinite(offsetMs) ? offsetMs : 0 };
    },
    enabled: loggedIn && gameCode !== null,
    staleTime: 10_000,
  });
}

export function useRules(gameCode: string | null) {
  return useQuery({
    queryKey: lotteryKeys.rules(gameCode ?? ''),
    queryFn: () => fetchRules(gameCode ?? ''),
    enabled: gameCode !== null,
    staleTime: 5 * 60_000,
  });
}

export function useResults(gameCode: string | null, stationCode: string | null, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...lotteryKeys.results(gameCode ?? ''), stationCode, pageNo, pageSize],
    queryFn: () => fetchResults(gameCode ?? '', stationCode, pageNo, pageSize),
    enabled: gameCode !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useTrend(gameCode: string | null, count: number) {
  return useQuery({
    queryKey: lotteryKeys.trend(gameCode ?? '', count),
    queryFn: () => fetchTrend(gameCode ?? '', count),
    enabled: gameCode !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useProof(gameCode: string, numero: string | null) {
  return useQuery({
    queryKey: lotteryKeys.proof(gameCode, numero ?? ''),
    queryFn: () => fetchProof(gameCode, numero ?? ''),
    enabled: numero !== null,
  });
}

/** The player's tickets of a game, newest first, filtered by status. */
export function useTickets(gameCode: string | null, status: TicketStatus | null, pageNo: number, pageSize = 10) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: [...lotteryKeys.tickets, gameCode, status, pageNo, pageSize],
    queryFn: () => fetchTickets({ ...(gameCode ? { gameCode } : {}), ...(status ? { status } : {}), pageNo, pageSize }),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string | null) {
  return useQuery({ queryKey: lotteryKeys.order(orderId ?? ''), queryFn: () => fetchOrder(orderId ?? ''), enabled: orderId !== null });
}
