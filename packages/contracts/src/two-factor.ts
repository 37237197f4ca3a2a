import { z } from 'zod';

/**
 * Two-factor login from a new IP and the authenticator on the wire (SPEC.md sections 4 and 7,
 * decision 014). A password login from an address the account has not used answers
 * `two_factor_required` with `challengeId` and `methods`; the second step completes it.
 */

/** The second factors an account can offer: an authenticator code, a texted or e-mailed code, the bank account name. */
export const twoFactorMethod = z.enum(['authenticator', 'sms', 'email', 'bankName']);
export type TwoFactorMethod = z.infer<typeof twoFactorMethod>;

const challengeId = z.string().trim().min(16).max(64);

/** `POST /wps/session/login/verify` (encrypted): the answer for one method; success answers the login value. */
export const twoFactorVerifyPayload = z.object({
  challengeId,
  method: twoFactorMethod,
  /** The 6-digit code, or for bankName the account name as registered (case and spaces do not matter). */
  answer: z.string().trim().min(1).max(128),
});
export type TwoFactorVerifyPayload = z.infer<typeof twoFactorVerifyPayload>;

/** `POST /wps/session/login/verify/code`: text or e-mail the code of a challenge. */
export const twoFactorCodePayload = z.object({
  challengeId,
  method: z.enum(['sms', 'email']),
});
export type TwoFactorCodePayload = z.infer<typeof twoFactorCodePayload>;

/**
 * The answer to a code request: minutes the code stays good, seconds before another can be asked
 * for (the countdown: 60 s times the minutes for SMS, SPEC.md section 4), and where it went, masked.
 */
export const twoFactorCodeValue = z.object({ expireMinutes: z.number().int(), resendAfterSeconds: z.number().int(), sentTo: z.string() });
export type TwoFactorCodeValue = z.infer<typeof twoFactorCodeValue>;

/** `GET /wps/member/security`: the security centre's facts, contact details masked. */
export const securityInfoValue = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Whether the number was proven by a texted code (a proven sign-up, a bind, a two-factor answer; decision 075). */
  mobileVerified: z.boolean(),
  email: z.string().nullable(),
  /** bound: a confirmed authenticator exists; usable: the server can still read its secret. */
  authenticator: z.object({ bound: z.boolean(), usable: z.boolean() }),
  /** Whether the brand asks for a second factor on a login from a new IP. */
  twoFactorNewIp: z.boolean(),
  /** The second factors a login from a new IP would offer this account now. */
  secondFactors: z.array(twoFactorMethod),
  /** Factors locked after too many wrong answers at logins from new networks; a change of the login password lifts the locks (decision 060). */
  lockedFactors: z.array(twoFactorMethod),
  /** An agent's centre opens once an authenticator is bound or the phone verified (decision 060); null for other accounts or where the brand does not ask. */
  agentFactorMissing: z.boolean().nullable(),
});
export type SecurityInfoValue = z.infer<typeof securityInfoValue>;

/** `POST /wps/member/authenticator`: a new secret to bind, as text (base32) and as an otpauth:// URI for the QR code. */
export const authenticatorSetupValue = z.object({ secret: z.string(), uri: z.string() });
export type AuthenticatorSetupValue = z.infer<typeof authenticatorSetupValue>;

/**
 * `POST /wps/member/authenticator/bind` and `/unbind` (encrypted): a current code and the login
 * password. Unbinding an authenticator whose secret the server can no longer read needs only the password.
 */
export const authenticatorChangePayload = z.object({
  code: z.string().trim().max(10).optional(),
  password: z.string().max(128),
});
export type AuthenticatorChangePayload = z.infer<typeof authenticatorChangePayload>;

/**
 * The bind-phone prompt (decision 075): `POST /wps/member/mobile/code` texts a code to the number,
 * `POST /wps/member/mobile/bind` (with verificationCode) binds it to the account as verified.
 */
export const mobileBindCodePayload = z.object({ countryDialingCode: z.string().trim().max(6), mobileNum: z.string().trim().max(20) });
export const mobileBindPayload = mobileBindCodePayload.extend({ verificationCode: z.string().trim().max(12) });
export type MobileBindPayload = z.infer<typeof mobileBindPayload>;
/** The number bound, masked as the security centre shows it. */
export const mobileBindValue = z.object({ mobile: z.string() });
