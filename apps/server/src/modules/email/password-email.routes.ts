import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  passwordByEmailPayload,
  passwordByEmailValue,
  passwordEmailResetPayload,
  passwordEmailResetValue,
} from '@pkg/contracts/password-email';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * Forgotten password by e-mail (SPEC.md section 7): the form post that asks for a link, and the
 * encrypted call that sets the new password with the link's token. No session; both share the
 * credential calls' per-IP limit.
 */
export function passwordEmailRoutes(deps: {
  resets: PasswordResetService;
  opener: PayloadOpener;
  /** Per-IP limit of credential calls a minute. */
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  const LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  return async (app) => {
    // The platform posts this one as a form; the parser is registered in this plugin only.
    await app.register(formbody);

    app.post(
      API.passwordByEmail,
      { config: LIMIT, schema: { body: passwordByEmailPayload, response: { 200: okEnvelope(passwordByEmailValue) } } },
      async (request) => ok(await deps.resets.request(request, request.caller.brand, request.body)),
    );

    app.post(
      API.passwordByEmailReset,
      { config: LIMIT, schema: { response: { 200: okEnvelope(passwordEmailResetValue) } } },
      async (request) => {
        const payload = await deps.opener.open(request, passwordEmailResetPayload);
        return ok(await deps.resets.complete(request, request.caller.brand, payload));
      },
    );
  };
}
