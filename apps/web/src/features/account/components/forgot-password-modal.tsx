import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useModal } from '../../../lib/modal';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

/** `?way=email` opens the e-mail way (a dead reset link sends the player back that way). */
const WAY_PARAM = 'way';

/**
 * "Forgot password?" (SPEC.md section 2): by mobile code, the default, or by a link e-mailed to the
 * account's address.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const [params, setParams] = useSearchParams();
  const [byEmail, setByEmail] = useState(() => params.get(WAY_PARAM) === 'email');
  // The way is read once; it leaves the address so it does not outlive this dialog.
  useEffect(() => {
    if (!params.has(WAY_PARAM)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(WAY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return (
    <Dialog open onClose={onClose} title={t('account.modal.forgotPassword')}>
      {byEmail ? <ForgotByEmailForm /> : <ForgotByPhoneForm />}
      <p className="account-switch__line">
        <button type="button" className="link-button" onClick={() => setByEmail(!byEmail)}>
          {byEmail ? t('account.forgot.byMobile') : t('account.forgot.byEmail')}
        </button>
      </p>
      <p className="account-switch__line">
        <button type="button" className="link-button" onClick={() => open('login')}>
          {t('account.forgot.backToLogin')}
        </button>
      </p>
    </Dialog>
  );
}
