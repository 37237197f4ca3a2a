import { useQuery } from '@tanstack/react-query';
import type { BoDashboardQuery, DashboardAlertKind } from '@pkg/contracts/dashboard';
import { dashboardKeys, fetchDashboard } from '../../api/dashboard';

/** The dashboard of one brand (decision 069); refreshed each minute while open, as queues move. */
export function useDashboard(query: BoDashboardQuery) {
  return useQuery({
    queryKey: dashboardKeys.dashboard(query),
    queryFn: () => fetchDashboard(query),
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
