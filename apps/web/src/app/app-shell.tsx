import { Outlet } from 'react-router';
import { useSessionActions } from '../features/account/use-session-actions';
import { SessionWatch } from '../features/responsible-gaming/components/session-watch';
import { ModalHost } from './modal-host';
import { PasskeyOfferHost } from './passkey-offer-host';
import { ScrollRestoration } from './scroll-restoration';

/** Wraps every route: restores scroll on navigation, hosts the URL-opened modals, the one-click login offer and the session time's reality check. */
export function AppShell() {
  const { endSession } = useSessionActions();
  return (
    <>
      <Outlet />
      <ModalHost />
      <PasskeyOfferHost />
      <SessionWatch endSession={endSession} />
      <ScrollRestoration />
    </>
  );
}
