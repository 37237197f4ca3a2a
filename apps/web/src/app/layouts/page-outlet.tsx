import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { siteRouteOfPath } from '@pkg/contracts/site-menu';
import { Spinner } from '../../components/ui/spinner';
import { RouteOffPage } from '../../features/navigation/components/route-off-page';
import { useRouters } from '../../lib/site-menu';

/**
 * A layout's page. A lazy page whose code is still on its way (router.tsx `page`) shows a spinner
 * here on a first visit, inside the layout; moving between pages of one layout is a transition, so
 * the page before stays on screen until the next one is ready. A page the brand switched off (its
 * routers, decision 074) is not shown: a page says it is not available here.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const route = siteRouteOfPath(pathname);
  const { routes } = useRouters();
  if (route && routes[route] === false) return <RouteOffPage />;
  return (
    <Suspense
      fallback={
        <div className="page-loading">
          <Spinner />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
