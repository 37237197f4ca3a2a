import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { login, type RegisterSettings } from '../api/account-api';
import { resetPasswordByEmail } from '../api/password-email-api';
import { twoFactorChallengeOf, type TwoFactorChallenge } from '../api/security-api';
import { usePasswordRules } from '../api/use-register-setup';
import { failureOf, failureText } from '../failure';
import { checkConfirmation, checkRule, problemText, ruleHint, type Problem } from '../field-rules';
import { keepKnownPassword } from '../known-password';
import { proveHuman } from '../prove-human';
import { updateRememberedPassword } from '../remember-me';
import { useFinishLogin } from '../use-finish-login';
import { TextField } from './text-field';
import { TwoFactorStep } from './two-factor-step';

/** The query parameter of the e-mailed link that carries its token (contracts: RESET_LINK_TOKEN_PARAM). */
const TOKEN_PARAM = 'token';

type Slot = 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<Slot, Problem>> & { form?: string };

/** Link failures after which the form is of no more use: a new link must be asked for. */
const DEAD_LINK = new Set(['reset_link_invalid', 'reset_link_expired']);

/**
 * Where the link of a reset e-mail lands (`/index?modal=resetPassword&token=...`, decision 012): a
 * new password checked against the brand's rule as the change-password dialog checks it, then the
 * password is set, the player logged in with it (through the second factor if the network is new
 * to the account) and taken home. A used, replaced or expired link offers to ask for a new one.
 */
export function ResetPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get(TOKEN_PARAM)?.trim() ?? '');
  const { rules, rulesNow } = usePasswordRules();
  const finishLogin = useFinishLogin();
  const [values, setValues] = useState<Record<Slot, string>>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  // After the form: the link cannot be used (ask for a new one), or the password is set but the
  // automatic login failed (log in by hand).
  const [outcome, setOutcome] = useState<{ kind: 'deadLink' | 'loginFailed'; text: string } | null>(
    token ? null : { kind: 'deadLink', text: t('account.reset.noToken') },
  );
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (slot: Slot) => (value: string) => setValues((previous) => ({ ...previous, [slot]: value }));

  /** Takes the token out of the address once it is of no more use (used, dead, or the dialog closed). */
  const dropToken = useCallback(
    (next: Record<string, string> = {}) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.delete(TOKEN_PARAM);
          updated.delete('modal');
          for (const [key, value] of Object.entries(next)) updated.set(key, value);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  function show(found: Errors) {
    setErrors(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function validate(rules: RegisterSettings | undefined): Errors {
    const found: Errors = {};
    const fresh = rules ? checkRule('password', rules.password, values.newPassword, true) : null;
    if (fresh) found.newPassword = fresh;
    else if (!values.newPassword) found.newPassword = { kind: 'required', min: 0, max: 0, patternId: 'any' };
    const confirmation = checkConfirmation(values.confirmNewPassword, values.newPassword);
    if (confirmation) found.confirmNewPassword = confirmation;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate(await rulesNow());
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    setBusy(true);
    const { newPassword, confirmNewPassword } = values;
    let account: string;
    try {
      account = (await resetPasswordByEmail({ token, newPassword, confirmNewPassword })).account;
    } catch (error) {
      const failure = failureOf(error);
      setBusy(false);
      if (DEAD_LINK.has(failure.code)) return setOutcome({ kind: 'deadLink', text: failureText(t, failure) });
      if (failure.code === 'password_mismatch') return show({ confirmNewPassword: { kind: 'text', key: 'errors.password_mismatch' } });
      if (failure.code === 'field_invalid') return show({ newPassword: { kind: 'text', key: 'errors.field_invalid' } });
      return show({ form: failureText(t, failure) });
    }
    // The link is used up: it leaves the address (and the history) before anything else happens.
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.delete(TOKEN_PARAM);
        return updated;
      },
      { replace: true },
    );
    updateRememberedPassword(account, newPassword);
    try {
      keepKnownPassword(account, newPassword);
      const value = await login({ username: account, password: newPassword, humanCheck: await proveHuman() });
      // Home, with the after-login notice (a forced change keeps its dialog open instead).
      await finishLogin(value, { goHome: true });
    } catch (error) {
      const failure = failureOf(error);
      const held = twoFactorChallengeOf(failure);
      setBusy(false);
      if (held) return setChallenge(held);
      // The password is set; only the automatic login failed, so the player logs in by hand.
      setOutcome({ kind: 'loginFailed', text: `${t('account.forgot.resetDone')} ${failureText(t, failure)}` });
    }
  }

  const close = () => {
    dropToken();
    onClose();
  };

  const text = (slot: Slot) => {
    const problem = errors[slot];
    return problem ? problemText(t, slot, problem) : null;
  };

  return (
    <Dialog open onClose={close} title={t('account.modal.resetPassword')}>
      {challenge ? (
        <TwoFactorStep challenge={challenge} onBack={() => dropToken({ modal: 'login' })} />
      ) : outcome ? (
        <div className="account-form">
          <p className="form-error" role="alert">
            {outcome.text}
          </p>
          {outcome.kind === 'deadLink' ? (
            <button type="button" className="button button--primary" onClick={() => dropToken({ modal: 'forgotPassword', way: 'email' })}>
              {t('account.reset.askAgain')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => dropToken({ modal: 'login' })}>
              {t('account.signIn.submit')}
            </button>
          )}
        </div>
      ) : (
        <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
          <p className="account-form__intro">{t('account.reset.intro')}</p>
          <TextField
            id={`${id}-new`}
            label={t('account.fields.newPassword')}
            type="password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={text('newPassword')}
            hint={rules ? ruleHint(t, rules.password) : null}
            required
            autoComplete="new-password"
            maxLength={128}
          />
          <TextField
            id={`${id}-confirm`}
            label={t('account.fields.confirmNewPassword')}
            type="password"
            value={values.confirmNewPassword}
            onChange={set('confirmNewPassword')}
            error={text('confirmNewPassword')}
            required
            autoComplete="new-password"
            maxLength={128}
          />
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
            {t('account.reset.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
