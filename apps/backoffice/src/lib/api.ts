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

/** A query's value: absent (undefined, null or "") values are left out of the address. */
export type BoQueryValue = string | number | boolean | null | undefined;

/**
 * A list's query as its filter form holds it: the contract's own field names (a misspelt one fails
 * the typecheck), each value as typed or "" or null for none; the server's schema checks the values.
 */
export type FilterQuery<Q> = { [K in keyof Q]?: Q[K] | string | number | null };

/** What a call may carry besides its path: the :params to fill and the query to add. */
export type BoCallInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: object;
  idempotencyKey?: string;
  /** Fills each `:name` of the path, encoded. */
  params?: Record<string, string>;
  /** The query string, built here only: absent values dropped, every value encoded. */
  query?: object;
};

/**
 * The one builder of a call's address (issue 37): the path's `:name` params filled and encoded, then
 * the query's present values encoded in their given order. No page builds an address by hand.
 */
export function boUrl(path: string, params?: Record<string, string>, query?: object): string {
  const filled = Object.entries(params ?? {}).reduce((out, [name, value]) => out.replace(`:${name}`, encodeURIComponent(value)), path);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, BoQueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Calls the back-office API. The session is an httpOnly cookie the browser sends by itself; every
 * call carries the x-backoffice header the server demands of changing calls (a cross-site page
 * cannot add it). A call that needs an Idempotency-Key (a manual adjustment's proposal) gets the
 * form submission's key (@pkg/web-kit/action-key), the same on a retry of that submission. Pages never
 * call it: each area's typed calls live in src/api/<area>.ts.
 */
export async function bo<T>(path: string, init: BoCallInit = {}): Promise<T> {
  const url = boUrl(path, init.params, init.query);
  const headers: Record<string, string> = { 'x-backoffice': '1', language: currentApiLanguage() };
  if (init.body) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers[HEADERS.idempotencyKey] = init.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
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

/**
 * Posts a form with its files as multipart (bo() sends JSON only): the same headers, address builder
 * and failure shape; a longer timeout, as images upload.
 */
export async function boForm<T>(path: string, form: FormData, params?: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(boUrl(path, params), {
      method: 'POST',
      headers: { 'x-backoffice': '1', language: currentApiLanguage() },
      body: form,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new BoError('network_error' satisfies BoClientError, 0, '');
  }
  const body = (await response.json().catch(() => null)) as OkEnvelope<T> | FailEnvelope | null;
  if (!body) throw new BoError('internal_error' satisfies BoClientError, response.status, response.statusText);
  if (!body.success) throw new BoError(body.errorCode, response.status, body.message);
  return body.value;
}

/** The text of a failed call: the server's translated message, else the code's own text (never the raw code). */
export function errorOf(error: unknown): string {
  if (!(error instanceof BoError)) return String(error);
  return error.message || i18n.t(`errors.${error.code}`);
}
