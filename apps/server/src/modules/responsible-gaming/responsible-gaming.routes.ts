import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  rgCoolOff,
  rgSelfExclude,
  rgSessionView,
  rgSetDailyLimit,
  rgSetLimit,
  rgSetRealityCheck,
  rgSetSessionLimit,
  rgState,
} from '@pkg/contracts/responsible-gaming';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { guardedPerSession } from '../../http/session-rate-limit.ts';
import type { ResponsibleGamingService } from './responsible-gaming.service.ts';
import type { SessionTime } from './rg-session.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * The player's responsible-gaming calls (decision 037): real accounts only (trial accounts get
 * in_need_true_account); changes are limited per session like the money calls; self-exclusion is
 * sent encrypted with the login password, as the payment password is.
 */
export function responsibleGamingRoutes(deps: {
  service: ResponsibleGamingService;
  sessionTime: SessionTime;
  opener: PayloadOpener;
  guard: AuthGuard;
  moneyLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  const member = deps.guard();
  return async (app) => {
    const limited = guardedPerSession(app, member, { name: 'rg', max: deps.moneyLimitPerMinute });
    app.get(API.rgState, { preHandler: member, schema: { response: { 200: okEnvelope(rgState) } } }, async (request) =>
      ok(await deps.service.state(request.caller.brand, request.auth.account)),
    );

    app.post(
      API.rgLimit,
      { preHandler: limited, schema: { body: rgSetLimit, response: { 200: okEnvelope(rgState) } } },
      async (request) => {
        await deps.service.setLimit(request.caller.brand, request.auth.account, request.body, request.ip);
        return ok(await deps.service.state(request.caller.brand, request.auth.account));
      },
    );

    app.post(
      API.rgCoolOff,
      { preHandler: limited, schema: { body: rgCoolOff, response: { 200: okEnvelope(z.null()) } } },
      async (request) => {
        await deps.service.coolOff(request.caller.brand, request.auth.account, request.body, request.ip);
        return ok(null);
      },
    );

    app.post(API.rgSelfExclude, { preHandler: limited, schema: { response: { 200: okEnvelope(z.null()) } } }, async (request) => {
      const input = await deps.opener.open(request, rgSelfExclude);
      await deps.service.selfExclude(request.caller.brand, request.auth.account, input, request.ip, request.auth.session.sessionId);
      return ok(null);
    });

    app.post(
      API.rgSessionLimit,
      { preHandler: limited, schema: { body: rgSetSessionLimit, response: { 200: okEnvelope(rgState) } } },
      async (request) => {
        await deps.sessionTime.setLimit(request.caller.brand, request.auth.account, request.body.limitMinutes, {
          actor: 'self',
          ip: request.ip,
        });
        return ok(await deps.service.state(request.caller.brand, request.auth.account));
      },
    );

    app.post(
      API.rgDailyLimit,
      { preHandler: limited, schema: { body: rgSetDailyLimit, response: { 200: okEnvelope(rgState) } } },
      async (request) => {
        await deps.sessionTime.setDailyLimit(request.caller.brand, request.auth.account, request.body.limitMinutes, {
          actor: 'self',
          ip: request.ip,
        });
        return ok(await deps.service.state(request.caller.brand, request.auth.account));
      },
    );

    app.post(
      API.rgRealityCheck,
      { preHandler: limited, schema: { body: rgSetRealityCheck, response: { 200: okEnvelope(rgState) } } },
      async (request) => {
        await deps.sessionTime.setRealityCheck(request.caller.brand, request.auth.account, request.body.minutes, {
          actor: 'self',
          ip: request.ip,
        });
        return ok(await deps.service.state(request.caller.brand, request.auth.account));
      },
    );

    app.get(API.rgSession, { preHandler: member, schema: { response: { 200: okEnvelope(rgSessionView) } } }, async (request) =>
      ok(await deps.sessionTime.view(request.caller.brand, request.auth.account, request.auth.session)),
    );

    app.post(API.rgRealityCheckSeen, { preHandler: limited, schema: { response: { 200: okEnvelope(rgSessionView) } } }, async (request) => {
      await deps.sessionTime.seen(request.auth.session);
      return ok(await deps.sessionTime.view(request.caller.brand, request.auth.account, request.auth.session));
    });
  };
}
