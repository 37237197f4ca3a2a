import type { LoginPayload, LoginValue } from '@pkg/contracts/auth';
import { API } from '@pkg/contracts/routes';
import { wpsSend, wpsSendEncrypted } from '../../../lib/api-client';
import type { MobileNumber } from './sms-api';

/**
 * Signing in through someone else (decision 013): Google and Facebook by a page navigation to the
 * server, which comes back with a one-time code; and Firebase mode, where Firebase texts the code
 * and the browser proves the number with a Firebase ID token. Types only from the contracts.
 */

export type SignInProvider = 'google' | 'facebook';

/**
 * Where the Google or Facebook button goes: the server's start (a navigation, not a fetch), with
 * the page to come back to, the kept referral code and, from the register dialog, the ticked terms
 * box (a first sign-in creates the account only with it). The server accepts only paths of this site.
 */
export function signInStartUrl(provider: SignInProvider, returnTo: string, referralCode?: string, agreeTerms?: boolean): string {
  const query = new URLSearchParams({ returnTo });
  if (referralCode) query.set('referralCode', referralCode);
  if (agreeTerms) query.set('agreeTerms', 'true');
  return `${API.signInStart.replace(':provider', provider)}?${query.toString()}`;
}

/** Trades the one-time code the sign-in left in the address for the session (works once, from this browser). */
export function exchangeSignInCode(code: string): Promise<LoginValue> {
  return wpsSend<LoginValue>('POST', API.signInExchange, { code });
}

/** Firebase mode: logs in with the ID token Firebase phone sign-in gave for the number. */
export function loginByFirebase(mobile: MobileNumber, firebaseIdToken: string): Promise<LoginValue> {
  const payload: LoginPayload = { type: 'firebase', ...mobile, firebaseIdToken };
  return wpsSendEncrypted<LoginValue>('POST', API.login, payload);
}
