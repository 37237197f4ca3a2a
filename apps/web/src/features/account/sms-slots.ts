import type { TFunction } from 'i18next';
import { failureText, type Failure } from './failure';

/** Where the SMS forms show a problem: the number, the code, or the form as a whole. */
export type SmsSlot = 'mobile' | 'code' | 'form';

/** The slot a server failure belongs to (SPEC.md section 8, phone-auth errors). */
export function smsSlotOf(failure: Failure): SmsSlot {
  if (failure.code === 'field_invalid' && failure.field === 'mobileNum') return 'mobile';
  if (failure.code === 'verification_code_invalid' || failure.code === 'verification_code_expired') return 'code';
  if (failure.code === 'field_invalid' && (failure.field === 'code' || failure.field === 'verificationCode')) return 'code';
  return 'form';
}

/** The failure's text; a wrong number reads as such rather than as a generic field error. */
export function smsFailureText(t: TFunction, failure: Failure): string {
  if (failure.code === 'field_invalid' && failure.field === 'mobileNum') return t('account.sms.mobileInvalid');
  // Firebase mode: Firebase's own reCAPTCHA refused the browser (SPEC.md section 8, phone-auth errors).
  if (failure.code === 'captcha_check_failed') return t('account.sms.captchaFailed');
  if (failure.code === 'too_many_requests' && !failure.retryAfterSeconds)
    return `${t('errors.too_many_requests')} ${t('account.retryAfter', { minutes: 5 })}`;
  // The phone-auth list of SPEC.md section 8 names this one "captcha check failed".
  if (failure.code === 'human_check_failed' || failure.code === 'captcha_invalid') return t('account.sms.captchaFailed');
  return failureText(t, failure);
}
