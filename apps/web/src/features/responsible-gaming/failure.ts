import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The closed error code of a failed call ('internal_error' for anything that is not an API answer). */
export function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'internal_error';
}

/** A failed call in the player's language (errors.<code>, in every shipped language). */
export function failureText(t: TFunction, error: unknown): string {
  return t(`errors.${codeOf(error)}`);
}
