import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boApplication,
  boApplicationIssue,
  boApplicationList,
  boApplicationQuery,
  boPlayerRewards,
  boPlayerRewardsQuery,
  boPromotion,
  boPromotionInput,
  boPromotionList,
  boPromotionQuery,
  boReason,
} from '@pkg/contracts/promotion-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { PromotionDesk } from './promotion-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's promotion desk (decision 030): reading needs promotions.read, acting promotions.manage. */
export function promotionDeskRoutes(deps: { desk: PromotionDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('promotions.read');
  const manage = deps.guard('promotions.manage');
  const { desk } = deps;
  return async (app) => {
    app.get(
      BO_API.promotions,
      { preHandler: read, schema: { querystring: boPromotionQuery, response: { 200: okEnvelope(boPromotionList) } } },
      async (request) => ok({ list: await desk.list({ staff: request.staff, ip: request.ip }, request.query) }),
    );
    app.post(
      BO_API.promotions,
      { preHandler: manage, schema: { body: boPromotionInput, response: { 200: okEnvelope(boPromotion) } } },
      async (request) => ok(await desk.create({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.get(
      BO_API.promotion,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boPromotion) } } },
      async (request) => ok(await desk.one({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.put(
      BO_API.promotion,
      { preHandler: manage, schema: { params: idParams, body: boPromotionInput, response: { 200: okEnvelope(boPromotion) } } },
      async (request) => ok(await desk.update({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.get(
      BO_API.promotionApplications,
      { preHandler: read, schema: { querystring: boApplicationQuery, response: { 200: okEnvelope(boApplicationList) } } },
      async (request) => ok({ list: await desk.applications({ staff: request.staff, ip: request.ip }, request.query) }),
    );
    app.post(
      BO_API.promotionApplicationIssue,
      { preHandler: manage, schema: { params: idParams, body: boApplicationIssue, response: { 200: okEnvelope(boApplication) } } },
      async (request) => ok(await desk.issue({ staff: request.staff, ip: request.ip }, request.params.id, request.body.amountMinor)),
    );
    app.post(
      BO_API.promotionApplicationReject,
      { preHandler: manage, schema: { params: idParams, body: boReason, response: { 200: okEnvelope(boApplication) } } },
      async (request) => ok(await desk.reject({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason)),
    );
    app.get(
      BO_API.promotionApplicationImage,
      { preHandler: read, schema: { params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const image = await desk.applicationImage({ staff: request.staff, ip: request.ip }, request.params.id);
        return reply.header('content-type', image.contentType).header('cache-control', 'private, max-age=3600').send(image.bytes);
      },
    );
    app.get(
      BO_API.playerRewards,
      { preHandler: read, schema: { querystring: boPlayerRewardsQuery, response: { 200: okEnvelope(boPlayerRewards) } } },
      async (request) => ok(await desk.player({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.post(
      BO_API.wageringWaive,
      {
        preHandler: manage,
        schema: { params: idParams, body: boReason, response: { 200: okEnvelope(z.object({ waived: z.literal(true) })) } },
      },
      async (request) => {
        await desk.waive({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason);
        return ok({ waived: true as const });
      },
    );
  };
}
