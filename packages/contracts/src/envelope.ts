import { z } from 'zod';
import { amountMinor } from './amount.ts';
import { ERROR_CODE_LIST } from './error-codes.ts';

/** Wraps a value schema in the `/wps` success envelope `{ success: true, value }`. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** The `/wps` failure envelope; `requestId` lets support find the server log line. */
export const failEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODE_LIST as [string, ...string[]]),
  message: z.string(),
  requestId: z.string().optional(),
  /** For field_invalid: the field that failed, so the form can mark it. */
  field: z.string().optional(),
  /** On a failed login: the next attempt needs a captcha, so the form shows it. */
  captcha: z.boolean().optional(),
  /** On account_locked or too_many_requests: seconds until a retry can succeed. */
  retryAfterSeconds: z.number().int().optional(),
  /** On rg_cooling_off or rg_self_excluded: when the exclusion ends (ISO), absent when `permanent`. */
  until: z.string().optional(),
  permanent: z.boolean().optional(),
  /** On rg_deposit_limit: what still fits in the period (minor units). */
  remainingMinor: amountMinor.optional(),
  /** On two_factor_required: the held login's challenge, answered by the second-factor call. */
  challengeId: z.string().optional(),
  /** On two_factor_required: the second factors the account offers (authenticator, sms, email, bankName). */
  methods: z.array(z.string()).optional(),
});

export type FailEnvelope = z.infer<typeof failEnvelope>;
export type OkEnvelope<T> = { success: true; value: T };
