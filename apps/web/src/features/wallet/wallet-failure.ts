import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The error code of a failed wallet call; anything that is not an API answer is an unknown error. */
export function failureCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'internal_error';
}

/** The failure in the player's language (errors.<code>), with the field it concerns when the server named one. */
export function failureText(t: TFunction, error: unknown): string {
  return t(`errors.${failureCode(error)}`);
}

/** The form field a failure concerns, for marking it invalid. */
export function failureField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.details.field) return error.details.field;
  const code = error.code;
  if (code === 'payment_password_wrong') return 'paymentPassword';
  if (code === 'amount_invalid' || code === 'insufficient_funds') return 'amountMinor';
  return null;
}
