import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../lib/i18n';
import { claimMission, fetchBadge, fetchLeaderboard, fetchMissions, MISSIONS_KEY, missionKeys } from './missions-api';

/** The missions texts (missions.*), loaded before the page renders. */
export function useMissionTexts() {
  return useQuery({
    queryKey: ['texts', 'missions'],
    queryFn: async () => {
      await loadNamespace('missions');
      return true;
    },
    staleTime: Infinity,
  });
}

export function useMissions() {
  return useQuery({ queryKey: missionKeys.list, queryFn: fetchMissions });
}

export function useMissionLeaderboard() {
  return useQuery({ queryKey: missionKeys.leaderboard, queryFn: fetchLeaderboard, staleTime: 30_000 });
}

/** The menu badge's count; refreshed every minute while the member centre is open. */
export function useMissionBadge() {
  return useQuery({ queryKey: missionKeys.badge, queryFn: fetchBadge, staleTime: 30_000, refetchInterval: 60_000 });
}

/** Claims a mission; afterwards the list, leaderboard and badge reload. */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSIONS_KEY }),
  });
}
