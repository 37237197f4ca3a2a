import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The translated text of a failed points call (errors.<code> exists in every language), and the field it names. */
export function failureOf(t: TFunction, error: unknown): { text: string; field: string | null; code: string } {
  const code = error instanceof ApiError ? error.code : 'internal_error';
  const field = error instanceof ApiError ? (error.details.field ?? null) : null;
  return { text: t(`errors.${code}`), field, code };
}
