import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  brandQuery,
  goodsAdminList,
  goodsAdminView,
  goodsInput,
  playerPointsQuery,
  playerPointsView,
  pointAdjustmentList,
  pointAdjustmentProposal,
  pointAdjustmentQuery,
  pointAdjustmentView,
  pointSettingsInput,
  pointSettingsView,
  redemptionAdminView,
  redemptionDecision,
  redemptionQueue,
  redemptionQueueQuery,
  redemptionRejection,
  type GoodsInput,
} from '@pkg/contracts/points';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { CleanImage } from '../uploads/index.ts';
import { readUploads } from '../uploads/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { PointAdjustments } from './point-adjustments.ts';
import type { PointsDesk } from './points-desk.service.ts';
import { dbId } from '@pkg/contracts/db-ids';

const idParams = z.object({ id: dbId });

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type GuardHook = ReturnType<StaffGuard>;

/** A good's form: JSON, or multipart with the same fields as text and at most one image under `images`. */
async function readGoodsForm(request: FastifyRequest): Promise<{ input: GoodsInput; image: CleanImage | null }> {
  let raw: unknown = request.body;
  let image: CleanImage | null = null;
  if (request.isMultipart()) {
    const form = await readUploads(request);
    if (form.images.length > 1) throw new AppError('upload_too_many', 'one image per good');
    raw = form.fields;
    image = form.images[0] ?? null;
  }
  const parsed = goodsInput.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError('bad_request', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '), { field });
  }
  return { input: parsed.data, image };
}

/**
 * The back office's points pages: reading needs points.read; goods and redemption decisions need
 * points.manage; what turns into money (the settings: earning rates and cash conversion, and point
 * adjustments) needs points.finance (owner and finance, decision 019's addendum). Every change needs
 * the custom header (the staff guard) and writes the staff audit.
 */
export function pointsDeskRoutes(deps: { desk: PointsDesk; adjustments: PointAdjustments; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('points.read');
  const manage = deps.guard('points.manage');
  const money = deps.guard('points.finance');
  return async (app) => {
    app.get(
      BO_API.pointGoods,
      { preHandler: read, schema: { querystring: brandQuery, response: { 200: okEnvelope(goodsAdminList) } } },
      async (request) => ok(await deps.desk.goods(request.staff, request.query.brandId)),
    );
    app.post(BO_API.pointGoods, { preHandler: manage, schema: { response: { 200: okEnvelope(goodsAdminView) } } }, async (request) => {
      const { input, image } = await readGoodsForm(request);
      return ok(await deps.desk.saveGoods(request.staff, null, input, image, request.ip));
    });
    app.post(
      BO_API.pointGoodsItem,
      { preHandler: manage, schema: { params: idParams, response: { 200: okEnvelope(goodsAdminView) } } },
      async (request) => {
        const { input, image } = await readGoodsForm(request);
        return ok(await deps.desk.saveGoods(request.staff, request.params.id, input, image, request.ip));
      },
    );
    app.get(BO_API.pointGoodsImage, { preHandler: read, schema: { params: idParams } }, async (request, reply) => {
      const image = await deps.desk.goodsImage(request.staff, request.params.id);
      if (!image) throw new AppError('not_found');
      return reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').send(image.bytes);
    });

    app.get(
      BO_API.pointRedemptions,
      { preHandler: read, schema: { querystring: redemptionQueueQuery, response: { 200: okEnvelope(redemptionQueue) } } },
      async (request) => ok(await deps.desk.queue(request.staff, request.query)),
    );
    app.post(
      BO_API.pointRedemptionApprove,
      { preHandler: manage, schema: { params: idParams, body: redemptionDecision, response: { 200: okEnvelope(redemptionAdminView) } } },
      async (request) => ok(await deps.desk.approve(request.staff, request.params.id, request.body.reason || null, request.ip)),
    );
    app.post(
      BO_API.pointRedemptionReject,
      { preHandler: manage, schema: { params: idParams, body: redemptionRejection, response: { 200: okEnvelope(redemptionAdminView) } } },
      async (request) => ok(await deps.desk.reject(request.staff, request.params.id, request.body.reason, request.ip)),
    );

    app.get(
      BO_API.pointSettings,
      { preHandler: read, schema: { querystring: brandQuery, response: { 200: okEnvelope(pointSettingsView) } } },
      async (request) => ok(await deps.desk.settings(request.staff, request.query.brandId)),
    );
    app.post(
      BO_API.pointSettings,
      { preHandler: money, schema: { body: pointSettingsInput, response: { 200: okEnvelope(pointSettingsView) } } },
      async (request) => ok(await deps.desk.saveSettings(request.staff, request.body, request.ip)),
    );

    app.get(
      BO_API.pointPlayer,
      { preHandler: read, schema: { querystring: playerPointsQuery, response: { 200: okEnvelope(playerPointsView) } } },
      async (request) => ok(await deps.desk.player(request.staff, request.query)),
    );
    adjustmentRoutes(app, deps.adjustments, read, money);
  };
}

/** Point adjustments under four eyes: listed with points.read, proposed and decided with points.finance. */
function adjustmentRoutes(app: ZodApp, adjustments: PointAdjustments, read: GuardHook, money: GuardHook): void {
  const deps = { adjustments };
  app.get(
    BO_API.pointAdjustments,
    { preHandler: read, schema: { querystring: pointAdjustmentQuery, response: { 200: okEnvelope(pointAdjustmentList) } } },
    async (request) => ok(await deps.adjustments.list(request.staff, request.query.status)),
  );
  app.post(
    BO_API.pointAdjustments,
    { preHandler: money, schema: { body: pointAdjustmentProposal, response: { 200: okEnvelope(pointAdjustmentView) } } },
    async (request) => ok(await deps.adjustments.propose(request.staff, request.body, request.ip)),
  );
  app.post(
    BO_API.pointAdjustmentApprove,
    { preHandler: money, schema: { params: idParams, body: redemptionDecision, response: { 200: okEnvelope(pointAdjustmentView) } } },
    async (request) => ok(await deps.adjustments.approve(request.staff, request.params.id, request.body.reason || null, request.ip)),
  );
  app.post(
    BO_API.pointAdjustmentReject,
    { preHandler: money, schema: { params: idParams, body: redemptionRejection, response: { 200: okEnvelope(pointAdjustmentView) } } },
    async (request) => ok(await deps.adjustments.reject(request.staff, request.params.id, request.body.reason, request.ip)),
  );
}
