import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { FailEnvelope, OkEnvelope } from '@pkg/contracts/envelope';
import { HEADERS } from '@pkg/contracts/routes';
import { currentApiLanguage } from './i18n';
import { readSessionToken } from './session';

/** A failed API call: a code from the closed set (or a transport failure) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network_error' | 'timeout',
    readonly status: number,
    message: string,
    readonly requestId?: string,
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

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(path, { ...init, headers: { ...headers(), ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'timeout' : 'network_error', 0, String(error));
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as FailEnvelope | null;
  if (body && body.success === false) return new ApiError(body.errorCode as ErrorCode, response.status, body.message, body.requestId);
  return new ApiError('internal_error', response.status, response.statusText);
}

/** Calls a `/wps` endpoint and unwraps its envelope, throwing ApiError on failure. */
export async function wpsGet<T>(path: string): Promise<T> {
  const response = await send(path);
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as OkEnvelope<T> | FailEnvelope;
  if (!body.success) throw new ApiError(body.errorCode as ErrorCode, response.status, body.message, body.requestId);
  return body.value;
}

/** Calls an `/lgw` endpoint, whose answers are bare objects. */
export async function lgwGet<T>(path: string): Promise<T> {
  const response = await send(path);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}
