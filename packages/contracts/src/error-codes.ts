/**
 * The closed set of error codes the API answers with. Each line says when the server sends it and
 * what the client does. The UI text for every code lives in every shipped language under
 * `errors.<code>` (a test checks this).
 */
export const ERROR_CODES = {
  /** The request body, query or header failed validation; the client shows the message and keeps the form. */
  bad_request: 400,
  /** The `Merchant` header or host name names no brand; the client shows "invalid URL, contact service". */
  unknown_merchant: 404,
  /** The path or resource does not exist; the client shows "not found". */
  not_found: 404,
  /** No valid session token; the client clears the session and opens the login modal. */
  'login.not.session': 401,
  /** Wrong username or password (the same answer for an unknown user); the client shows the form error. */
  'login.cred.err': 401,
  /** The account is not a member account and may not enter the member site. */
  member_no_enter: 403,
  /** The account is not an agent and may not enter the agent side. */
  error_not_agent: 403,
  /** A trial (type 4) account called a real-account feature; the client warns and offers to register. */
  in_need_true_account: 403,
  /** The brand or the caller may not do this; the client shows "access restricted". */
  forbidden: 403,
  /** The visitor's country or IP is blocked for this brand; the client shows the access-denied page. */
  region_restricted: 403,
  /** A wallet lacks the funds for the movement; nothing moved. */
  insufficient_funds: 409,
  /** The same idempotency key came with a different body; nothing moved. */
  idempotency_key_reused: 409,
  /** The body is larger than the server accepts. */
  payload_too_large: 413,
  /** The content type is not one the endpoint accepts. */
  unsupported_media_type: 415,
  /** A rate limit was hit; the client waits and retries later. */
  too_many_requests: 429,
  /** The brand is in maintenance; the client shows the maintenance page. */
  system_maintenance: 503,
  /** A form field broke its brand rule; `field` names it and the client marks that field. */
  field_invalid: 400,
  /** Confirm password differs from password. */
  password_mismatch: 400,
  /** The player did not accept the terms or confirm the legal age. */
  terms_not_accepted: 400,
  /** The username is taken in this brand. */
  username_taken: 409,
  /** The mobile number is taken in this brand. */
  mobile_taken: 409,
  /** The affiliate (invitation) code does not exist in this brand. */
  affiliate_code_invalid: 400,
  /** Login needs a captcha now (after a failure); the client shows the captcha and loads its image. */
  captcha_required: 400,
  /** The captcha answer is wrong or the captcha expired or was used; the client loads a new one. */
  captcha_invalid: 400,
  /** The proof-of-work human check is missing, wrong, expired or reused; the client runs it again. */
  human_check_failed: 400,
  /** Too many failed logins: the account is locked for a while; the client says when to retry. */
  account_locked: 423,
  /** The password must be changed first (weak or expired); the client opens the forced-change modal. */
  password_change_required: 403,
  /** A call that must be encrypted came as plain JSON, or under an unknown key. */
  encryption_required: 400,
  /** The encrypted payload could not be opened (tampered, wrong key, malformed). */
  payload_invalid: 400,
  /** The same encrypted payload was sent twice, or is too old; nothing happened. */
  payload_replayed: 409,
  /** The old password given for a change is wrong. */
  old_password_wrong: 400,
  /** The brand has this way in switched off (free trial, mobile sign-up...). */
  feature_disabled: 403,
  /** A new SMS code was asked for before the last one's countdown ended; `retryAfterSeconds` says when. */
  sms_too_frequent: 429,
  /** The SMS verification code is missing, wrong, used or dead after too many attempts; the client asks again. */
  verification_code_invalid: 400,
  /** The SMS verification code is past its time; the client offers to resend. */
  verification_code_expired: 400,
  /** Anything unexpected; the client shows "unknown error" and the request id. */
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** The HTTP status that goes with an error code. */
export function statusOfError(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** True when a string is one of the closed set of error codes. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}
