import { useQuery } from '@tanstack/react-query';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoDashboardQuery, BoDashboardValue, DashboardAlertKind } from '@pkg/contracts/dashboard';
import { bo } from '../../lib/api';

/** The dashboard of one brand (decision 069); refreshed each minute while open, as queues move. */
export function useDashboard(query: BoDashboardQuery) {
  return useQuery({
    queryKey: ['bo', 'dashboard', query],
    queryFn: () => bo<BoDashboardValue>(`${BO_API.dashboard}?${new URLSearchParams(query as Record<string, string>).toString()}`),
    refetchInterval: 60_000,
  });
}

/** The desk that acts on each alert; failed jobs have none in the console yet (the operator's logs). */
export const ALERT_DESKS: Record<DashboardAlertKind, string | null> = {
  depositsWaiting: '/deposits',
  withdrawalsWaiting: '/withdrawals',
  withdrawalDisputes: '/withdrawals',
  drawsWithoutResult: '/lottery?awaiting=1',
  settlementsHeld: '/agents/settlements',
  jobsFailed: null,
  vendorsInMaintenance: '/catalog',
};
