import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useSystemStatus } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { failureText } from '../failure';
import { useFreeTrial } from '../use-free-trial';
import { useSignInReturn } from '../use-sign-in-return';
import { LoginForm } from './login-form';
import { ModeTabs } from './mode-tabs';
import { PasskeyLogin } from './passkey-login';
import { SignInReturn } from './sign-in-return';
import { SmsLoginForm } from './sms-login-form';
import { SocialSignIn } from './social-sign-in';
import { TwoFactorStep } from './two-factor-step';
import type { TwoFactorChallenge } from '../api/security-api';
import { Notice } from '../../../components/ui/notice';

type LoginMode = 'username' | 'mobile';

/**
 * The login dialog: by username, and by a texted code where the brand offers it
 * (MOBILEVERCODELOGIN3); one-click login with this device's passkey (decision 073); Google and Facebook sign-in where the brand offers them, whose return
 * lands here to be finished (or its refusal shown). Free trial (where the brand offers it) and the
 * way to register sit below the form.
 */
export function LoginModal({ onClose, notLoggedIn = false }: { onClose: () => void; notLoggedIn?: boolean }) {
  const { t } = useTranslation();
  const { open, params } = useModal();
  const { data: status } = useSystemStatus();
  const trial = useFreeTrial();
  const idBase = useId();
  const [picked, setPicked] = useState<LoginMode>('username');
  // A one-click login from a new network held for its second factor.
  const [held, setHeld] = useState<TwoFactorChallenge | null>(null);
  const modes = [
    { mode: 'username' as const, label: t('account.signIn.byUsername') },
    ...(status?.flags.MOBILEVERCODELOGIN3 ? [{ mode: 'mobile' as const, label: t('account.signIn.byMobile') }] : []),
  ];
  const mode = modes.find((entry) => entry.mode === picked)?.mode ?? 'username';
  const tabbed = modes.length > 1;
  const signInReturn = useSignInReturn();
  if (signInReturn.code) {
    return (
      <Dialog open onClose={onClose} title={t('account.modal.login')}>
        <SignInReturn code={signInReturn.code} onBack={signInReturn.clearCode} />
      </Dialog>
    );
  }
  if (held) {
    return (
      <Dialog open onClose={onClose} title={t('account.modal.login')}>
        <TwoFactorStep challenge={held} onBack={() => setHeld(null)} />
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t('account.modal.login')}>
      {params.get('reason') === 'playNeedsLogin' && <Notice tone="warning">{t('errors.play_needs_login')}</Notice>}
      {/* Something that needs a session was opened without one (SPEC.md section 8, "not logged in"). */}
      {notLoggedIn && <Notice tone="warning">{t('errors.login.not.session')}</Notice>}
      {signInReturn.error && (
        <p className="form-error" role="alert">
          {failureText(t, { code: signInReturn.error })}
        </p>
      )}
      {tabbed && <ModeTabs label={t('account.signIn.ways')} modes={modes} current={mode} onChange={setPicked} idBase={idBase} />}
      <div id={`${idBase}-panel`} role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? `${idBase}-tab-${mode}` : undefined}>
        {mode === 'mobile' ? <SmsLoginForm /> : <LoginForm />}
      </div>
      <PasskeyLogin onHeld={setHeld} />
      <SocialSignIn />
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
