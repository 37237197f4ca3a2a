import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { loginBySms, requestLoginCode } from '../api/sms-api';
import { loginByFirebase } from '../api/sign-in-api';
import { readRememberedPhone, rememberSmsLogin } from '../remember-me';
import { CountriesFailed } from './countries-failed';
import { useFinishLogin } from '../use-finish-login';
import { useMobileNumber } from '../use-mobile-number';
import { usePhoneCodeForm } from '../use-phone-code-form';
import { usePhoneProof } from '../use-phone-proof';
import { useSmsCode } from '../use-sms-code';
import { MobileCodeFields } from './mobile-code-fields';

/**
 * Login by a code texted to the account's mobile number (SPEC.md sections 2 and 4): the number
 * and the code are required; no human check runs on the login itself (the code is the proof),
 * only on the code request. Success continues like the password login; remember me keeps the
 * phone and its dialing code for a day (decision 064).
 */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const id = useId();
  // Prefilled once from the remember-me cookies (the phone and its dialing code, decision 064).
  const [initial] = useState(readRememberedPhone);
  const [remember, setRemember] = useState(initial.remember);
  const phone = useMobileNumber(initial);
  // Firebase mode: Firebase texts the code and proves the number with an ID token (decision 013).
  const proof = usePhoneProof(requestLoginCode);
  const sms = useSmsCode({ request: proof.request, humanCheck: !proof.firebaseMode });
  const finishLogin = useFinishLogin();
  const { code, setCode, errors, busy, setBusy, form, sendCode, filled, fail } = usePhoneCodeForm(phone, sms);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = filled();
    if (!input) return;
    const { mobile } = input;
    setBusy(true);
    try {
      const value = proof.firebaseMode
        ? await loginByFirebase(mobile, await proof.idToken(input.code))
        : await loginBySms(mobile, input.code);
      rememberSmsLogin(mobile, remember);
      await finishLogin(value);
    } catch (error) {
      setBusy(false);
      fail(error);
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
      <div className="account-form__row">
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('account.signIn.remember')}
        </label>
      </div>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {t('account.signIn.submit')}
      </button>
      {proof.firebaseMode && <div ref={proof.recaptcha} className="firebase-recaptcha" />}
    </form>
  );
}
