import { z } from 'zod';

/**
 * Accounts and sessions on the wire (SPEC.md sections 3, 4 and 7). Payloads marked encrypted
 * arrive as `{ value }` under the `Encryption` header and are validated after decryption.
 */

const trimmed = (max: number) => z.string().trim().max(max);

/** `POST /wps/session/login` (encrypted). `type` username uses password; sms uses a code. */
export const loginPayload = z.object({
  type: z.enum(['username', 'sms', 'firebase']).default('username'),
  username: trimmed(64).optional(),
  password: z.string().max(128).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  code: trimmed(255).optional(),
  /** The captcha answer; the captcha itself is bound to the visitor by a cookie. */
  captcha: trimmed(16).optional(),
  /** The solved proof-of-work challenge (base64 JSON), except for sms logins. */
  humanCheck: z.string().max(4096).optional(),
  /** Type firebase: the ID token Firebase phone sign-in gave the browser for mobileNum. */
  firebaseIdToken: z.string().max(4096).optional(),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export const loginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password must be changed before anything else (weak or expired). */
  cpw: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValue>;

/**
 * `POST /wps/session/oauth/exchange`: the one-time code Google or Facebook sign-in left in the
 * site's address; answered with the login value. Plain JSON: the code is single-use, expires in two
 * minutes and only works from the browser that started the sign-in (an httpOnly cookie).
 */
export const signInExchangePayload = z.object({ code: z.string().trim().min(20).max(100) });

/** `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted). */
export const registerPayload = z.object({
  username: trimmed(64).optional(),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: trimmed(100).optional(),
  email: trimmed(254).optional(),
  qqNum: trimmed(32).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  recommenderId: trimmed(64).optional(),
  captcha: trimmed(16).optional(),
  verificationCode: trimmed(255).optional(),
  affiliateCode: trimmed(32).optional(),
  paymentPassword: z.string().max(32).optional(),
  line: trimmed(64).optional(),
  whatsapp: trimmed(64).optional(),
  facebook: trimmed(128).optional(),
  wechat: trimmed(64).optional(),
  telegram: trimmed(64).optional(),
  zalo: trimmed(64).optional(),
  nickname: trimmed(64).optional(),
  fullname: trimmed(100).optional(),
  birthday: trimmed(10).optional(),
  address: trimmed(200).optional(),
  nationality: trimmed(64).optional(),
  occupation: trimmed(100).optional(),
  sourceOfIncome: trimmed(100).optional(),
  idNumber: trimmed(32).optional(),
  referralCode: trimmed(32).optional(),
  domain: trimmed(253).optional(),
  registerUrl: trimmed(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  /** The player accepted the terms and privacy policy and confirmed the legal age. */
  agreeTerms: z.literal(true, { error: 'terms must be accepted' }),
  humanCheck: z.string().max(4096).optional(),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

/** `POST /wps/member/password` (encrypted). oldPassword may be left out right after a forced login. */
export const changePasswordPayload = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

/**
 * `POST /wps/member/password/verification` (encrypted): a new password for the mobile account,
 * proved by a reset code sent to the number.
 */
export const passwordByPhonePayload = z.object({
  mobileNum: trimmed(20),
  countryDialingCode: trimmed(6),
  verificationCode: trimmed(255),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type PasswordByPhonePayload = z.infer<typeof passwordByPhonePayload>;

/**
 * `POST /wps/verification/sms/noLogin` and `/wps/verification/sms/reset`: a login or reset code
 * for the number, after the human check. The answer is the same whether an account has it.
 */
export const smsAccountCodePayload = z.object({
  mobileNum: trimmed(20),
  countryDialingCode: trimmed(6),
  humanCheck: z.string().max(4096).optional(),
});

/** `POST /wps/verification/sms/register`: a sign-up code for a number not yet registered. */
export const smsRegisterCodePayload = z.object({
  countryDialingCode: trimmed(6),
  mobileNo: trimmed(20),
});

/** The answer to an SMS code request: minutes the code stays good (the countdown is 60 s times this). */
export const smsCodeValue = z.object({ expireMinutes: z.number().int() });

/** `GET /wps/member/info`: who is logged in (SPEC.md section 3, "Member info"). */
export const memberInfoValue = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  memberLabel: z.array(z.string()),
  cpw: z.boolean(),
  language: z.string(),
});
export type MemberInfoValue = z.infer<typeof memberInfoValue>;

/** `GET /wps/session/key/rsa`: the public key payloads are wrapped for, with its id. */
export const payloadKeyValue = z.object({ keyId: z.string(), publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256+A256GCM') });
export type PayloadKeyValue = z.infer<typeof payloadKeyValue>;

/** `GET /wps/captcha`: a PNG as base64 in value; the answer is bound to the visitor by a cookie. */
export const captchaValue = z.string();

/** `GET /wps/humanCheck`: a proof-of-work challenge (ALTCHA format) the client solves before credential calls. */
export const humanCheckChallengeValue = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});

/** `GET /wps/member/info/icon` and `MCSFE_getPlayerAvatar`: the account's avatar image. */
export const avatarValue = z.object({ avatarUrl: z.string() });

/** `PUT /wps/member/language`: the account's language for messages from the platform. */
export const languagePayload = z.object({ language: z.string().trim().min(2).max(3) });

/** `GET /wps/agent/affiliate?code=&domain=`: whether an invitation code exists in the brand. */
export const affiliateQuery = z.object({ code: z.string().trim().min(1).max(32), domain: z.string().trim().max(253).optional() });
export const affiliateValue = z.object({ valid: z.boolean() });
