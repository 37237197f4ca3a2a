import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { FailEnvelope, OkEnvelope } from '@pkg/contracts/envelope';
import type { PayloadKeyValue } from '@pkg/contracts/auth';
import { API, HEADERS } from '@pkg/contracts/routes';
import { currentApiLanguage, errorTextsReady } from './i18n';
import { clearSession, endSessionAtLimit, readSessionToken } from './session';
import { awaitEarlyAnswer } from './early-answers';

/** A failed API call: a code from the closed set (or a transport failure) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network_error' | 'timeout',
    readonly status: number,
    message: string,
    readonly requestId?: string,
    /** Extra facts of the failure envelope: the failed field, whether a captcha is now needed. */
    readonly details: {
      field?: string;
      captcha?: boolean;
      retryAfterSeconds?: number;
      challengeId?: string;
      methods?: string[];
      /** rg_cooling_off, rg_self_excluded, rg_session_limit, rg_session_break, rg_daily_time_limit, rg_daily_time_used: when the exclusion or break ends (ISO), or that it never does. */
      until?: string;
      permanent?: boolean;
      /** rg_deposit_limit: what still fits in the period (minor units). */
      remainingMinor?: string;
      /** bet_invalid (the round engine's bets): why the bet was refused (below_min, above_max, opposite_bets ...). */
      problem?: string;
      /** insufficient_funds (the round engine's bets): the balance the server holds (minor units). */
      balanceMinor?: string;
    } = {},
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

// A build for one brand may pin it; otherwise the server picks the brand from the host name.
const PINNED_MERCHANT: string | undefined = import.meta.env.VITE_MERCHANT;

function headers(): Record<string, string> {
  const result: Record<string, string> = { [HEADERS.language]: currentApiLanguage(), [HEADERS.device]: 'WEB' };
  if (PINNED_MERCHANT) result[HEADERS.merchant] = PINNED_MERCHANT;
  const token = readSessionToken();
  if (token) result[HEADERS.authorization] = token;
  return result;
}

/**
 * The wire headers of a call (language, device, brand, session token), for the one call read
 * without this client: the live balance stream, which is a long-lived fetch and not an envelope.
 */
export function apiHeaders(): Record<string, string> {
  return headers();
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    // A plain GET may have been sent already, before the start-up code arrived (decision 046).
    const early =
      init.method === undefined && init.headers === undefined
        ? await awaitEarlyAnswer(typeof window === 'undefined' ? undefined : window.earlyFetches, path, headers())
        : undefined;
    if (early) return early;
    return await fetch(path, { ...init, headers: { ...headers(), ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'timeout' : 'network_error', 0, String(error));
  }
}

function toError(body: FailEnvelope, status: number): ApiError {
  // The server ended the session (expired, revoked, password changed elsewhere): forget it here too.
  if (body.errorCode === 'login.not.session') clearSession();
  const { field, captcha, retryAfterSeconds, challengeId, methods, until, permanent, remainingMinor } = body;
  // Facts some calls add beside the envelope's own (the round engine's bet refusals).
  const { problem, balanceMinor } = body as { problem?: unknown; balanceMinor?: unknown };
  // The player's own session or daily time limit ended it (decision 037): logged out, and the site says why.
  if (body.errorCode === 'rg_session_limit') endSessionAtLimit(until);
  if (body.errorCode === 'rg_daily_time_limit') endSessionAtLimit(until, 'dailyLimit');
  return new ApiError(body.errorCode as ErrorCode, status, body.message, body.requestId, {
    field,
    captcha,
    retryAfterSeconds,
    challengeId,
    methods,
    until,
    permanent,
    remainingMinor,
    ...(typeof problem === 'string' ? { problem } : {}),
    ...(typeof balanceMinor === 'string' ? { balanceMinor } : {}),
  });
}

/**
 * A refused call's error, answered once the API error texts are there: the start-up code carries
 * only the network errors' texts, the rest load later (lib/i18n.ts, LATER_TEXTS), and whoever
 * catches this shows `errors.<code>` at once.
 */
async function failure(response: Response, body?: OkEnvelope<unknown> | FailEnvelope | null): Promise<ApiError> {
  const envelope = body === undefined ? ((await response.json().catch(() => null)) as FailEnvelope | null) : body;
  await errorTextsReady();
  if (envelope && envelope.success === false) return toError(envelope, response.status);
  return new ApiError('internal_error', response.status, response.statusText);
}

async function unwrap<T>(response: Response): Promise<T> {
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as OkEnvelope<T> | FailEnvelope;
  if (!body.success) throw await failure(response, body);
  return body.value;
}

/**
 * Calls a `/wps` endpoint and unwraps its envelope, throwing ApiError on failure. Extra headers
 * carry what a call needs beside the session (the house games' `x-game-token`).
 */
export async function wpsGet<T>(path: string, extraHeaders?: Record<string, string>): Promise<T> {
  return unwrap<T>(await send(path, extraHeaders ? { headers: extraHeaders } : {}));
}

/**
 * Fetches a file a `/wps` call answers instead of an envelope (a report as CSV), with the session
 * header, so it cannot be a bare link. A refusal still comes as an envelope and throws ApiError.
 */
export async function wpsGetFile(path: string): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path);
  if (!response.ok) throw await failure(response);
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

/** Sends JSON to a `/wps` endpoint and unwraps its envelope. */
export async function wpsSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const init: RequestInit = { method, headers: { ...extraHeaders } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...extraHeaders, 'content-type': 'application/json' };
  }
  return unwrap<T>(await send(path, init));
}

/** Posts form fields (application/x-www-form-urlencoded) to a `/wps` endpoint that the platform takes as a form. */
export async function wpsPostForm<T>(path: string, fields: Record<string, string>): Promise<T> {
  // URLSearchParams as the body sets the form content type itself.
  return unwrap<T>(await send(path, { method: 'POST', body: new URLSearchParams(fields) }));
}

/**
 * Posts to a `/wps` money call under an Idempotency-Key: JSON, or a multipart FormData (images).
 * The caller makes one key per action and sends the same key again when retrying that action, so
 * a retry after a lost answer gets the first answer instead of moving money twice.
 */
export async function wpsPostIdempotent<T>(path: string, body: object | FormData, idempotencyKey: string): Promise<T> {
  const isForm = body instanceof FormData;
  return unwrap<T>(
    await send(path, {
      method: 'POST',
      // A FormData body sets its own multipart content type with the boundary.
      body: isForm ? body : JSON.stringify(body),
      headers: isForm
        ? { [HEADERS.idempotencyKey]: idempotencyKey }
        : { 'content-type': 'application/json', [HEADERS.idempotencyKey]: idempotencyKey },
    }),
  );
}

/** Sends a multipart form (text fields and images) to a `/wps` endpoint that is not a money call (feedback). */
export async function wpsSendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  // A FormData body sets its own multipart content type with the boundary.
  return unwrap<T>(await send(path, { method, body: form }));
}

let payloadKey: Promise<PayloadKeyValue> | null = null;

/**
 * Sends a payload encrypted end to end (login, register, password calls): sealed under the
 * server's current public key. When the server has rotated its key, the key is fetched again and
 * the call sent once more.
 */
export async function wpsSendEncrypted<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    payloadKey ??= wpsGet<PayloadKeyValue>(API.sessionKey);
    const key = await payloadKey.catch((error: unknown) => {
      payloadKey = null;
      throw error;
    });
    // Sealing is needed only by the account dialogs, so it loads with them, not with the home page.
    const { ENCRYPTION_HEADER, sealPayload } = await import('@pkg/contracts/payload-seal');
    const sealed = await sealPayload(payload, key);
    try {
      return await unwrap<T>(
        await send(path, {
          method,
          body: JSON.stringify(sealed.body),
          headers: { ...extraHeaders, 'content-type': 'application/json', [ENCRYPTION_HEADER]: sealed.header },
        }),
      );
    } catch (error) {
      if (attempt > 0 || !(error instanceof ApiError) || error.code !== 'encryption_required') throw error;
      payloadKey = null;
    }
  }
}

/** Calls an `/lgw` endpoint, whose answers are bare objects. */
export async function lgwGet<T>(path: string): Promise<T> {
  const response = await send(path);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}
