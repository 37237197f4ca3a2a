import { Navigate, Outlet } from 'react-router';
import { useWhitelabel } from '../lib/brand';
import { useSession } from '../lib/session';

/**
 * The guard of SPEC.md section 2: when the brand's "send logged-in users home" flag is on, every
 * route below needs a session, and visitors go to /login. Open routes sit outside this guard.
 */
export function RouteGuard() {
  const { data } = useWhitelabel();
  const { loggedIn } = useSession();
  if (data?.flags.sendLoggedInHome && !loggedIn) return <Navigate to="/login" replace />;
  return <Outlet />;
}
