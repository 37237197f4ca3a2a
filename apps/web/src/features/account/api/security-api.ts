import type { LoginValue } from '@pkg/contracts/auth';
import type {
  AuthenticatorSetupValue,
  SecurityInfoValue,
  TwoFactorCodeValue,
  TwoFactorMethod,
  TwoFactorVerifyPayload,
} from '@pkg/contracts/two-factor';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend, wpsSendEncrypted } from '../../../lib/api-client';
import type { Failure } from '../failure';

/**
 * Two-factor login and the security centre's calls (decision 014). The answers and the password
 * confirmations go encrypted like the login itself.
 */

/** Under 'member', so logout and a new login drop it with the rest of the account's data. */
export const SECURITY_KEY = ['member', 'security'] as const;

/** The second factors the site knows how to ask for, in the order the server lists them. */
export const TWO_FACTOR_METHODS: readonly TwoFactorMethod[] = ['authenticator', 'sms', 'email', 'bankName'];

/** A login held for its second factor: what two_factor_required carried. */
export interface TwoFactorChallenge {
  challengeId: string;
  methods: TwoFactorMethod[];
}

export function verifyLogin(payload: TwoFactorVerifyPayload): Promise<LoginValue> {
  return wpsSendEncrypted<LoginValue>('POST', API.loginVerify, payload);
}

export function requestTwoFactorCode(challengeId: string, method: 'sms' | 'email'): Promise<TwoFactorCodeValue> {
  return wpsSend<TwoFactorCodeValue>('POST', API.loginVerifyCode, { challengeId, method });
}

export function fetchSecurityInfo(): Promise<SecurityInfoValue> {
  return wpsGet<SecurityInfoValue>(API.memberSecurity);
}

export function startAuthenticator(): Promise<AuthenticatorSetupValue> {
  return wpsSend<AuthenticatorSetupValue>('POST', API.authenticator);
}

export function bindAuthenticator(code: string, password: string): Promise<null> {
  return wpsSendEncrypted<null>('POST', API.authenticatorBind, { code, password });
}

export function unbindAuthenticator(code: string | undefined, password: string): Promise<null> {
  return wpsSendEncrypted<null>('POST', API.authenticatorUnbind, { code, password });
}

/** The challenge a failed login carried when it was held for a second factor, or null for any other failure. */
export function twoFactorChallengeOf(failure: Failure): TwoFactorChallenge | null {
  if (failure.code !== 'two_factor_required' || !failure.challengeId) return null;
  const methods = TWO_FACTOR_METHODS.filter((method) => failure.methods?.includes(method));
  return methods.length > 0 ? { challengeId: failure.challengeId, methods } : null;
}
