import type { FailEnvelope, OkEnvelope } from '@pkg/contracts/envelope';
import { BoError } from '../../lib/api';
import { currentApiLanguage } from '../../lib/i18n';

/** Query keys of the points pages; every change refreshes those under POINTS_BO_KEY. */
export const POINTS_BO_KEY = ['bo', 'points'] as const;

/**
 * Posts a good's form with its image as multipart (the console's `bo` client sends JSON only), with
 * the same headers and the same failure shape.
 */
export async function boForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'x-backoffice': '1', language: currentApiLanguage() },
      body: form,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new BoError('network_error', 0, '');
  }
  const body = (await response.json().catch(() => null)) as OkEnvelope<T> | FailEnvelope | null;
  if (!body) throw new BoError('internal_error', response.status, response.statusText);
  if (!body.success) throw new BoError(body.errorCode, response.status, body.message);
  return body.value;
}

/** The desk's failed calls read as every desk's (lib/api.ts). */
export { errorOf } from '../../lib/api';
