import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** A failed call in the player's words: the server's code, translated in every language (errors.<code>). */
export function failureText(t: TFunction, error: unknown): string {
  return t(`errors.${error instanceof ApiError ? error.code : 'internal_error'}`);
}
