import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '../../../lib/modal';
import { login } from '../api/account-api';
import { twoFactorChallengeOf, type TwoFactorChallenge } from '../api/security-api';
import { failureOf, failureText, needsCaptcha } from '../failure';
import { keepKnownPassword } from '../known-password';
import { markPasskeyOfferDue } from '../passkey-device';
import { proveHuman } from '../prove-human';
import { readRemembered, rememberLogin } from '../remember-me';
import { useCaptcha } from '../use-captcha';
import { useFinishLogin } from '../use-finish-login';
import { CaptchaField } from './captcha-field';
import { TextField } from './text-field';
import { TwoFactorStep } from './two-factor-step';

type Slot = 'username' | 'password' | 'captcha' | 'form';
type Errors = Partial<Record<Slot, string>>;

/** Where a server failure is shown: the field it is about, or the form as a whole. */
function slotOf(code: string): Slot {
  if (code === 'captcha_required' || code === 'captcha_invalid') return 'captcha';
  if (code === 'login.cred.err') return 'password';
  return 'form';
}

/**
 * Login by username and password (SPEC.md sections 2 and 4): both trimmed and required; the
 * captcha appears once a failure says so; remember me keeps the login for a day; the human check
 * runs before the call. A forced password change opens its dialog; otherwise the dialog closes.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const id = useId();
  const finishLogin = useFinishLogin();
  // Prefilled once from the remember-me cookies, when the dialog opens.
  const [initial] = useState(readRemembered);
  const [username, setUsername] = useState(initial.username);
  const [password, setPassword] = useState(initial.password);
  const [remember, setRemember] = useState(initial.remember);
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // A login from a new network held for its second factor (SPEC.md section 4).
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const image = useCaptcha(captchaShown);
  const form = useRef<HTMLFormElement>(null);
  const formErrorId = `${id}-form-error`;

  function focusFirstInvalid() {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const secret = password.trim();
    if (!name || !secret) {
      setErrors({ form: t('account.validation.enterUsernamePassword') });
      requestAnimationFrame(focusFirstInvalid);
      return;
    }
    if (captchaShown && !captcha.trim()) {
      setErrors({ captcha: t('account.validation.required', { field: t('account.fields.captcha') }) });
      requestAnimationFrame(focusFirstInvalid);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const humanCheck = await proveHuman();
      const value = await login({ username: name, password: secret, captcha: captchaShown ? captcha.trim() : undefined, humanCheck });
      rememberLogin(name, secret, remember);
      keepKnownPassword(name, secret);
      // One-click login is offered once after a password login on a device without a passkey (decision 073).
      if (!value.cpw) markPasskeyOfferDue(name);
      await finishLogin(value);
    } catch (error) {
      const failure = failureOf(error);
      const held = twoFactorChallengeOf(failure);
      if (held) {
        // The password was right: remember it as a login does, then ask for the second factor.
        rememberLogin(name, secret, remember);
        keepKnownPassword(name, secret);
        setChallenge(held);
        setBusy(false);
        return;
      }
      if (needsCaptcha(failure) || captchaShown) {
        // Each captcha answers one attempt, so any failure while it shows needs a new image.
        setCaptcha('');
        if (captchaShown) image.refresh(false);
        else setCaptchaShown(true);
      }
      setErrors({ [slotOf(failure.code)]: failureText(t, failure) });
      setBusy(false);
      requestAnimationFrame(focusFirstInvalid);
    }
  }

  // "Enter username and password" belongs to whichever of the two is empty.
  const missingRef = (value: string) => (errors.form && !value.trim() ? formErrorId : null);

  if (challenge) return <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} />;

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        id={`${id}-username`}
        label={t('account.fields.username')}
        value={username}
        onChange={setUsername}
        error={errors.username}
        errorRef={missingRef(username)}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      <TextField
        id={`${id}-password`}
        label={t('account.fields.password')}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        errorRef={missingRef(password)}
        required
        autoComplete="current-password"
        maxLength={128}
      />
      {captchaShown && (
        <CaptchaField
          id={`${id}-captcha`}
          value={captcha}
          onChange={setCaptcha}
          error={errors.captcha}
          src={image.src}
          failed={image.failed}
          onRefresh={() => image.refresh(true)}
        />
      )}
      <div className="account-form__row">
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('account.signIn.remember')}
        </label>
        <ForgotPasswordLink />
      </div>
      {errors.form && (
        <p id={formErrorId} className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {t('account.signIn.submit')}
      </button>
    </form>
  );
}

/** "Forgot password?": opens the recovery dialog (by mobile code; SPEC.md section 2). */
function ForgotPasswordLink() {
  const { t } = useTranslation();
  const { open } = useModal();
  return (
    <button type="button" className="link-button account-form__link" onClick={() => open('forgotPassword')}>
      {t('account.signIn.forgot')}
    </button>
  );
}
