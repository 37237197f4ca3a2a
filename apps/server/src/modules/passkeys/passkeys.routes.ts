import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginValue } from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import { passkeyListValue, passkeyLoginPayload, passkeyOptionsValue, passkeyRegisterPayload } from '@pkg/contracts/passkeys';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { Passkeys } from './passkeys.service.ts';

/**
 * One-click login (decision 073): the security centre's passkeys (signed-in members; trial accounts
 * get in_need_true_account) and the login with one (no session). Every call that makes a challenge
 * or checks an answer has the credential calls' per-IP limit.
 */
export function passkeyRoutes(deps: { passkeys: Passkeys; guard: AuthGuard; credentialLimit: number }): FastifyPluginAsyncZod {
  const LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  const member = deps.guard();
  return async (app) => {
    app.get(API.passkeys, { preHandler: member, schema: { response: { 200: okEnvelope(passkeyListValue) } } }, async (request) =>
      ok(await deps.passkeys.list(request.caller.brand, request.auth.account)),
    );

    app.post(
      API.passkeyOptions,
      { config: LIMIT, preHandler: member, schema: { response: { 200: okEnvelope(passkeyOptionsValue) } } },
      async (request) => ok(await deps.passkeys.registrationOptions(request, request.caller.brand, request.auth.account)),
    );

    app.post(
      API.passkeys,
      { config: LIMIT, preHandler: member, schema: { body: passkeyRegisterPayload, response: { 200: okEnvelope(z.null()) } } },
      async (request) => {
        await deps.passkeys.register(request, request.caller.brand, request.auth.account, request.body);
        return ok(null);
      },
    );

    app.delete(
      API.passkey,
      {
        config: LIMIT,
        preHandler: member,
        schema: { params: z.object({ id: z.string().max(20) }), response: { 200: okEnvelope(z.null()) } },
      },
      async (request) => {
        await deps.passkeys.remove(request, request.caller.brand, request.auth.account, request.params.id);
        return ok(null);
      },
    );

    app.post(API.passkeyLoginOptions, { config: LIMIT, schema: { response: { 200: okEnvelope(passkeyOptionsValue) } } }, async (request) =>
      ok(await deps.passkeys.loginOptions(request, request.caller.brand)),
    );

    app.post(
      API.passkeyLogin,
      { config: LIMIT, schema: { body: passkeyLoginPayload, response: { 200: okEnvelope(loginValue) } } },
      async (request) => ok(await deps.passkeys.login(request, request.caller.brand, request.body)),
    );
  };
}
