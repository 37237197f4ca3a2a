import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useSystemStatus } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

/**
 * "Forgot password?" (SPEC.md section 2): by mobile code, the default. Reset by e-mail is not on
 * the server yet, so its switch only says so and points to customer service.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const [byEmail, setByEmail] = useState(false);
  return (
    <Dialog open onClose={onClose} title={t('account.modal.forgotPassword')}>
      {byEmail ? <EmailNotAvailable /> : <ForgotByPhoneForm />}
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

/** Reset by e-mail is not offered yet: customer service can help instead. */
function EmailNotAvailable() {
  const { t } = useTranslation();
  const service = useSystemStatus().data?.customerService[0]?.url;
  return (
    <div className="account-form">
      <p>{t('account.forgot.emailUnavailable')}</p>
      {service && (
        <a className="button button--ghost" href={service} target="_blank" rel="noopener noreferrer">
          {t('account.forgot.contactService')}
        </a>
      )}
    </div>
  );
}
