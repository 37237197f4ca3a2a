import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { formatGmt8 } from '@pkg/web-kit/time';

/** What a failed call tells the form: the code, and the envelope's extras (field, captcha, retry wait). */
export interface Failure {
  code: string;
  field?: string;
  captcha?: boolean;
  retryAfterSeconds?: number;
  /** two_factor_required: the held login's challenge and the second factors on offer. */
  challengeId?: string;
  methods?: string[];
  /** rg_cooling_off, rg_self_excluded: when the exclusion ends (ISO), or that it never does. */
  until?: string;
  permanent?: boolean;
}

/** A failure found in the browser rather than by the server (Firebase phone sign-in, say), thrown as an error. */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
  }
}

/** Reads a thrown error; anything that is not an API answer counts as an unknown error. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) return { code: error.code, ...error.details };
  if (error instanceof FailureError) return error.failure;
  return { code: 'internal_error' };
}

/** The server's failure in the player's language (errors.<code>), with the wait when the server gave one. */
export function failureText(t: TFunction, failure: Failure): string {
  const text = t(`errors.${failure.code}`);
  // An excluded account is told when it may come back (decision 037).
  if (failure.until) return `${text} ${t('account.excludedUntil', { date: formatGmt8(failure.until) })}`;
  if (failure.permanent) return `${text} ${t('account.excludedForever')}`;
  if (!failure.retryAfterSeconds) return text;
  return `${text} ${t('account.retryAfter', { minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) })}`;
}

/** True when the failure says the next attempt needs a (new) captcha. */
export function needsCaptcha(failure: Failure): boolean {
  return failure.captcha === true || failure.code === 'captcha_required' || failure.code === 'captcha_invalid';
}
