import { Navigate, Outlet } from 'react-router';
import { useWhitelabel } from '../lib/brand';
import { hasSession } from '../lib/session';

/**
 * The guard of SPEC.md section 2: when the brand's "send logged-in users home" flag is on, every
 * route below needs a session, and visitors go to /login. Open routes sit outside this guard.
 */
export function RouteGuard() {
  const { data } = useWhitelabel();
  if (data?.flags.sendLoggedInHome && !hasSession()) return <Navigate to="/login" replace />;
  return <Outlet />;
}
