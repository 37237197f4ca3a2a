import type { Failure } from './failure';

/**
 * Firebase's error codes mapped onto the phone-auth errors of SPEC.md section 8, as the SMS forms
 * show them (sms-slots.ts): the platform's error codes, and captcha_check_failed for the reCAPTCHA.
 */
export function failureOfFirebase(error: unknown): Failure {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  switch (code) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return { code: 'field_invalid', field: 'mobileNum' };
    case 'auth/too-many-requests':
      return { code: 'too_many_requests' };
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return { code: 'verification_code_invalid' };
    case 'auth/code-expired':
      return { code: 'verification_code_expired' };
    case 'auth/captcha-check-failed':
      return { code: 'captcha_check_failed' };
    case 'auth/quota-exceeded':
      return { code: 'sms_send_failed' };
    case 'auth/operation-not-allowed':
      return { code: 'feature_disabled' };
    case 'auth/popup-closed-by-user':
    case 'auth/user-cancelled':
      return { code: 'sign_in_cancelled' };
    case 'auth/network-request-failed':
      return { code: 'network_error' };
    default:
      return { code: 'internal_error' };
  }
}
