import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorMethod } from '@pkg/contracts/two-factor';
import { requestTwoFactorCode, verifyLogin, type TwoFactorChallenge } from '../api/security-api';
import { failureOf, failureText, type Failure } from '../failure';
import { useCountdowns } from '../use-countdowns';
import { useFinishLogin } from '../use-finish-login';
import { ModeTabs } from './mode-tabs';
import { TextField } from './text-field';
import { Notice } from '../../../components/ui/notice';

/** Clicks on "Send code" closer together than this are ignored (SPEC.md section 9). */
const SEND_GAP_MS = 1000;

/** Where a failure is shown: under the answer, or for the step as a whole. */
function isAnswerProblem(code: string): boolean {
  return code === 'two_factor_invalid' || code === 'verification_code_invalid' || code === 'verification_code_expired';
}

/**
 * The second step of a login from a new network (SPEC.md section 4): the player picks one of the
 * account's second factors (when there are several), asks for a texted or e-mailed code where the
 * factor needs one (with the resend countdown), and answers; success finishes the login like any other.
 */
export function TwoFactorStep({ challenge, onBack }: { challenge: TwoFactorChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const finishLogin = useFinishLogin();
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'authenticator');
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentTo, setSentTo] = useState<Partial<Record<TwoFactorMethod, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const countdowns = useCountdowns<TwoFactorMethod>();
  const lastSend = useRef(0);
  const input = useRef<HTMLFormElement>(null);
  const needsCode = method === 'sms' || method === 'email';
  const expired = failure?.code === 'two_factor_expired';

  function pick(next: TwoFactorMethod) {
    setMethod(next);
    setAnswer('');
    setAnswerError(null);
    setFailure(null);
  }

  async function sendCode() {
    if (method !== 'sms' && method !== 'email') return;
    const now = Date.now();
    if (sending || now - lastSend.current < SEND_GAP_MS) return;
    lastSend.current = now;
    setSending(true);
    setFailure(null);
    try {
      const sent = await requestTwoFactorCode(challenge.challengeId, method);
      setSentTo((previous) => ({ ...previous, [method]: sent.sentTo }));
      countdowns.start(method, sent.resendAfterSeconds);
    } catch (error) {
      const found = failureOf(error);
      if ((found.code === 'sms_too_frequent' || found.code === 'email_too_frequent') && found.retryAfterSeconds) {
        countdowns.start(method, found.retryAfterSeconds);
      }
      setFailure(found);
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || expired) return;
    const given = answer.trim();
    if (!given) {
      setAnswerError(t('account.validation.required', { field: t(`account.twoFactor.field.${method}`) }));
      requestAnimationFrame(() => input.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setAnswerError(null);
    setFailure(null);
    setBusy(true);
    try {
      const value = await verifyLogin({ challengeId: challenge.challengeId, method, answer: given });
      await finishLogin(value);
    } catch (error) {
      const found = failureOf(error);
      if (isAnswerProblem(found.code)) setAnswerError(failureText(t, found));
      else setFailure(found);
      setAnswer('');
      setBusy(false);
      requestAnimationFrame(() => input.current?.querySelector<HTMLElement>('[aria-invalid="true"], input')?.focus());
    }
  }

  const modes = challenge.methods.map((entry) => ({ mode: entry, label: t(`account.twoFactor.method.${entry}`) }));
  const tabbed = modes.length > 1;
  const left = countdowns.remaining(method);
  const sendButton = needsCode ? (
    <button
      type="button"
      className="button button--ghost sms-code__send"
      onClick={() => void sendCode()}
      disabled={sending || left > 0 || expired}
      aria-busy={sending}
    >
      {left > 0 ? t('account.twoFactor.resendIn', { seconds: left }) : t('account.twoFactor.sendCode')}
    </button>
  ) : null;

  return (
    <div className="two-factor" data-testid="two-factor-step">
      <h3 className="two-factor__title">{t('account.twoFactor.title')}</h3>
      <Notice tone="info">{t('account.twoFactor.intro')}</Notice>
      {tabbed && <ModeTabs label={t('account.twoFactor.methodsLabel')} modes={modes} current={method} onChange={pick} idBase={id} />}
      <form
        ref={input}
        id={`${id}-panel`}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? `${id}-tab-${method}` : undefined}
        className="account-form"
        onSubmit={submit}
        noValidate
        aria-busy={busy}
      >
        <TextField
          key={method}
          id={`${id}-answer`}
          label={t(`account.twoFactor.field.${method}`)}
          value={answer}
          onChange={setAnswer}
          error={answerError}
          hint={sentTo[method] ? t('account.twoFactor.sentTo', { to: sentTo[method] }) : t(`account.twoFactor.hint.${method}`)}
          required
          autoFocus
          after={sendButton}
          {...(method === 'bankName'
            ? { autoComplete: 'name', maxLength: 100 }
            : { autoComplete: 'one-time-code', inputMode: 'numeric' as const, maxLength: 6, spellCheck: false })}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failureText(t, failure)}
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={busy || expired}>
          {t('account.twoFactor.submit')}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {t('account.twoFactor.back')}
        </button>
      </form>
    </div>
  );
}
