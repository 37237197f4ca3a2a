// Proves Firebase mode shows the phone-auth errors of SPEC.md section 8: each Firebase error code
// becomes the failure the SMS forms already show, in the right place, with a text in English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES, listKeys } from '@pkg/i18n/messages';
import { failureOfFirebase } from './firebase-failures.ts';

const english = new Set(listKeys(MESSAGES.EN));

test('every phone-auth error of SPEC.md section 8 maps to a failure the SMS forms show', () => {
  const cases: Array<[string, string, string]> = [
    ['auth/invalid-phone-number', 'field_invalid', 'account.sms.mobileInvalid'],
    ['auth/missing-phone-number', 'field_invalid', 'account.sms.mobileInvalid'],
    ['auth/too-many-requests', 'too_many_requests', 'errors.too_many_requests'],
    ['auth/invalid-verification-code', 'verification_code_invalid', 'errors.verification_code_invalid'],
    ['auth/missing-verification-code', 'verification_code_invalid', 'errors.verification_code_invalid'],
    ['auth/captcha-check-failed', 'captcha_check_failed', 'account.sms.captchaFailed'],
    ['auth/quota-exceeded', 'sms_send_failed', 'errors.sms_send_failed'],
    ['auth/operation-not-allowed', 'feature_disabled', 'errors.feature_disabled'],
    ['auth/code-expired', 'verification_code_expired', 'errors.verification_code_expired'],
    ['auth/popup-closed-by-user', 'sign_in_cancelled', 'errors.sign_in_cancelled'],
    ['auth/network-request-failed', 'network_error', 'errors.network_error'],
    ['auth/something-new', 'internal_error', 'errors.internal_error'],
  ];
  for (const [firebaseCode, code, key] of cases) {
    const failure = failureOfFirebase(Object.assign(new Error('Firebase: Error'), { code: firebaseCode }));
    assert.equal(failure.code, code, firebaseCode);
    assert.ok(english.has(key), `${key} exists in English`);
  }
  assert.equal(failureOfFirebase(Object.assign(new Error(''), { code: 'auth/invalid-phone-number' })).field, 'mobileNum');
  assert.equal(failureOfFirebase('not an error').code, 'internal_error');
});
