import { useEffect } from 'react';
import type { ModalName } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { ChangePasswordModal } from './change-password-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { FreeTrialModal } from './free-trial-modal';
import { LoginModal } from './login-modal';
import { LogoutConfirmModal } from './logout-confirm-modal';
import { RealAccountModal } from './real-account-modal';
import { RegisterModal } from './register-modal';
import { ResetPasswordModal } from './reset-password-modal';

/** Every modal the site hosts except the notices (and the after-login one), the member and agent centres and a vendor's games. */
export type AccountModalName = Exclude<ModalName, 'notices' | 'memberCentre' | 'agentCentre' | 'loginNotice' | 'vendorGames'>;

/** Modals that need a session: a visitor who opens one (say, from a link) is asked to log in. */
const NEEDS_SESSION: ReadonlySet<AccountModalName> = new Set(['changePassword', 'logoutConfirm', 'realAccountNeeded']);
/** Modals a trial account may not use (SPEC.md section 6): it gets the real-account warning instead. */
const NEEDS_REAL_ACCOUNT: ReadonlySet<AccountModalName> = new Set(['changePassword']);

/**
 * The account dialogs, loaded lazily by the modal host. Which one shows follows the URL's modal
 * name and the session: visitors get login for session-only modals, trial accounts the warning.
 */
export function AccountModal({ name, onClose }: { name: AccountModalName; onClose: () => void }) {
  const { loggedIn, isTrial } = useSession();
  if (NEEDS_SESSION.has(name) && !loggedIn) return <LoginModal onClose={onClose} notLoggedIn />;
  if (NEEDS_REAL_ACCOUNT.has(name) && isTrial) return <RealAccountModal onClose={onClose} />;
  switch (name) {
    case 'login':
      return <LoginModal onClose={onClose} />;
    case 'register':
      return <RegisterModal onClose={onClose} />;
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={onClose} />;
    case 'resetPassword':
      return <ResetPasswordModal onClose={onClose} />;
    case 'freeTrial':
      return <FreeTrialModal onClose={onClose} />;
    case 'changePassword':
      return <ChangePasswordModal onClose={onClose} />;
    case 'logoutConfirm':
      return <LogoutConfirmModal onClose={onClose} />;
    case 'realAccountNeeded':
      // Only a trial account needs the warning; anyone else has nothing to see.
      return isTrial ? <RealAccountModal onClose={onClose} /> : <CloseAtOnce onClose={onClose} />;
  }
}

function CloseAtOnce({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}
