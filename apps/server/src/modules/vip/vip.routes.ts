import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { vipHistoryQuery, vipHistoryValue, vipStatusValue, vipTableValue } from '@pkg/contracts/vip';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { VipService } from './vip.service.ts';

/**
 * The site's VIP calls (decision 033): the level table for everyone (the /vip page), and for a
 * signed-in real account (trial accounts get in_need_true_account) its status and level history.
 */
export function vipRoutes(deps: { vip: VipService; guard: AuthGuard; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { vip } = deps;
  const player = deps.guard();
  const limited = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute' } };
  return async (app) => {
    app.get(API.vipLevels, { config: limited, schema: { response: { 200: okEnvelope(vipTableValue) } } }, async (request) =>
      ok(await vip.table(request.caller.brand.id)),
    );
    app.get(
      API.vipStatus,
      { preHandler: player, config: limited, schema: { response: { 200: okEnvelope(vipStatusValue) } } },
      async (request) => ok(await vip.status(request.caller.brand.id, request.auth.account.id)),
    );
    app.get(
      API.vipHistory,
      { preHandler: player, config: limited, schema: { querystring: vipHistoryQuery, response: { 200: okEnvelope(vipHistoryValue) } } },
      async (request) => ok(await vip.history(request.caller.brand.id, request.auth.account.id, request.query)),
    );
  };
}
