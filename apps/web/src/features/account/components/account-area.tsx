import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '../../../lib/modal';
import { hasSession, useSession } from '../../../lib/session';
import { lazyView } from '../../../lib/lazy-view';

// Visitors (every first visit) never need the member slots, so they load only with a session and
// stay out of the start-up bundle. A visit that starts with a session fetches them at once, beside
// the start-up calls, rather than after the header's first render (decision 046).
const loadMemberArea = () => import('./member-area');
const MemberArea = lazyView(() => loadMemberArea().then((m) => ({ default: m.MemberArea })));
if (typeof window !== 'undefined' && hasSession()) void loadMemberArea();

/**
 * The header's account area. Visitors get Log in, Register and (where the brand offers it) Free
 * trial; a session gets the member slots. The balance is the wallet feature's, handed in by the
 * header (a feature never imports another). It follows the session, so when the server ends it
 * (login.not.session clears it) the visitor buttons come back by themselves.
 */
export function AccountArea({ freeTrial, balance }: { freeTrial: boolean; balance?: ReactNode }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const { loggedIn } = useSession();
  if (loggedIn) {
    return (
      // The fallback takes the member slots' place and height, so the header keeps its shape when they come (decision 046).
      <Suspense fallback={<div className="account-area member-area" data-slot="member" />}>
        <MemberArea balance={balance} />
      </Suspense>
    );
  }
  return (
    <div className="account-area">
      <button type="button" className="button button--ghost" onClick={() => open('login')}>
        {t('account.login')}
      </button>
      <button type="button" className="button button--primary" onClick={() => open('register')}>
        {t('account.register')}
      </button>
      {freeTrial && (
        <button type="button" className="button button--ghost free-trial" onClick={() => open('freeTrial')}>
          {t('account.freeTrial')}
        </button>
      )}
    </div>
  );
}
