import { useCallback, useRef } from 'react';
import { useWhitelabel } from '../../lib/brand';
import { currentApiLanguage } from '../../lib/i18n';
import type { MobileNumber, SmsCodeValue } from './api/sms-api';
import { FailureError } from './failure';
import type { PendingPhoneCode } from './firebase-phone';

/** SPEC.md sections 4 and 9: in Firebase mode the resend countdown is one minute. */
const FIREBASE_CODE_MINUTES = 1;

// The platform's language codes as Firebase (BCP 47) wants them for the text it sends.
const FIREBASE_LANGUAGE: Record<string, string> = { TY: 'fil', EN: 'en', ZH: 'zh-CN', TH: 'th', VI: 'vi' };

/**
 * How a mobile number is proved: by the platform's own texted code, or in Firebase mode by
 * Firebase phone sign-in (the Firebase SDK loads only then). `request` fits useSmsCode; `idToken`
 * turns the typed code into the Firebase ID token the login or sign-up sends instead of the code.
 * `recaptcha` is the element Firebase's invisible reCAPTCHA attaches to.
 */
export function usePhoneProof(ownRequest: (mobile: MobileNumber, humanCheck: string) => Promise<SmsCodeValue>) {
  const { data: brand } = useWhitelabel();
  const firebase = brand?.firebase ?? null;
  const pending = useRef<PendingPhoneCode | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);

  const request = useCallback(
    async (mobile: MobileNumber, humanCheck: string): Promise<SmsCodeValue> => {
      if (!firebase) return ownRequest(mobile, humanCheck);
      const container = recaptcha.current;
      if (!container) throw new FailureError({ code: 'network_error' });
      const phone = await import('./firebase-phone').catch(() => {
        throw new FailureError({ code: 'network_error' });
      });
      const e164 = `${mobile.countryDialingCode}${mobile.mobileNum}`;
      pending.current = await phone.sendPhoneCode(firebase, e164, container, FIREBASE_LANGUAGE[currentApiLanguage()] ?? 'en');
      return { expireMinutes: FIREBASE_CODE_MINUTES };
    },
    [firebase, ownRequest],
  );

  /** The Firebase ID token for the typed code (Firebase mode only). */
  const idToken = useCallback(async (code: string): Promise<string> => {
    if (!pending.current) throw new FailureError({ code: 'verification_code_invalid' });
    return pending.current.confirm(code);
  }, []);

  return { firebaseMode: firebase !== null, request, idToken, recaptcha };
}
