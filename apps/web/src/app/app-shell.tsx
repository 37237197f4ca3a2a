import { Outlet } from 'react-router';
import { useSessionActions } from '../features/account/use-session-actions';
import { SessionWatch } from '../features/responsible-gaming/components/session-watch';
import { ModalHost } from './modal-host';
import { ScrollRestoration } from './scroll-restoration';

/** Wraps every route: restores scroll on navigation, hosts the URL-opened modals and the session time's reality check. */
export function AppShell() {
  const { endSession } = useSessionActions();
  return (
    <>
      <Outlet />
      <ModalHost />
      <SessionWatch endSession={endSession} />
      <ScrollRestoration />
    </>
  );
}
