import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_BASE } from '@pkg/contracts/backoffice-routes';
import { useMe } from './lib/use-me';
import { LoginPage } from './pages/login-page';
import { Shell } from './components/shell';
import { OverviewPage } from './pages/overview-page';
import { AuditPage } from './pages/audit-page';
import { WithdrawalsPage } from './pages/withdrawals-page';
import { DepositsPage } from './pages/deposits-page';
import { AdjustmentsPage } from './pages/adjustments-page';
import { LedgerCheckPage } from './pages/ledger-check-page';
import { LotteryPage } from './pages/lottery/lottery-page';
import { ArenaDeskPage } from './pages/arena/arena-page';
import { ArenaEventPage } from './pages/arena/arena-event-page';
import { BingoDeskPage } from './pages/bingo/bingo-page';
import { PvpDeskPage } from './pages/pvp/pvp-page';
import { DrawDetailPage } from './pages/lottery/draw-detail-page';
import { LotteryImportPage } from './pages/lottery/import-page';
import { ResultsFeedPage } from './pages/lottery/results-feed-page';
import { TablesPage } from './pages/tables/tables-page';
import { TablePage } from './pages/tables/table-page';
import { RoundPage } from './pages/tables/round-page';
import { SportsPage } from './pages/sports/sports-page';
import { SportsFixturePage } from './pages/sports/fixture-page';
import { SportsPlayersPage } from './pages/sports/players-page';
import { AgentSettlementsPage } from './pages/agents/settlements-page';
import { AgentSettlementDetailPage } from './pages/agents/settlement-detail-page';
import { AgentContractsPage } from './pages/agents/contracts-page';
import { MissionsPage } from './pages/missions/missions-page';
import { MissionCompletionsPage } from './pages/missions/completions-page';
import { PointsPage } from './pages/points/points-page';
import { MessagesPage } from './pages/engagement-messages/messages-page';
import { NoticesPage } from './pages/engagement-messages/notices-page';
import { HelpPage } from './pages/help/help-page';
import { FeedbackQueuePage } from './pages/engagement-messages/feedback-page';
import { ChatDeskPage } from './pages/chat/chat-page';
import { ReferralPage } from './pages/referral/referral-page';
import { VipDeskPage } from './pages/vip/vip-page';
import { PromotionsDeskPage } from './pages/promotions/promotions-page';
import { RgPage } from './pages/rg/rg-page';
import { CatalogPage } from './pages/catalog/catalog-page';
import { OutboxPage } from './pages/catalog/outbox-page';
import { MembersPage } from './pages/members/members-page';
import { MemberProfilePage } from './pages/members/member-profile-page';
import { AgentsTreePage } from './pages/members/agents-tree-page';
import { BrandPage } from './pages/brand/brand-page';
import { ReportsPage } from './pages/reports/reports-page';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** Signed in: the console; otherwise the sign-in page. */
function Gate() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <p className="bo-centre">{t('backoffice.loading')}</p>;
  if (me.isError) return <p className="bo-centre bo-error">{t('backoffice.loadFailed')}</p>;
  if (!me.data) return <LoginPage />;
  return <Shell me={me.data} />;
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Gate />,
      children: [
        { index: true, element: <OverviewPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'deposits', element: <DepositsPage /> },
        { path: 'withdrawals', element: <WithdrawalsPage /> },
        { path: 'adjustments', element: <AdjustmentsPage /> },
        { path: 'ledger', element: <LedgerCheckPage /> },
        { path: 'lottery', element: <LotteryPage /> },
        { path: 'lottery/import', element: <LotteryImportPage /> },
        { path: 'lottery/feed', element: <ResultsFeedPage /> },
        { path: 'lottery/:id', element: <DrawDetailPage /> },
        { path: 'arena', element: <ArenaDeskPage /> },
        { path: 'arena/events/:eventId', element: <ArenaEventPage /> },
        { path: 'bingo', element: <BingoDeskPage /> },
        { path: 'pvp', element: <PvpDeskPage /> },
        { path: 'tables', element: <TablesPage /> },
        { path: 'tables/rounds/:id', element: <RoundPage /> },
        { path: 'tables/:id', element: <TablePage /> },
        { path: 'sports', element: <SportsPage /> },
        { path: 'sports/players', element: <SportsPlayersPage /> },
        { path: 'sports/:id', element: <SportsFixturePage /> },
        { path: 'agents/settlements', element: <AgentSettlementsPage /> },
        { path: 'agents/settlements/:id', element: <AgentSettlementDetailPage /> },
        { path: 'agents/contracts', element: <AgentContractsPage /> },
        { path: 'missions', element: <MissionsPage /> },
        { path: 'missions/:id', element: <MissionCompletionsPage /> },
        { path: 'points', element: <PointsPage /> },
        { path: 'messages', element: <MessagesPage /> },
        { path: 'notices', element: <NoticesPage /> },
        { path: 'help', element: <HelpPage /> },
        { path: 'feedback', element: <FeedbackQueuePage /> },
        { path: 'chat', element: <ChatDeskPage /> },
        { path: 'referral', element: <ReferralPage /> },
        { path: 'vip', element: <VipDeskPage /> },
        { path: 'promotions', element: <PromotionsDeskPage /> },
        { path: 'rg', element: <RgPage /> },
        { path: 'catalog', element: <CatalogPage /> },
        { path: 'outbox', element: <OutboxPage /> },
        { path: 'members', element: <MembersPage /> },
        { path: 'members/:id', element: <MemberProfilePage /> },
        { path: 'agents-tree', element: <AgentsTreePage /> },
        { path: 'brand', element: <BrandPage /> },
        { path: 'reports', element: <ReportsPage /> },
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
