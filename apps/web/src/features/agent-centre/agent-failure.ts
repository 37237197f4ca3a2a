import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The error code of a failed call; anything that is not an API answer is an unknown error. */
export function failureCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'internal_error';
}

/** A failure in the agent's language: every API code has its text under errors.*. */
export function failureText(t: TFunction, error: unknown): string {
  return t(`errors.${failureCode(error)}`);
}

/** The form field a refusal names, if any. */
export function failureField(error: unknown): string | null {
  return error instanceof ApiError ? (error.details.field ?? null) : null;
}
