import type { FailEnvelope, OkEnvelope } from '@pkg/contracts/envelope';
import { HEADERS } from '@pkg/contracts/routes';
import i18n from 'i18next';
import type { BoClientError } from './client-errors';
import { currentApiLanguage } from './i18n';

/** A failed /bo call: the closed error code and the server's translated message. */
export class BoError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

/**
 * Calls the back-office API. The session is an httpOnly cookie the browser sends by itself; every
 * call carries the x-backoffice header the server demands of changing calls (a cross-site page
 * cannot add it). A call that needs an Idempotency-Key (a manual adjustment's proposal) gets the
 * form submission's key (lib/submission-key.ts), the same on a retry of that submission.
 */
export async function bo<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: object; idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'x-backoffice': '1', language: currentApiLanguage() };
  if (init.body) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers[HEADERS.idempotencyKey] = init.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body ? JSON.stringify(init.body) : null,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BoError('network_error' satisfies BoClientError, 0, '');
  }
  const body = (await response.json().catch(() => null)) as OkEnvelope<T> | (FailEnvelope & { retryAfterSeconds?: number }) | null;
  if (!body) throw new BoError('internal_error' satisfies BoClientError, response.status, '');
  if (!body.success) throw new BoError(body.errorCode, response.status, body.message, body.retryAfterSeconds);
  return body.value;
}

/** The text of a failed call: the server's translated message, else the code's own text (never the raw code). */
export function errorOf(error: unknown): string {
  if (!(error instanceof BoError)) return String(error);
  return error.message || i18n.t(`errors.${error.code}`);
}
