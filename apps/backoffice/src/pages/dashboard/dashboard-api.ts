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

/** The desk that acts on each alert (every alert has one; the server shows it only to staff who may open it). */
export const ALERT_DESKS: Record<DashboardAlertKind, string> = {
  depositsWaiting: '/deposits',
  withdrawalsWaiting: '/withdrawals',
  depositsOverdue: '/deposits',
  withdrawalsOverdue: '/withdrawals',
  withdrawalDisputes: '/withdrawals',
  drawsWithoutResult: '/lottery?awaiting=1',
  settlementsHeld: '/agents/settlements',
  jobsFailed: '/jobs?state=failed',
  jobsStalled: '/jobs?state=stalled',
  ledgerUnbalanced: '/ledger',
  vendorsInMaintenance: '/catalog',
};
