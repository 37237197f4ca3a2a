import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { smsCodeValue } from '@pkg/contracts/auth';
import {
  authenticatorChangePayload,
  authenticatorSetupValue,
  mobileBindCodePayload,
  mobileBindPayload,
  mobileBindValue,
  securityInfoValue,
} from '@pkg/contracts/two-factor';
import { ok } from '../../http/envelope.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import type { PhoneBinding } from './phone-binding.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * The member centre's security centre (SPEC.md section 2): its facts, and binding and unbinding
 * the authenticator. Real accounts only (trial accounts get in_need_true_account); the changes
 * carry the login password, so they travel encrypted.
 */
export function securityRoutes(deps: {
  twoFactor: TwoFactorService;
  authenticator: AuthenticatorService;
  phoneBinding: PhoneBinding;
  opener: PayloadOpener;
  guard: AuthGuard;
  /** Per-IP limit of credential calls a minute (the changes check a password). */
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  const LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  const member = deps.guard();
  return async (app) => {
    app.get(API.memberSecurity, { preHandler: member, schema: { response: { 200: okEnvelope(securityInfoValue) } } }, async (request) =>
      ok(await deps.twoFactor.securityInfo(request.caller.brand, request.auth.account)),
    );

    app.post(
      API.authenticator,
      { config: LIMIT, preHandler: member, schema: { response: { 200: okEnvelope(authenticatorSetupValue) } } },
      async (request) => ok(await deps.authenticator.start(request.caller.brand, request.auth.account)),
    );

    app.post(
      API.authenticatorBind,
      { config: LIMIT, preHandler: member, schema: { response: { 200: okEnvelope(z.null()) } } },
      async (request) => {
        const payload = await deps.opener.open(request, authenticatorChangePayload);
        await deps.authenticator.bind(request, request.caller.brand, request.auth.account, payload);
        return ok(null);
      },
    );

    // The bind-phone prompt (decision 075): a code to the number, then the bind with it.
    app.post(
      API.mobileBindCode,
      { config: LIMIT, preHandler: member, schema: { body: mobileBindCodePayload, response: { 200: okEnvelope(smsCodeValue) } } },
      async (request) => ok(await deps.phoneBinding.requestCode(request.caller.brand, request.auth.account, request.body)),
    );

    app.post(
      API.mobileBind,
      { config: LIMIT, preHandler: member, schema: { body: mobileBindPayload, response: { 200: okEnvelope(mobileBindValue) } } },
      async (request) => ok(await deps.phoneBinding.bind(request.caller.brand, request.auth.account, request.body, request.ip)),
    );

    app.post(
      API.authenticatorUnbind,
      { config: LIMIT, preHandler: member, schema: { response: { 200: okEnvelope(z.null()) } } },
      async (request) => {
        const payload = await deps.opener.open(request, authenticatorChangePayload);
        await deps.authenticator.unbind(request, request.caller.brand, request.auth.account, payload);
        return ok(null);
      },
    );
  };
}
