import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginPayload, loginValue, type LoginValue } from '@pkg/contracts/auth';
import { loginV2Value } from '@pkg/contracts/site-menu-contract';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { FREE_PLAY_GATEWAY_VERSION, FREE_PLAY_HEADERS, FREE_PLAY_OS, FREE_PLAY_PLATFORM } from '@pkg/contracts/free-play';
import { twoFactorVerifyPayload } from '@pkg/contracts/two-factor';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { menuSettingsFor, routersFor } from '../brands/index.ts';
import type { LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * Login (encrypted) and its version 2 (decision 074), its second step when held for two-factor
 * (SPEC.md section 4, decision 014), free play and logout (SPEC.md section 7).
 */
export function sessionRoutes(deps: {
  login: LoginService;
  sessions: SessionService;
  opener: PayloadOpener;
  guard: AuthGuard;
  /** Per-IP limit of credential calls a minute (free play: the same number an hour). */
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  // Credential calls get a tighter per-IP limit than the API's general one.
  const LOGIN_LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  const FREE_PLAY_LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 hour' } };
  /** Both logins: the payload opened and the way in its type names, with every check of the login service. */
  async function logIn(request: FastifyRequest): Promise<LoginValue> {
    const payload = await deps.opener.open(request, loginPayload);
    if (payload.type === 'sms') return deps.login.loginBySmsCode(request, request.caller.brand, payload);
    if (payload.type === 'firebase') return deps.login.loginByFirebase(request, request.caller.brand, payload);
    return deps.login.loginByPassword(request, request.caller.brand, payload);
  }

  return async (app) => {
    app.post(API.login, { config: LOGIN_LIMIT, schema: { response: { 200: okEnvelope(loginValue) } } }, async (request) =>
      ok(await logIn(request)),
    );

    // Version 2: the same login under the same limit (a hold for two-factor, a lock or a wrong
    // password answer exactly as above), with what the site builds its shell from beside the token.
    app.post(API.loginV2, { config: LOGIN_LIMIT, schema: { response: { 200: okEnvelope(loginV2Value) } } }, async (request) => {
      const value = await logIn(request);
      const { brand, textLanguage } = request.caller;
      return ok({ ...value, merchantCode: brand.code, menu: menuSettingsFor(brand, textLanguage), routers: routersFor(brand) });
    });

    app.post(API.loginVerify, { config: LOGIN_LIMIT, schema: { response: { 200: okEnvelope(loginValue) } } }, async (request) => {
      const payload = await deps.opener.open(request, twoFactorVerifyPayload);
      return ok(await deps.login.loginAfterSecondFactor(request, request.caller.brand, payload));
    });

    app.post(API.freePlay, { config: FREE_PLAY_LIMIT, schema: { response: { 200: okEnvelope(loginValue) } } }, async (request) => {
      await checkFreePlayHeaders(request, deps.opener);
      return ok(await deps.login.loginAsTrial(request, request.caller.brand));
    });

    // The platform's readings disagree on the method, so both end the session.
    for (const method of ['DELETE', 'POST'] as const) {
      app.route({
        method,
        url: API.logout,
        preHandler: deps.guard({ allowTrial: true, allowDuringPasswordChange: true }),
        schema: { response: { 200: okEnvelope(z.null()) } },
        handler: async (request) => {
          await deps.sessions.revoke(request.auth.session.sessionId);
          return ok(null);
        },
      });
    }
  };
}

const freePlayPayload = z.object({}).strict();

/**
 * The free-play login's headers (SPEC.md section 7, decision 064): `os` (one of FREE_PLAY_OS),
 * `platform` W, `X-Gateway-Version` 3 and `Encryption`, the seal of an empty payload as every
 * credential call sends it (proving the caller holds the brand's payload key; a replay is refused).
 * A caller sending none of them (an older client) is served as before; one sending any must send
 * all, right, or is refused with bad_request naming the header.
 */
async function checkFreePlayHeaders(request: FastifyRequest, opener: PayloadOpener): Promise<void> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const sent = [FREE_PLAY_HEADERS.os, FREE_PLAY_HEADERS.platform, FREE_PLAY_HEADERS.gatewayVersion, FREE_PLAY_HEADERS.encryption];
  if (sent.every((name) => header(name) === undefined)) return;
  const os = header(FREE_PLAY_HEADERS.os)?.toLowerCase();
  if (!os || !(FREE_PLAY_OS as readonly string[]).includes(os))
    throw new AppError('bad_request', `header os must be one of ${FREE_PLAY_OS.join(', ')}`);
  if (header(FREE_PLAY_HEADERS.platform) !== FREE_PLAY_PLATFORM)
    throw new AppError('bad_request', `header platform must be ${FREE_PLAY_PLATFORM}`);
  if (header(FREE_PLAY_HEADERS.gatewayVersion) !== FREE_PLAY_GATEWAY_VERSION)
    throw new AppError('bad_request', `header X-Gateway-Version must be ${FREE_PLAY_GATEWAY_VERSION}`);
  if (!header(FREE_PLAY_HEADERS.encryption)) throw new AppError('encryption_required');
  await opener.open(request, freePlayPayload);
}
