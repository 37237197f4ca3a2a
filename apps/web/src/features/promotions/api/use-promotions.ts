import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { WALLET_KEY } from '../../../lib/wallet-keys';
import {
  checkIn,
  claimReward,
  drawRaffle,
  fetchMine,
  fetchPromotion,
  fetchPromotions,
  fetchRewards,
  fetchWagering,
  listKey,
  detailKey,
  MINE_KEY,
  REWARD_BADGE_KEY,
  REWARDS_KEY,
  rewardsKey,
  WAGERING_KEY,
} from './promotions-api';

/** The promotions texts (promotions.*), loaded before a page of this feature renders. */
export function usePromotionTexts() {
  return useQuery({
    queryKey: ['texts', 'promotions'],
    queryFn: async () => {
      await loadNamespace('promotions');
      return true;
    },
    staleTime: Infinity,
  });
}

/** Whether the viewer is a logged-in real account (the only one with statuses, rewards and wagering). */
export function useMember() {
  const session = useSession();
  return { member: session.loggedIn && !session.isTrial, loggedIn: session.loggedIn, isTrial: session.isTrial };
}

export function usePromotionList(category: string | null, days: '7' | '30' | null) {
  return useQuery({ queryKey: listKey(category, days), queryFn: () => fetchPromotions(category, days), placeholderData: keepPreviousData });
}

export function usePromotion(id: string | null) {
  return useQuery({ queryKey: detailKey(id ?? ''), queryFn: () => fetchPromotion(id!), enabled: Boolean(id), retry: false });
}

/** The player's own statuses; nothing for visitors and trial accounts. */
export function useMyStatuses() {
  const { member } = useMember();
  return useQuery({ queryKey: MINE_KEY, queryFn: fetchMine, enabled: member, select: (value) => value.statuses });
}

export function useRewards(view: 'claimable' | 'history', pageNo: number) {
  return useQuery({ queryKey: rewardsKey(view, pageNo), queryFn: () => fetchRewards(view, pageNo), placeholderData: keepPreviousData });
}

/** The reward centre's menu badge: the count of claimable rewards, refreshed every minute while the member centre is open. */
export function useRewardBadge() {
  const { member } = useMember();
  return useQuery({
    queryKey: REWARD_BADGE_KEY,
    queryFn: () => fetchRewards('claimable', 1, 1),
    enabled: member,
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: (value) => value.claimableCount,
  });
}

export function useWagering() {
  return useQuery({ queryKey: WAGERING_KEY, queryFn: fetchWagering });
}

/** After money moved (a check-in paid, a reward claimed): the balance, the records, statuses, rewards and wagering reload. */
function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [WALLET_KEY, MINE_KEY, REWARDS_KEY, WAGERING_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
    );
}

export function useClaimReward() {
  const refresh = useRefreshAfterMoney();
  return useMutation({ mutationFn: claimReward, onSettled: refresh });
}

export function useCheckIn() {
  const refresh = useRefreshAfterMoney();
  return useMutation({ mutationFn: checkIn, onSettled: refresh });
}

export function useRaffle() {
  const refresh = useRefreshAfterMoney();
  return useMutation({ mutationFn: drawRaffle, onSettled: refresh });
}
