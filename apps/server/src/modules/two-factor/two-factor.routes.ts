import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginValue } from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { twoFactorCodePayload, twoFactorCodeValue, twoFactorVerifyPayload } from '@pkg/contracts/two-factor';
import { ok } from '../../http/envelope.ts';
import type { LoginService, PayloadOpener } from '../session/index.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/**
 * The second step of a login held for two-factor (SPEC.md section 4): the answer (encrypted like
 * the login itself) and the request for a texted or e-mailed code.
 */
export function twoFactorRoutes(deps: {
  login: LoginService;
  twoFactor: TwoFactorService;
  opener: PayloadOpener;
  /** Per-IP limit of credential calls a minute. */
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  const LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  return async (app) => {
    app.post(API.loginVerify, { config: LIMIT, schema: { response: { 200: okEnvelope(loginValue) } } }, async (request) => {
      const payload = await deps.opener.open(request, twoFactorVerifyPayload);
      return ok(await deps.login.loginAfterSecondFactor(request, request.caller.brand, payload));
    });

    app.post(
      API.loginVerifyCode,
      { config: LIMIT, schema: { body: twoFactorCodePayload, response: { 200: okEnvelope(twoFactorCodeValue) } } },
      async (request) => ok(await deps.twoFactor.sendCode(request, request.caller.brand, request.body)),
    );
  };
}
