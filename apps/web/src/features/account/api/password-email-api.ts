import type { PasswordByEmailValue, PasswordEmailResetValue } from '@pkg/contracts/password-email';
import { API } from '@pkg/contracts/routes';
import { wpsPostForm, wpsSendEncrypted } from '../../../lib/api-client';

/**
 * Forgotten password by e-mail (SPEC.md section 7, decision 012): asking for a link, a form post
 * answered alike whether or not the details match; and setting the new password with the link's
 * token, encrypted. Types only from the contracts.
 */

export function requestResetLink(fields: { username: string; email: string; humanCheck: string }): Promise<PasswordByEmailValue> {
  return wpsPostForm<PasswordByEmailValue>(API.passwordByEmail, fields);
}

/** Sets the new password; answers the account's name so the site can log in with it. */
export function resetPasswordByEmail(payload: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<PasswordEmailResetValue> {
  return wpsSendEncrypted<PasswordEmailResetValue>('POST', API.passwordByEmailReset, payload);
}
