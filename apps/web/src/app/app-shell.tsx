import { Outlet, ScrollRestoration } from 'react-router';
import { ModalHost } from './modal-host';

/** Wraps every route: restores scroll on navigation and hosts the URL-opened modals. */
export function AppShell() {
  return (
    <>
      <Outlet />
      <ModalHost />
      <ScrollRestoration />
    </>
  );
}
