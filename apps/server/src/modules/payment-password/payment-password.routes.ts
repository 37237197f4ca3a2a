import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { paymentPasswordChange, paymentPasswordState } from '@pkg/contracts/payment-password';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/** Whether a payment password is set, and setting or changing it (encrypted, credential-limited). */
export function paymentPasswordRoutes(deps: {
  paymentPassword: PaymentPasswordService;
  opener: PayloadOpener;
  guard: AuthGuard;
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.paymentPassword,
      { preHandler: deps.guard(), schema: { response: { 200: okEnvelope(paymentPasswordState) } } },
      async (request) => ok({ set: await deps.paymentPassword.isSet(request.auth.account.id) }),
    );
    app.post(
      API.paymentPassword,
      {
        preHandler: deps.guard(),
        config: { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } },
        schema: { response: { 200: okEnvelope(z.null()) } },
      },
      async (request) => {
        const input = await deps.opener.open(request, paymentPasswordChange);
        await deps.paymentPassword.change(request.caller.brand, request.auth.account, input, request.ip, request.auth.session.sessionId);
        return ok(null);
      },
    );
  };
}
