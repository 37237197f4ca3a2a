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
