import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { twoFactorCodePayload, twoFactorCodeValue } from '@pkg/contracts/two-factor';
import { ok } from '../../http/envelope.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/**
 * The request for a texted or e-mailed code during a login held for two-factor (SPEC.md section 4);
 * the answer itself finishes the login, so it is the session module's (session.routes.ts).
 */
export function twoFactorRoutes(deps: {
  twoFactor: TwoFactorService;
  /** Per-IP limit of credential calls a minute. */
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  const LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  return async (app) => {
    app.post(
      API.loginVerifyCode,
      { config: LIMIT, schema: { body: twoFactorCodePayload, response: { 200: okEnvelope(twoFactorCodeValue) } } },
      async (request) => ok(await deps.twoFactor.sendCode(request, request.caller.brand, request.body)),
    );
  };
}
