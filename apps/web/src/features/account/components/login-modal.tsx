import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useSystemStatus } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { failureText } from '../failure';
import { useFreeTrial } from '../use-free-trial';
import { LoginForm } from './login-form';
import { ModeTabs } from './mode-tabs';
import { SmsLoginForm } from './sms-login-form';

type LoginMode = 'username' | 'mobile';

/**
 * The login dialog: by username, and by a texted code where the brand offers it
 * (MOBILEVERCODELOGIN3). Google and Facebook sign-in wait for the server, so their buttons are
 * not shown. Free trial (where the brand offers it) and the way to register sit below the form.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open, params } = useModal();
  const { data: status } = useSystemStatus();
  const trial = useFreeTrial();
  const idBase = useId();
  const [picked, setPicked] = useState<LoginMode>('username');
  const modes = [
    { mode: 'username' as const, label: t('account.signIn.byUsername') },
    ...(status?.flags.MOBILEVERCODELOGIN3 ? [{ mode: 'mobile' as const, label: t('account.signIn.byMobile') }] : []),
  ];
  const mode = modes.find((entry) => entry.mode === picked)?.mode ?? 'username';
  const tabbed = modes.length > 1;
  return (
    <Dialog open onClose={onClose} title={t('account.modal.login')}>
      {params.get('reason') === 'playNeedsLogin' && <p className="notice notice--info">{t('errors.play_needs_login')}</p>}
      {tabbed && <ModeTabs label={t('account.signIn.ways')} modes={modes} current={mode} onChange={setPicked} idBase={idBase} />}
      <div id={`${idBase}-panel`} role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? `${idBase}-tab-${mode}` : undefined}>
        {mode === 'mobile' ? <SmsLoginForm /> : <LoginForm />}
      </div>
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
