import { z } from 'zod';

/**
 * Accounts and sessions on the wire (SPEC.md sections 3, 4 and 7). Payloads marked encrypted
 * arrive as `{ value }` under the `Encryption` header and are validated after decryption.
 */

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * An optional text field as SPEC.md's forms send it (decision 044): a string, or a whole number for
 * the fields a form may send as one (a phone, a QQ number, a code); `null` or "" (an empty field of
 * the form) is the same as leaving it out. The server's own checks (the brand's field rules) then
 * look at the text.
 */
const formText = (max: number) =>
  z
    .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.null()])
    .transform((value) => (value === null ? '' : String(value).trim()))
    .pipe(z.string().max(max))
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** A required text field that a form may send as a whole number (a phone number, a code). */
const formNumberText = (max: number) =>
  z
    .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(max));

/** A yes/no a form may send as a boolean or as the text "true" / "false". */
const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

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

/**
 * `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted). Takes SPEC.md section 3's
 * registration payload as given (decision 044): every field optional but the passwords, empty form
 * fields as absent, numbers where a form sends digits, unknown fields ignored. The brand's field
 * rules, the captcha, the human check and the SMS or Firebase proof are checked by the server.
 */
export const registerPayload = z.object({
  username: formText(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: formText(100),
  email: formText(254),
  qqNum: formText(32),
  mobileNum: formText(20),
  countryDialingCode: formText(6),
  recommenderId: formText(64),
  captcha: formText(16),
  verificationCode: formText(255),
  affiliateCode: formText(32),
  paymentPassword: formText(32),
  line: formText(64),
  whatsapp: formText(64),
  facebook: formText(128),
  wechat: formText(64),
  telegram: formText(64),
  zalo: formText(64),
  nickname: formText(64),
  fullname: formText(100),
  birthday: formText(10),
  address: formText(200),
  nationality: formText(64),
  occupation: formText(100),
  sourceOfIncome: formText(100),
  idNumber: formText(32),
  referralCode: formText(32),
  domain: formText(253),
  registerUrl: formText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  login: formFlag.default(true),
  /**
   * The player ticked the box that accepts the terms and privacy policy and confirms the legal age.
   * SPEC.md's payload has no such field; the box is an active choice (decision 066), so the register
   * service refuses a sign-up without `true` here (terms_not_accepted), named on the field.
   */
  agreeTerms: z.boolean().optional(),
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
  /** The code texted to the bound phone, where the brand has CHNGPASSVERIF3 on (decision 064). */
  verificationCode: z.string().max(12).optional(),
});

/** `POST /wps/member/password/code`: the code's life and the masked number it went to. */
export const passwordChangeCodeValue = z.object({ expireMinutes: z.number().int(), sentTo: z.string() });

/**
 * `POST /wps/member/password/verification` (encrypted): a new password for the mobile account,
 * proved by a reset code sent to the number. SPEC.md section 3 sends `{ newPassword, mobileNum,
 * verificationCode }` (decision 044): without countryDialingCode the number is read as an
 * international one ("+63…") or as a national number of the brand's first dialing country; without
 * confirmNewPassword the new password is taken as confirmed (the form checked it). Numbers are
 * taken where a form sends digits.
 */
export const passwordByPhonePayload = z.object({
  mobileNum: formNumberText(20),
  countryDialingCode: formText(6),
  verificationCode: formNumberText(255),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
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

/**
 * `POST /wps/verification/sms/register`: a sign-up code for a number not yet registered. The
 * SPEC's fields, plus the human check the login and reset codes also need: each request costs a
 * text and says whether the number has an account, so it must not come from a script for free.
 */
export const smsRegisterCodePayload = z.object({
  countryDialingCode: trimmed(6),
  mobileNo: trimmed(20),
  humanCheck: z.string().max(4096).optional(),
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
