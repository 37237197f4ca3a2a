import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliateQuery,
  affiliateValue,
  avatarValue,
  changePasswordPayload,
  passwordChangeCodeValue,
  languagePayload,
  loginValue,
  memberInfoValue,
  passwordByPhonePayload,
  registerPayload,
} from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import { normaliseLanguage } from '@pkg/contracts/languages';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { LoginService } from '../session/index.ts';
import type { AccountService } from './account.service.ts';
import type { RegisterService } from './register.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

export interface AccountRouteDeps {
  register: RegisterService;
  accounts: AccountService;
  login: LoginService;
  opener: PayloadOpener;
  guard: AuthGuard;
  /** Per-IP limit of credential calls a minute. */
  credentialLimit: number;
}

/** Registration, member info, avatar, password change and reset by phone, language and the affiliate-code check. */
export function accountRoutes(deps: AccountRouteDeps): FastifyPluginAsyncZod {
  const REGISTER_LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  const PASSWORD_LIMIT = REGISTER_LIMIT;
  return async (app) => {
    for (const [url, method] of [
      [API.register, 'username'],
      [API.registerMobile, 'mobile'],
    ] as const) {
      app.put(url, { config: REGISTER_LIMIT, schema: { response: { 200: okEnvelope(loginValue.nullable()) } } }, async (request) => {
        const payload = await deps.opener.open(request, registerPayload);
        const brand = request.caller.brand;
        const account = await deps.register.register(request, brand, payload, method);
        // DIRECTREG3: the sign-up logs the player in at once, on the page they are on; off, they log in after it.
        return ok(payload.login && brand.flags.DIRECTREG3 ? await deps.login.loginAfterRegistration(request, brand, account) : null);
      });
    }

    const member = deps.guard({ allowTrial: true, allowDuringPasswordChange: true });

    app.get(API.memberInfo, { preHandler: member, schema: { response: { 200: okEnvelope(memberInfoValue) } } }, async (request) =>
      ok(deps.accounts.memberInfo(request.caller.brand, request.auth.account)),
    );

    for (const url of [API.memberIcon, API.playerAvatar]) {
      app.get(url, { preHandler: member, schema: { response: { 200: okEnvelope(avatarValue) } } }, async (request) =>
        ok(deps.accounts.avatar(request.auth.account)),
      );
    }

    app.post(
      API.changePasswordCode,
      {
        config: PASSWORD_LIMIT,
        preHandler: deps.guard({ allowDuringPasswordChange: true }),
        schema: { response: { 200: okEnvelope(passwordChangeCodeValue) } },
      },
      async (request) => ok(await deps.accounts.sendPasswordChangeCode(request.caller.brand, request.auth.account)),
    );

    app.post(
      API.changePassword,
      {
        config: PASSWORD_LIMIT,
        preHandler: deps.guard({ allowDuringPasswordChange: true }),
        schema: { response: { 200: okEnvelope(z.null()) } },
      },
      async (request) => {
        const payload = await deps.opener.open(request, changePasswordPayload);
        await deps.accounts.changePassword(request, request.caller.brand, request.auth, payload);
        return ok(null);
      },
    );

    // Forgot password by phone: no session, the reset code is the proof.
    app.post(API.passwordByPhone, { config: PASSWORD_LIMIT, schema: { response: { 200: okEnvelope(z.null()) } } }, async (request) => {
      const payload = await deps.opener.open(request, passwordByPhonePayload);
      await deps.accounts.resetPasswordByPhone(request, request.caller.brand, payload);
      return ok(null);
    });

    app.put(
      API.memberLanguage,
      { preHandler: deps.guard({ allowTrial: true }), schema: { body: languagePayload, response: { 200: okEnvelope(z.null()) } } },
      async (request) => {
        await deps.accounts.setLanguage(request.auth.account, normaliseLanguage(request.body.language));
        return ok(null);
      },
    );

    app.get(
      API.affiliateCheck,
      { config: REGISTER_LIMIT, schema: { querystring: affiliateQuery, response: { 200: okEnvelope(affiliateValue) } } },
      async (request) => ok({ valid: await deps.register.isAffiliateCode(request.caller.brand, request.query.code) }),
    );
  };
}
