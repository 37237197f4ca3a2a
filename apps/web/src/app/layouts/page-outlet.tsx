import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';

/**
 * A layout's page. A lazy page whose code is still on its way (router.tsx `page`) shows a spinner
 * here on a first visit, inside the layout; moving between pages of one layout is a transition, so
 * the page before stays on screen until the next one is ready.
 */
export function PageOutlet() {
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
