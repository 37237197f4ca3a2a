import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue } from '@pkg/contracts/auth';
import { Spinner } from '../../../components/ui/spinner';
import { exchangeSignInCode } from '../api/sign-in-api';
import { twoFactorChallengeOf, type TwoFactorChallenge } from '../api/security-api';
import { failureOf, failureText, type Failure } from '../failure';
import { useFinishLogin } from '../use-finish-login';
import { TwoFactorStep } from './two-factor-step';

// The code works once; React may run the effect twice (strict mode), so both runs share one call.
const exchanges = new Map<string, Promise<LoginValue>>();

/**
 * Back from Google or Facebook: trades the one-time code for the session and finishes the login
 * like any other way in (a forced password change, or the second factor from a new network).
 * A failure is shown with the way back to the login form.
 */
export function SignInReturn({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  useEffect(() => {
    let live = true;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = exchangeSignInCode(code);
      exchanges.set(code, exchange);
    }
    exchange.then(
      (value) => {
        if (live) void finishLogin(value);
      },
      (error: unknown) => {
        if (!live) return;
        const found = failureOf(error);
        const held = twoFactorChallengeOf(found);
        if (held) setChallenge(held);
        else setFailure(found);
      },
    );
    return () => {
      live = false;
    };
  }, [code, finishLogin]);

  if (challenge) return <TwoFactorStep challenge={challenge} onBack={onBack} />;
  if (!failure) {
    return (
      <div className="sign-in-return" role="status">
        <Spinner />
        <p>{t('account.social.signingIn')}</p>
      </div>
    );
  }
  return (
    <div className="sign-in-return">
      <p className="form-error" role="alert">
        {failureText(t, failure)}
      </p>
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('account.forgot.backToLogin')}
      </button>
    </div>
  );
}
