import { useTranslation } from 'react-i18next';
import { hasSession } from '../../../lib/session';
import { useModal } from '../../../lib/modal';

/**
 * The header's account area. Visitors get Log in, Register and (where the brand offers it) Free
 * trial; the logged-in slots (avatar, name, balance, deposit, shortcuts, logout) come with accounts.
 */
export function AccountArea({ freeTrial }: { freeTrial: boolean }) {
  const { t } = useTranslation();
  const { open } = useModal();
  if (hasSession()) return <div className="account-area" data-slot="member" />;
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
