import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_BASE } from '@pkg/contracts/backoffice-routes';
import { useMe } from './lib/use-me';
import { LoginPage } from './pages/login-page';
import { Shell } from './components/shell';
import { OverviewPage } from './pages/overview-page';

/**
 * A desk's page, loaded when first opened (issue 37): each desk is its own chunk, so signing in
 * downloads the shell and the overview only. React Router loads the chunk before it shows the page;
 * a chunk that fails to load shows the console's load error with a reload (RouteError).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** Shown while the first page's chunk loads, and when a page's chunk fails to load. */
function Loading() {
  const { t } = useTranslation();
  return <p className="bo-centre">{t('boConsole.loading')}</p>;
}
function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="bo-centre" role="alert">
      <p className="bo-error">{t('boConsole.loadFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('boConsole.reload')}
      </button>
    </div>
  );
}

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** Signed in: the console; otherwise the sign-in page. */
function Gate() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <p className="bo-centre">{t('boConsole.loading')}</p>;
  if (me.isError) return <p className="bo-centre bo-error">{t('boConsole.loadFailed')}</p>;
  if (!me.data) return <LoginPage />;
  return <Shell me={me.data} />;
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Gate />,
      hydrateFallbackElement: <Loading />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <OverviewPage /> },
        { path: 'audit', lazy: page(() => import('./pages/audit-page'), 'AuditPage') },
        { path: 'deposits', lazy: page(() => import('./pages/deposits-page'), 'DepositsPage') },
        { path: 'withdrawals', lazy: page(() => import('./pages/withdrawals-page'), 'WithdrawalsPage') },
        { path: 'adjustments', lazy: page(() => import('./pages/adjustments-page'), 'AdjustmentsPage') },
        { path: 'ledger', lazy: page(() => import('./pages/ledger-check-page'), 'LedgerCheckPage') },
        { path: 'lottery', lazy: page(() => import('./pages/lottery/lottery-page'), 'LotteryPage') },
        { path: 'lottery/import', lazy: page(() => import('./pages/lottery/import-page'), 'LotteryImportPage') },
        { path: 'lottery/feed', lazy: page(() => import('./pages/lottery/results-feed-page'), 'ResultsFeedPage') },
        { path: 'lottery/:id', lazy: page(() => import('./pages/lottery/draw-detail-page'), 'DrawDetailPage') },
        { path: 'arena', lazy: page(() => import('./pages/arena/arena-page'), 'ArenaDeskPage') },
        { path: 'arena/events/:eventId', lazy: page(() => import('./pages/arena/arena-event-page'), 'ArenaEventPage') },
        { path: 'bingo', lazy: page(() => import('./pages/bingo/bingo-page'), 'BingoDeskPage') },
        { path: 'pvp', lazy: page(() => import('./pages/pvp/pvp-page'), 'PvpDeskPage') },
        { path: 'tables', lazy: page(() => import('./pages/tables/tables-page'), 'TablesPage') },
        { path: 'tables/rounds/:id', lazy: page(() => import('./pages/tables/round-page'), 'RoundPage') },
        { path: 'tables/:id', lazy: page(() => import('./pages/tables/table-page'), 'TablePage') },
        { path: 'sports', lazy: page(() => import('./pages/sports/sports-page'), 'SportsPage') },
        { path: 'sports/players', lazy: page(() => import('./pages/sports/players-page'), 'SportsPlayersPage') },
        { path: 'sports/:id', lazy: page(() => import('./pages/sports/fixture-page'), 'SportsFixturePage') },
        { path: 'agents/settlements', lazy: page(() => import('./pages/agents/settlements-page'), 'AgentSettlementsPage') },
        { path: 'agents/settlements/:id', lazy: page(() => import('./pages/agents/settlement-detail-page'), 'AgentSettlementDetailPage') },
        { path: 'agents/contracts', lazy: page(() => import('./pages/agents/contracts-page'), 'AgentContractsPage') },
        { path: 'missions', lazy: page(() => import('./pages/missions/missions-page'), 'MissionsPage') },
        { path: 'missions/:id', lazy: page(() => import('./pages/missions/completions-page'), 'MissionCompletionsPage') },
        { path: 'points', lazy: page(() => import('./pages/points/points-page'), 'PointsPage') },
        { path: 'messages', lazy: page(() => import('./pages/engagement-messages/messages-page'), 'MessagesPage') },
        { path: 'notices', lazy: page(() => import('./pages/engagement-messages/notices-page'), 'NoticesPage') },
        { path: 'help', lazy: page(() => import('./pages/help/help-page'), 'HelpPage') },
        { path: 'feedback', lazy: page(() => import('./pages/engagement-messages/feedback-page'), 'FeedbackQueuePage') },
        { path: 'chat', lazy: page(() => import('./pages/chat/chat-page'), 'ChatDeskPage') },
        { path: 'referral', lazy: page(() => import('./pages/referral/referral-page'), 'ReferralPage') },
        { path: 'vip', lazy: page(() => import('./pages/vip/vip-page'), 'VipDeskPage') },
        { path: 'promotions', lazy: page(() => import('./pages/promotions/promotions-page'), 'PromotionsDeskPage') },
        { path: 'rg', lazy: page(() => import('./pages/rg/rg-page'), 'RgPage') },
        { path: 'catalog', lazy: page(() => import('./pages/catalog/catalog-page'), 'CatalogPage') },
        { path: 'outbox', lazy: page(() => import('./pages/catalog/outbox-page'), 'OutboxPage') },
        { path: 'members', lazy: page(() => import('./pages/members/members-page'), 'MembersPage') },
        { path: 'members/:id', lazy: page(() => import('./pages/members/member-profile-page'), 'MemberProfilePage') },
        { path: 'agents-tree', lazy: page(() => import('./pages/members/agents-tree-page'), 'AgentsTreePage') },
        { path: 'brand', lazy: page(() => import('./pages/brand/brand-page'), 'BrandPage') },
        { path: 'staff', lazy: page(() => import('./pages/staff/staff-page'), 'StaffPage') },
        { path: 'jobs', lazy: page(() => import('./pages/jobs/jobs-page'), 'JobsPage') },
        { path: 'search', lazy: page(() => import('./pages/search/search-page'), 'SearchPage') },
        { path: 'reports', lazy: page(() => import('./pages/reports/reports-page'), 'ReportsPage') },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: BACKOFFICE_BASE.replace(/\/$/, '') },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
