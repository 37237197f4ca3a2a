import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  convertPayload,
  convertResult,
  pointBalance,
  pointConfig,
  pointGoodsList,
  pointJournalPage,
  pointJournalQuery,
  redeemListQuery,
  redeemPayload,
  redemptionPage,
  redemptionView,
} from '@pkg/contracts/points';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { guardedPerSession } from '../../http/session-rate-limit.ts';
import { AppError } from '../../http/errors.ts';
import { readIdempotencyKey } from '../../http/idempotency-key.ts';
import type { PointsService } from './points.service.ts';

/**
 * The points mall's calls (SPEC.md section 7, under /wps/relay/ like the platform's): the goods
 * and the configuration are public, so visitors see the mall; balance, history and journal need a
 * real account's token (trial accounts get in_need_true_account); redeeming and converting also
 * need the payment password and an Idempotency-Key, and are limited per session.
 */
export function pointsRoutes(deps: { points: PointsService; guard: AuthGuard; moneyLimitPerMinute: number }): FastifyPluginAsyncZod {
  const member = deps.guard();
  // The goods and their redemption are the points mall's: refused while the brand has it off (decision 074).
  const MALL = { siteRoute: 'pointMall' as const };
  return async (app) => {
    const limited = guardedPerSession(app, member, { name: 'pt', max: deps.moneyLimitPerMinute });
    app.get(API.pointBalance, { preHandler: member, schema: { response: { 200: okEnvelope(pointBalance) } } }, async (request) =>
      ok(await deps.points.balance(request.caller.brand, request.auth.account)),
    );

    app.get(API.pointReward, { config: MALL, schema: { response: { 200: okEnvelope(pointGoodsList) } } }, async (request) =>
      ok(await deps.points.goods(request.caller.brand)),
    );

    app.get(API.pointConfig, { schema: { response: { 200: okEnvelope(pointConfig) } } }, async (request) =>
      ok(await deps.points.config(request.caller.brand)),
    );

    app.get(
      API.redeemPointList,
      { preHandler: member, schema: { querystring: redeemListQuery, response: { 200: okEnvelope(redemptionPage) } } },
      async (request) => ok(await deps.points.redemptions(request.caller.brand, request.auth.account, request.query)),
    );

    app.get(
      API.pointJournal,
      { preHandler: member, schema: { querystring: pointJournalQuery, response: { 200: okEnvelope(pointJournalPage) } } },
      async (request) => ok(await deps.points.journal(request.caller.brand, request.auth.account, request.query)),
    );

    app.post(
      API.redeemPointReward,
      { preHandler: limited, config: MALL, schema: { body: redeemPayload, response: { 200: okEnvelope(redemptionView) } } },
      async (request) =>
        ok(await deps.points.redeem(request.caller.brand, request.auth.account, readIdempotencyKey(request), request.body)),
    );

    app.post(
      API.convertPoint,
      { preHandler: limited, schema: { body: convertPayload, response: { 200: okEnvelope(convertResult) } } },
      async (request) =>
        ok(await deps.points.convert(request.caller.brand, request.auth.account, readIdempotencyKey(request), request.body, request.ip)),
    );

    // Goods images uploaded by staff: public like the goods, only within the caller's brand.
    app.get(API.pointGoodsImage, { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const image = await deps.points.goodsImage(request.caller.brand, request.params.id);
      if (!image) throw new AppError('not_found');
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(image.bytes);
    });
  };
}
