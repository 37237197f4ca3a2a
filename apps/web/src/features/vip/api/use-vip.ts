import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VIP_STREAM_EVENT } from '@pkg/contracts/stream-events';
import { loadNamespace } from '../../../lib/i18n';
import { useLiveEvent } from '../../../lib/live-events';
import { readSessionToken, useSession } from '../../../lib/session';
import { VIP_MEMBER_KEY, fetchVipHistory, fetchVipStatus, fetchVipTable, vipKeys } from './vip-api';

/** The VIP texts (vip.*), loaded before the page or the badge renders. */
export function useVipTexts() {
  return useQuery({
    queryKey: ['texts', 'vip'],
    queryFn: async () => {
      await loadNamespace('vip');
      return true;
    },
    staleTime: Infinity,
  });
}

/** The brand's level table: public, and it changes rarely. */
export function useVipTable() {
  return useQuery({ queryKey: vipKeys.table, queryFn: fetchVipTable, staleTime: 5 * 60_000 });
}

/** Whether the caller may have a level: a logged-in real account (trial accounts are refused by the server). */
export function useHasVip(): boolean {
  const { loggedIn, isTrial } = useSession();
  return loggedIn && !isTrial;
}

/** The caller's level and progress; kept fresh by the live `vip` event (see useVipLive). */
export function useVipStatus() {
  return useQuery({ queryKey: vipKeys.status, queryFn: fetchVipStatus, enabled: useHasVip(), staleTime: 60_000 });
}

export function useVipHistory() {
  return useQuery({ queryKey: vipKeys.history, queryFn: fetchVipHistory, enabled: useHasVip(), staleTime: 60_000 });
}

/**
 * Listens on the session's live stream for level changes and refreshes the player's VIP queries
 * (and the reward centre's, which a new bonus changes). Mounted once, by the header badge.
 */
export function useVipLive() {
  const queryClient = useQueryClient();
  const token = useHasVip() ? readSessionToken() : null;
  useLiveEvent(token, VIP_STREAM_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: VIP_MEMBER_KEY });
  });
}
