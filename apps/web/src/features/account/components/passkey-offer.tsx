import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSystemStatus } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { PASSKEYS_KEY, createPasskey } from '../api/passkey-api';
import { failureOf, failureText } from '../failure';
import { clearPasskeyOfferDue, markOffered, rememberDevicePasskey, webAuthnAvailable } from '../passkey-device';
import './passkey.css';

type Step = 'offer' | 'busy' | 'done';

/**
 * "Sign in with one click next time" (decision 073): after a password login on a device that has
 * no passkey of the account, a card at the foot of the page offers to make one. It shows once per
 * account and device (marked when shown), and "Not now" or the close button puts it away.
 */
export function PasskeyOffer({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: status } = useSystemStatus();
  const { loggedIn, isTrial } = useSession();
  const [step, setStep] = useState<Step>('offer');
  const [error, setError] = useState<string | null>(null);
  const wanted = loggedIn && !isTrial && !!status?.flags.passkeyLogin && webAuthnAvailable();
  const decided = status !== undefined;

  useEffect(() => {
    if (!decided) return;
    clearPasskeyOfferDue();
    if (wanted) markOffered(username);
    else onDone();
  }, [decided, wanted, username, onDone]);

  if (!wanted) return null;

  async function accept() {
    setStep('busy');
    setError(null);
    try {
      await createPasskey();
      rememberDevicePasskey(username);
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      setStep('done');
    } catch (thrown) {
      setStep('offer');
      setError(thrown instanceof ApiError ? failureText(t, failureOf(thrown)) : t('account.passkey.cancelled'));
    }
  }

  return (
    <section className="passkey-offer" aria-labelledby="passkey-offer-title" data-testid="passkey-offer">
      <button type="button" className="passkey-offer__close" onClick={onDone} aria-label={t('account.passkey.close')}>
        ×
      </button>
      <h2 id="passkey-offer-title" className="passkey-offer__title">
        {t('account.passkey.offerTitle')}
      </h2>
      {step === 'done' ? (
        <p className="passkey-offer__text" role="status">
          {t('account.passkey.offerDone')}
        </p>
      ) : (
        <>
          <p className="passkey-offer__text">{t('account.passkey.offerText')}</p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="passkey-offer__actions">
            <button type="button" className="button button--primary" onClick={() => void accept()} disabled={step === 'busy'}>
              {t('account.passkey.offerAccept')}
            </button>
            <button type="button" className="button button--ghost" onClick={onDone}>
              {t('account.passkey.offerDismiss')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
