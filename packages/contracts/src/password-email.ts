import { z } from 'zod';

/**
 * Forgotten password by e-mail on the wire (SPEC.md sections 3, 5 and 7; decision 012). The
 * request is a form post that answers alike whoever asks; the link it e-mails opens the site,
 * which sets the new password with an encrypted call.
 */

/**
 * `POST /wps/member/password/email` (form-encoded, JSON also read): the account's username and
 * e-mail, and the solved human check. Fields are checked by the server one by one, so a missing
 * or malformed field is answered `field_invalid` naming it rather than a bare `bad_request`.
 */
export const passwordByEmailPayload = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  humanCheck: z.string().max(4096).optional(),
});
export type PasswordByEmailPayload = z.infer<typeof passwordByEmailPayload>;

/** The same answer for every request that passed the checks: minutes a link, if one was sent, stays good. */
export const passwordByEmailValue = z.object({ expireMinutes: z.number().int() });
export type PasswordByEmailValue = z.infer<typeof passwordByEmailValue>;

/** `POST /wps/member/password/email/reset` (encrypted): the token from the link and the new password. */
export const passwordEmailResetPayload = z.object({
  token: z.string().trim().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type PasswordEmailResetPayload = z.infer<typeof passwordEmailResetPayload>;

/** The account whose password was set, so the site can log in with the new password at once. */
export const passwordEmailResetValue = z.object({ account: z.string() });
export type PasswordEmailResetValue = z.infer<typeof passwordEmailResetValue>;

/** The query parameters of the link in the e-mail: `/index?modal=resetPassword&token=...`. */
export const RESET_LINK_MODAL = 'resetPassword';
export const RESET_LINK_TOKEN_PARAM = 'token';
