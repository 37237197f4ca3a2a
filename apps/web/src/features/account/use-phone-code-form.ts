import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from './failure';
import { smsFailureText, smsSlotOf, type SmsSlot } from './sms-slots';
import type { useMobileNumber } from './use-mobile-number';
import type { useSmsCode } from './use-sms-code';

/**
 * The number-and-texted-code form's state, one for the login by code, the bind-phone prompt and the
 * forgotten password by phone: the code typed, the fields' errors (the first marked one focused),
 * the busy flag, asking for a code, the required check before a submit and a failed call's text on
 * its field. `Extra` names a form's own fields beside the number and the code.
 */
export function usePhoneCodeForm<Extra extends string = never>(
  phone: ReturnType<typeof useMobileNumber>,
  sms: ReturnType<typeof useSmsCode>,
) {
  type Errors = Partial<Record<SmsSlot | Extra, string>>;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const required = (field: string) => t('account.validation.required', { field });

  function show(found: Errors) {
    setErrors(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function sendCode() {
    const mobile = phone.mobile();
    // The number's and code's slots are always among a form's (TypeScript cannot see it through the generic).
    if (!mobile) return show({ mobile: required(t('account.fields.mobileNum')) } as Errors);
    setErrors({});
    await sms.send(mobile);
  }

  /** The number and the code when both are there (earlier failures cleared), else null with the fields marked. */
  function filled() {
    const mobile = phone.mobile();
    const found: Errors = {};
    if (!mobile) found.mobile = required(t('account.fields.mobileNum'));
    if (!code.trim()) found.code = required(t('account.sms.code'));
    if (!mobile || found.code) {
      show(found);
      return null;
    }
    setErrors({});
    sms.clearFailure();
    return { mobile, code: code.trim() };
  }

  /** Shows a failed call's text on the field it concerns. */
  function fail(error: unknown) {
    const failure = failureOf(error);
    show({ [smsSlotOf(failure)]: smsFailureText(t, failure) } as Errors);
  }

  return { code, setCode, errors, setErrors, show, required, busy, setBusy, form, sendCode, filled, fail };
}
