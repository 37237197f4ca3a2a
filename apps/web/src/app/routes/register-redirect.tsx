import { Navigate, useSearchParams } from 'react-router';
import { useWhitelabel } from '../../lib/brand';
import { hasSession } from '../../lib/session';

const REFERRAL_KEY = 'referralCode';

/**
 * /register and /register.html: home with the registration modal open (or, while the guard keeps
 * visitors on /login, the login page with it open). A referralCode in the address is kept, in the
 * URL and for the rest of the visit, so sign-up can send it.
 */
export function RegisterRedirect() {
  const [params] = useSearchParams();
  const { data: brand } = useWhitelabel();
  const referralCode = params.get(REFERRAL_KEY);
  const next = new URLSearchParams({ modal: 'register' });
  if (referralCode) {
    sessionStorage.setItem(REFERRAL_KEY, referralCode);
    next.set(REFERRAL_KEY, referralCode);
  }
  const guarded = brand?.flags.sendLoggedInHome && !hasSession();
  return <Navigate to={`${guarded ? '/login' : '/index'}?${next.toString()}`} replace />;
}
