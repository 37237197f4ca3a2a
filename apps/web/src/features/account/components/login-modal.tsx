import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useSystemStatus } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { failureText } from '../failure';
import { useFreeTrial } from '../use-free-trial';
import { LoginForm } from './login-form';

/**
 * The login dialog. Only the username way is offered: login by SMS code, Google and Facebook
 * sign-in wait for the server, so their tabs and buttons are not shown. Free trial (where the
 * brand offers it) and the way to register sit below the form.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open, params } = useModal();
  const { data: status } = useSystemStatus();
  const trial = useFreeTrial();
  return (
    <Dialog open onClose={onClose} title={t('account.modal.login')}>
      {params.get('reason') === 'playNeedsLogin' && <p className="notice notice--info">{t('errors.play_needs_login')}</p>}
      <LoginForm />
      <div className="account-switch">
        {status?.flags.FREEPLAY3 && (
          <button type="button" className="button button--ghost" onClick={() => void trial.start()} disabled={trial.busy}>
            {t('account.freeTrial')}
          </button>
        )}
        <p className="account-switch__line">
          {t('account.signIn.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => open('register')}>
            {t('account.signIn.toRegister')}
          </button>
        </p>
      </div>
      {trial.failure && (
        <p className="form-error" role="alert">
          {failureText(t, trial.failure)}
        </p>
      )}
    </Dialog>
  );
}
