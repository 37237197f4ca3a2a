import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoDashboardQuery, BoDashboardValue } from '@pkg/contracts/dashboard';
import { bo } from '../lib/api';

/** The dashboard's queries (decision 069): one brand's period at a time. */
export const dashboardKeys = {
  dashboard: (query: BoDashboardQuery) => ['bo', 'dashboard', query] as const,
};

/** One brand's counts and alerts for the period (dashboard.read). */
export const fetchDashboard = (query: BoDashboardQuery) => bo<BoDashboardValue>(BO_API.dashboard, { query });
