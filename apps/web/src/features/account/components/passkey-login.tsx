import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSystemStatus } from '../../../lib/brand';
import { loginWithPasskey } from '../api/passkey-api';
import { twoFactorChallengeOf, type TwoFactorChallenge } from '../api/security-api';
import { failureOf, failureText } from '../failure';
import { webAuthnAvailable } from '../passkey-device';
import { useFinishLogin } from '../use-finish-login';
import './passkey.css';

/**
 * "One-click login" in the login dialog (decision 073), where the brand offers it (passkeyLogin)
 * and the browser can use passkeys: the device's passkey (fingerprint, face, screen lock) logs in,
 * and the login ends as a password login does. A login from a new network held for a second
 * factor hands its challenge to the dialog.
 */
export function PasskeyLogin({ onHeld }: { onHeld: (challenge: TwoFactorChallenge) => void }) {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const finishLogin = useFinishLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!status?.flags.passkeyLogin || !webAuthnAvailable()) return null;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await finishLogin(await loginWithPasskey());
    } catch (thrown) {
      setBusy(false);
      // The device's own refusal (cancelled, no passkey, timed out) is not the server's.
      if (!(thrown instanceof ApiError)) {
        setError(t('account.passkey.cancelled'));
        return;
      }
      const failure = failureOf(thrown);
      const held = twoFactorChallengeOf(failure);
      if (held) onHeld(held);
      else setError(failureText(t, failure));
    }
  }

  return (
    <div className="passkey-login">
      <button
        type="button"
        className="button button--ghost passkey-login__button"
        onClick={() => void start()}
        disabled={busy}
        aria-describedby="passkey-login-hint"
      >
        <KeyMark />
        {t('account.passkey.oneClick')}
      </button>
      <p id="passkey-login-hint" className="passkey-login__hint">
        {t('account.passkey.oneClickHint')}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A key, the usual sign of a passkey. */
function KeyMark() {
  return (
    <svg className="passkey-login__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 14a5 5 0 1 1 4.58-7H22v4h-2v3h-4v-3h-4.42A5 5 0 0 1 7 14zm0-3a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
    </svg>
  );
}
