/**
 * What the request log says of a request. Fastify's default logs the whole URL, and some carry
 * secrets in their query: a house game's session token (`/house-slots/play?token=`, good for bets
 * for hours), a sign-in's `code` and `state`, an e-mailed reset link's token. Those values are
 * replaced; the path and every other parameter stay, as they help to read a log.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /^(token|code|state|key|secret|password|ticket|sig|signature|id_token|access_token|refresh_token)$/i;

/** The URL with the values of secret-looking query parameters replaced. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fastify's request serializer with the URL as `loggedUrl` gives it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
