import { API } from '@pkg/contracts/routes';
import { wpsSend } from '../../../lib/api-client';
import type { MobileNumber, SmsCodeValue } from './sms-api';

/**
 * The bind-phone calls (decision 075): a code texted to the number for a logged-in account (no
 * human check: the session is the caller, and the server throttles codes per number), then the
 * bind with it, which answers the number masked.
 */
export function requestBindCode(mobile: MobileNumber): Promise<SmsCodeValue> {
  return wpsSend<SmsCodeValue>('POST', API.mobileBindCode, mobile);
}

export function bindPhone(mobile: MobileNumber, verificationCode: string): Promise<{ mobile: string }> {
  return wpsSend<{ mobile: string }>('POST', API.mobileBind, { ...mobile, verificationCode });
}
