import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { boNotice, boNoticeInput, boNoticeList, boNoticeQuery, noticePayload, noticeQuery } from '@pkg/contracts/notices';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { readUploads } from '../uploads/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { NoticeDesk } from './notice-desk.service.ts';
import type { NoticePayloadService } from './notice-payload.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * The notice call (`GET /wps/notice?dataTypes=&platform=W&execution=B`, public), the banner images
 * it points to (public, the brand's own only), and the back office's banners and popups
 * (messages.read to list, messages.manage to change).
 */
export function noticeRoutes(deps: { payload: NoticePayloadService; desk: NoticeDesk; staffGuard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.staffGuard('messages.read');
  const manage = deps.staffGuard('messages.manage');
  return async (app) => {
    app.get(API.notice, { schema: { querystring: noticeQuery, response: { 200: okEnvelope(noticePayload) } } }, async (request) => {
      const { dataTypes, platform, execution } = request.query;
      return ok(await deps.payload.payload(request.caller.brand, request.caller.textLanguage, dataTypes, platform, execution === 'A'));
    });

    app.get(API.noticeImage, { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const image = await deps.payload.bannerImage(request.caller.brand, request.params.id);
      if (!image) throw new AppError('not_found');
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(image.bytes);
    });

    app.get(
      BO_API.notices,
      { preHandler: read, schema: { querystring: boNoticeQuery, response: { 200: okEnvelope(boNoticeList) } } },
      async (request) => ok(await deps.desk.list({ staff: request.staff, ip: request.ip }, request.query.kind, request.query.brandId)),
    );
    app.post(
      BO_API.notices,
      { preHandler: manage, schema: { body: boNoticeInput, response: { 200: okEnvelope(boNotice) } } },
      async (request) => ok(await deps.desk.create({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.noticeImages,
      { preHandler: manage, schema: { response: { 200: okEnvelope(z.object({ url: z.string() })) } } },
      async (request) => ok(await deps.desk.storeImage({ staff: request.staff, ip: request.ip }, await readUploads(request))),
    );
    app.post(
      BO_API.notice,
      { preHandler: manage, schema: { params: idParams, body: boNoticeInput, response: { 200: okEnvelope(boNotice) } } },
      async (request) => ok(await deps.desk.update({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
  };
}
