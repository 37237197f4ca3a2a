import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginValue } from '@pkg/contracts/auth';
import type { PasskeyListValue, PasskeyOptionsValue } from '@pkg/contracts/passkeys';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/**
 * One-click login's calls (decision 073): the server hands out a challenge, the browser has the
 * device sign it (@simplewebauthn/browser), the server checks the answer.
 */

/** Under 'member', so logout and a new login drop it with the rest of the account's data. */
export const PASSKEYS_KEY = ['member', 'passkeys'] as const;

export function fetchPasskeys(): Promise<PasskeyListValue> {
  return wpsGet<PasskeyListValue>(API.passkeys);
}

export function removePasskey(id: string): Promise<null> {
  return wpsSend<null>('DELETE', API.passkey.replace(':id', encodeURIComponent(id)));
}

/** Makes a passkey on this device for the signed-in member. */
export async function createPasskey(): Promise<void> {
  const { challengeId, options } = await wpsSend<PasskeyOptionsValue>('POST', API.passkeyOptions);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  await wpsSend<null>('POST', API.passkeys, { challengeId, response });
}

/** Logs in with a passkey of this device; the answer is the password login's. */
export async function loginWithPasskey(): Promise<LoginValue> {
  const { challengeId, options } = await wpsSend<PasskeyOptionsValue>('POST', API.passkeyLoginOptions);
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return wpsSend<LoginValue>('POST', API.passkeyLogin, { challengeId, response });
}
