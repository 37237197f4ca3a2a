import type { LoginV2Value } from '@pkg/contracts/site-menu-contract';
import { API } from '@pkg/contracts/routes';
import { wpsSend, wpsSendEncrypted } from '../../../lib/api-client';

/**
 * The SMS calls of the account feature (SPEC.md sections 4 and 7): codes for logging in, for
 * signing up and for resetting a password, login by code and the reset itself. Types only from the contracts.
 */

/** A mobile number as the server takes it: the dialing code ("+63") and the national number. */
export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** How many minutes a texted code stays good. */
export interface SmsCodeValue {
  expireMinutes: number;
}

export function requestLoginCode(mobile: MobileNumber, humanCheck: string): Promise<SmsCodeValue> {
  return wpsSend<SmsCodeValue>('POST', API.smsLoginCode, { ...mobile, humanCheck });
}

export function requestResetCode(mobile: MobileNumber, humanCheck: string): Promise<SmsCodeValue> {
  return wpsSend<SmsCodeValue>('POST', API.smsResetCode, { ...mobile, humanCheck });
}

/** A sign-up code for a number not registered yet (SPEC.md section 7: countryDialingCode, mobileNo; and our human check). */
export function requestRegisterCode(mobile: MobileNumber, humanCheck: string): Promise<SmsCodeValue> {
  return wpsSend<SmsCodeValue>('POST', API.smsRegisterCode, {
    countryDialingCode: mobile.countryDialingCode,
    mobileNo: mobile.mobileNum,
    humanCheck,
  });
}

/** Logs in by a login code (no human check: the code is the proof). */
export function loginBySms(mobile: MobileNumber, code: string): Promise<LoginV2Value> {
  return wpsSendEncrypted<LoginV2Value>('POST', API.loginV2, { type: 'sms', ...mobile, code });
}

/** Sets a new password for the mobile account, proved by a reset code. */
export function resetPasswordByPhone(
  mobile: MobileNumber,
  payload: { verificationCode: string; newPassword: string; confirmNewPassword: string },
): Promise<null> {
  return wpsSendEncrypted<null>('POST', API.passwordByPhone, { ...mobile, ...payload });
}

/** The number as digits only, without leading zeros: the national number the server keeps. */
export function nationalDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+/, '');
}
