import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { isLoginNoticeDue } from '../../../lib/login-notice';
import { useModal } from '../../../lib/modal';
import { MEMBER_INFO_KEY, changePassword, fetchMemberInfo, type RegisterSettings } from '../api/account-api';
import { useMemberInfo } from '../api/use-member-info';
import { usePasswordRules } from '../api/use-register-setup';
import { failureOf, failureText } from '../failure';
import { checkConfirmation, checkRule, problemText, ruleHint, type Problem } from '../field-rules';
import { forgetKnownPassword, knownPassword, knownUsername } from '../known-password';
import { updateRememberedPassword } from '../remember-me';
import { useSessionActions } from '../use-session-actions';
import { PasswordChangeCodeField, usePasswordChangeCode } from './password-change-code';
import { TextField } from './text-field';
import { Notice } from '../../../components/ui/notice';

type Slot = 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'verificationCode';
type Errors = Partial<Record<Slot, Problem>> & { form?: string };

/** Where a server failure is shown. */
function slotOf(code: string, field: string | undefined): Slot | 'form' {
  if (code === 'old_password_wrong') return 'oldPassword';
  if (code === 'password_mismatch') return 'confirmNewPassword';
  if (code === 'verification_code_invalid' || code === 'verification_code_expired') return 'verificationCode';
  if (code === 'field_invalid') return field === 'oldPassword' || field === 'confirmNewPassword' ? field : 'newPassword';
  return 'form';
}

/**
 * Change password, forced (weak or expired password, SPEC.md sections 2 and 4) or asked for. While
 * member info says the change is forced, the dialog cannot be dismissed; logging out is the other
 * way on. The old password is asked only when this page no longer knows the one typed at login.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { open } = useModal();
  const { queryClient } = useSessionActions();
  const { data: info } = useMemberInfo();
  const { rules, rulesNow } = usePasswordRules();
  const [known, setKnown] = useState(knownPassword);
  const [values, setValues] = useState<Record<Slot, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
    verificationCode: '',
  });
  const code = usePasswordChangeCode();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Until member info says otherwise, assume the change is forced: dismissing it early would let a
  // forced change be skipped.
  const forced = info?.cpw ?? true;

  const set = (slot: Slot) => (value: string) => setValues((previous) => ({ ...previous, [slot]: value }));

  function validate(rules: RegisterSettings | undefined): Errors {
    const found: Errors = {};
    if (known === null && values.oldPassword === '') found.oldPassword = { kind: 'required', min: 0, max: 0, patternId: 'any' };
    const fresh = rules ? checkRule('password', rules.password, values.newPassword, true) : null;
    if (fresh) found.newPassword = fresh;
    else if (!values.newPassword) found.newPassword = { kind: 'required', min: 0, max: 0, patternId: 'any' };
    const confirmation = checkConfirmation(values.confirmNewPassword, values.newPassword);
    if (confirmation) found.confirmNewPassword = confirmation;
    if (code.needed && values.verificationCode.trim() === '')
      found.verificationCode = { kind: 'required', min: 0, max: 0, patternId: 'any' };
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate(await rulesNow());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const { newPassword, confirmNewPassword } = values;
      const verificationCode = code.needed ? { verificationCode: values.verificationCode.trim() } : {};
      await changePassword({ oldPassword: known ?? values.oldPassword, newPassword, confirmNewPassword, ...verificationCode });
      const account = knownUsername() ?? info?.account;
      if (account) updateRememberedPassword(account, newPassword);
      forgetKnownPassword();
      // Member info must say the change is done before the header looks again, or it would reopen this dialog.
      await queryClient.fetchQuery({ queryKey: MEMBER_INFO_KEY, queryFn: fetchMemberInfo, staleTime: 0 }).catch(() => undefined);
      // A change forced at login held back the after-login notice; it shows now (SPEC.md section 4).
      navigate(isLoginNoticeDue() ? '/index?modal=loginNotice' : '/');
    } catch (error) {
      const failure = failureOf(error);
      const slot = slotOf(failure.code, failure.field);
      // The password typed at login was refused as the old one: ask for it instead.
      if (slot === 'oldPassword') setKnown(null);
      setErrors(slot === 'form' ? { form: failureText(t, failure) } : { [slot]: { kind: 'text', key: `errors.${failure.code}` } });
      setBusy(false);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  const text = (slot: Slot) => {
    const problem = errors[slot];
    return problem ? problemText(t, slot, problem) : null;
  };

  return (
    <Dialog open onClose={onClose} title={t('account.modal.changePassword')} dismissible={!forced}>
      {forced && <Notice tone="warning">{t('account.changePassword.forced')}</Notice>}
      {info && (
        <p className="account-form__account">
          {t('account.changePassword.account')} <strong>{info.account}</strong>
        </p>
      )}
      <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={info?.account ?? ''} readOnly hidden />
        {known === null && (
          <TextField
            id={`${id}-old`}
            label={t('account.fields.oldPassword')}
            type="password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={text('oldPassword')}
            required
            autoComplete="current-password"
            maxLength={128}
          />
        )}
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
        <PasswordChangeCodeField
          id={`${id}-code`}
          code={code}
          value={values.verificationCode}
          onChange={set('verificationCode')}
          error={text('verificationCode')}
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="dialog__actions">
          {forced && (
            <button type="button" className="button button--ghost" onClick={() => open('logoutConfirm')}>
              {t('account.logout.confirm')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('account.changePassword.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
