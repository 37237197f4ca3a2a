import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_PATTERNS } from '@pkg/contracts/validation-patterns';
import { requestResetLink } from '../api/password-email-api';
import { failureOf, failureText } from '../failure';
import { proveHuman } from '../prove-human';
import { TextField } from './text-field';
import { Notice } from '../../../components/ui/notice';

type Slot = 'username' | 'email' | 'form';
type Errors = Partial<Record<Slot, string>>;

const EMAIL = new RegExp(VALIDATION_PATTERNS.email, 'u');

/**
 * Forgot password by e-mail (SPEC.md sections 2, 5 and 7): the username and the account's e-mail,
 * checked here as the server checks them, then a link is asked for. The server answers alike
 * whether or not the details match an account, so the page says only that a link was sent if
 * they do, and for how long it works.
 */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);

  function show(found: Errors) {
    setErrors(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!username.trim()) found.username = t('account.validation.required', { field: t('account.fields.username') });
    if (!email.trim()) found.email = t('account.validation.required', { field: t('account.fields.email') });
    else if (!EMAIL.test(email.trim())) found.email = t('account.validation.emailFormat');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    setBusy(true);
    try {
      const sent = await requestResetLink({ username: username.trim(), email: email.trim(), humanCheck: await proveHuman() });
      setSentMinutes(sent.expireMinutes);
    } catch (error) {
      const failure = failureOf(error);
      const slot: Slot =
        failure.code === 'field_invalid' && (failure.field === 'username' || failure.field === 'email') ? failure.field : 'form';
      const text = slot === 'email' ? t('account.validation.emailFormat') : failureText(t, failure);
      show({ [slot]: text });
    } finally {
      setBusy(false);
    }
  }

  if (sentMinutes !== null) {
    return (
      <div className="account-form">
        <Notice tone="success">{t('account.forgot.emailSent', { minutes: sentMinutes })}</Notice>
        <button type="button" className="button button--ghost" onClick={() => setSentMinutes(null)}>
          {t('account.forgot.sendAgain')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="account-form__intro">{t('account.forgot.emailIntro')}</p>
      <TextField
        id={`${id}-username`}
        label={t('account.fields.username')}
        value={username}
        onChange={setUsername}
        error={errors.username}
        required
        autoComplete="username"
        maxLength={64}
      />
      <TextField
        id={`${id}-email`}
        label={t('account.fields.email')}
        type="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        required
        autoComplete="email"
        maxLength={254}
      />
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {t('account.forgot.sendLink')}
      </button>
    </form>
  );
}
