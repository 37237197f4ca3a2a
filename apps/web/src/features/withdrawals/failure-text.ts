import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** What a failed call says: the server's code (errors.<code> in every language) and the field it names. */
export interface CallFailure {
  code: string;
  field?: string;
  retryAfterSeconds?: number;
}

export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    const { field, retryAfterSeconds } = error.details;
    return { code: error.code, ...(field ? { field } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
  return { code: 'internal_error' };
}

export function failureText(t: TFunction, failure: CallFailure): string {
  const text = t(`errors.${failure.code}`);
  if (!failure.retryAfterSeconds) return text;
  return `${text} ${t('withdraw.retryAfter', { minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) })}`;
}
