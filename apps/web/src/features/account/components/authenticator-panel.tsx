import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthenticatorSetupValue } from '@pkg/contracts/two-factor';
import { SECURITY_KEY, bindAuthenticator, startAuthenticator, unbindAuthenticator } from '../api/security-api';
import { failureOf, failureText, type Failure } from '../failure';
import { TextField } from './text-field';
import { Notice } from '../../../components/ui/notice';

type Step = 'idle' | 'binding' | 'unbinding';
type Slot = 'code' | 'password' | 'form';

/** Where a server failure is shown. */
function slotOf(code: string): Slot {
  if (code === 'two_factor_invalid') return 'code';
  if (code === 'password_wrong') return 'password';
  return 'form';
}

/** The base32 key in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The authenticator in the security centre: bind (scan the QR code or type the key, then confirm
 * with a current code and the login password) or unbind (a current code and the password; the
 * password alone when the server can no longer read the key).
 */
export function AuthenticatorPanel({ status }: { status: { bound: boolean; usable: boolean } }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<AuthenticatorSetupValue | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const needsCode = step === 'binding' || status.usable;

  useEffect(() => {
    if (!setup) return;
    let live = true;
    // The QR code library loads only when someone binds.
    void import('qrcode')
      .then((lib) => lib.toDataURL(setup.uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [setup]);

  function reset(next: Step) {
    setStep(next);
    setCode('');
    setPassword('');
    setErrors({});
    if (next !== 'binding') {
      setSetup(null);
      setQr(null);
    }
  }

  function show(failure: Failure) {
    setErrors({ [slotOf(failure.code)]: failureText(t, failure) });
  }

  async function startBinding() {
    setBusy(true);
    setDone(null);
    try {
      setSetup(await startAuthenticator());
      reset('binding');
    } catch (error) {
      show(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Slot, string>> = {};
    if (needsCode && !/^\d{6}$/.test(code.trim())) found.code = t('security.codeFormat');
    if (!password) found.password = t('account.validation.required', { field: t('account.fields.password') });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (step === 'binding') await bindAuthenticator(code.trim(), password);
      else await unbindAuthenticator(needsCode ? code.trim() : undefined, password);
      setDone(step === 'binding' ? t('security.boundDone') : t('security.unboundDone'));
      reset('idle');
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    } catch (error) {
      const failure = failureOf(error);
      // The binding was replaced or took too long: start over from the button.
      if (failure.code === 'authenticator_not_bound' || failure.code === 'authenticator_bound') {
        reset('idle');
        await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      }
      show(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="security-item" aria-labelledby={`${id}-title`} data-testid="authenticator-panel">
      <div className="security-item__head">
        <h4 id={`${id}-title`}>{t('security.authenticator')}</h4>
        <span className={status.bound ? 'badge badge--ok' : 'badge'}>{status.bound ? t('security.bound') : t('security.notBound')}</span>
      </div>
      {done && <Notice tone="success">{done}</Notice>}
      {step === 'idle' && (
        <>
          <p className="security-item__text">{status.bound ? t('security.boundText') : t('security.notBoundText')}</p>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <div className="security-item__actions">
            {status.bound ? (
              <button type="button" className="button button--ghost" onClick={() => reset('unbinding')}>
                {t('security.unbind')}
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={() => void startBinding()} disabled={busy}>
                {t('security.bind')}
              </button>
            )}
          </div>
        </>
      )}
      {step !== 'idle' && (
        <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
          {step === 'binding' && setup && (
            <div className="authenticator-setup">
              <p className="security-item__text">{t('security.bindIntro')}</p>
              {qr ? <img className="authenticator-setup__qr" src={qr} alt={t('security.qrAlt')} width={200} height={200} /> : null}
              <p className="authenticator-setup__key">
                <span>{t('security.secretLabel')}</span>
                <code data-testid="authenticator-secret">{grouped(setup.secret)}</code>
              </p>
            </div>
          )}
          {step === 'unbinding' && (
            <p className="security-item__text">{status.usable ? t('security.unbindIntro') : t('security.unbindUnreadable')}</p>
          )}
          {needsCode && (
            <TextField
              id={`${id}-code`}
              label={t('security.code')}
              value={code}
              onChange={setCode}
              error={errors.code}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              spellCheck={false}
            />
          )}
          <TextField
            id={`${id}-password`}
            label={t('security.loginPassword')}
            type="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            required
            autoComplete="current-password"
            maxLength={128}
          />
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => reset('idle')}>
              {t('account.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {step === 'binding' ? t('security.confirmBind') : t('security.confirmUnbind')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
