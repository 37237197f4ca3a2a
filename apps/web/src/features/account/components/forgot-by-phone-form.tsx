import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { login } from '../api/account-api';
import { requestResetCode, resetPasswordByPhone } from '../api/sms-api';
import { failureOf } from '../failure';
import { keepKnownPassword } from '../known-password';
import { proveHuman } from '../prove-human';
import { smsFailureText, smsSlotOf, type SmsSlot } from '../sms-slots';
import { useFinishLogin } from '../use-finish-login';
import { useMobileNumber } from '../use-mobile-number';
import { usePhoneCodeForm } from '../use-phone-code-form';
import { useSmsCode } from '../use-sms-code';
import { CountriesFailed } from './countries-failed';
import { MobileCodeFields } from './mobile-code-fields';
import { TextField } from './text-field';

type Errors = Partial<Record<SmsSlot | 'password' | 'confirm', string>>;

/**
 * A new password proved by a reset code texted to the account's number (SPEC.md sections 2 and
 * 4). After the reset the player is logged in with the new password (a mobile account's username
 * is its national number) and taken home.
 */
export function ForgotByPhoneForm() {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMobileNumber();
  const sms = useSmsCode({ request: requestResetCode, lessHalfLatency: true });
  const finishLogin = useFinishLogin();
  const { code, setCode, errors, setErrors, show, required, busy, setBusy, form, sendCode } = usePhoneCodeForm<'password' | 'confirm'>(
    phone,
    sms,
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function validate(): Errors {
    const found: Errors = {};
    if (!phone.mobile()) found.mobile = required(t('account.fields.mobileNum'));
    if (!code.trim()) found.code = required(t('account.sms.code'));
    if (!password) found.password = required(t('account.fields.newPassword'));
    if (!confirm) found.confirm = required(t('account.fields.confirmNewPassword'));
    else if (password && confirm !== password) found.confirm = t('errors.password_mismatch');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = phone.mobile();
    const found = validate();
    if (busy || !mobile || Object.keys(found).length > 0) return show(found);
    setErrors({});
    sms.clearFailure();
    setBusy(true);
    try {
      await resetPasswordByPhone(mobile, { verificationCode: code.trim(), newPassword: password, confirmNewPassword: confirm });
    } catch (error) {
      const failure = failureOf(error);
      const slot = failure.code === 'password_mismatch' ? 'confirm' : failure.field === 'newPassword' ? 'password' : smsSlotOf(failure);
      setBusy(false);
      return show({ [slot]: smsFailureText(t, failure) });
    }
    try {
      keepKnownPassword(mobile.mobileNum, password);
      const value = await login({ username: mobile.mobileNum, password, humanCheck: await proveHuman() });
      // A forced password change keeps its dialog open; otherwise the player goes home.
      await finishLogin(value, { goHome: true });
    } catch (error) {
      // The password is changed; only the automatic login failed, so the player logs in by hand.
      setBusy(false);
      show({ form: `${t('account.forgot.resetDone')} ${smsFailureText(t, failureOf(error))}` });
    }
  }

  if (phone.countries.isPending) return <Spinner />;
  if (phone.countries.error) return <CountriesFailed error={phone.countries.error} onRetry={() => void phone.countries.refetch()} />;

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <MobileCodeFields
        id={id}
        phone={phone}
        sms={sms}
        code={code}
        onCode={setCode}
        onSend={() => void sendCode()}
        errors={{ mobile: errors.mobile, code: errors.code }}
      />
      <TextField
        id={`${id}-password`}
        label={t('account.fields.newPassword')}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
        autoComplete="new-password"
        maxLength={128}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('account.fields.confirmNewPassword')}
        type="password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
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
        {t('account.forgot.submit')}
      </button>
    </form>
  );
}
