import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boFeedback,
  boFeedbackPage,
  boFeedbackQuery,
  boFeedbackReply,
  feedbackListQuery,
  feedbackPage,
  feedbackView,
} from '@pkg/contracts/messages';
import { API } from '@pkg/contracts/routes';
import type { Db } from '../../db/client.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { guardedPerSession } from '../../http/session-rate-limit.ts';
import { AppError } from '../../http/errors.ts';
import { readUploads } from '../uploads/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { selectFeedbackImage } from './feedback.queries.ts';
import type { FeedbackService } from './feedback.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * Feedback: the player's `PUT /wps/feedback` (multipart, real accounts only, limited per session a
 * minute here and per account an hour in the service) and list; the back office's queue under
 * feedback.manage.
 */
export function feedbackRoutes(deps: {
  db: Db;
  feedback: FeedbackService;
  guard: AuthGuard;
  staffGuard: StaffGuard;
  limitPerMinute: number;
}): FastifyPluginAsyncZod {
  const member = deps.guard();
  const manage = deps.staffGuard('feedback.manage');
  return async (app) => {
    const limited = guardedPerSession(app, member, { name: 'fb', max: deps.limitPerMinute });
    app.put(API.feedback, { preHandler: limited, schema: { response: { 200: okEnvelope(feedbackView) } } }, async (request) =>
      ok(await deps.feedback.submit(request.caller.brand, request.auth.account, await readUploads(request))),
    );
    app.get(
      API.feedback,
      { preHandler: member, schema: { querystring: feedbackListQuery, response: { 200: okEnvelope(feedbackPage) } } },
      async (request) => ok(await deps.feedback.page(request.auth.account, request.query.pageNo, request.query.pageSize)),
    );

    app.get(
      BO_API.feedback,
      { preHandler: manage, schema: { querystring: boFeedbackQuery, response: { 200: okEnvelope(boFeedbackPage) } } },
      async (request) => ok(await deps.feedback.queue({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.post(
      BO_API.feedbackReply,
      { preHandler: manage, schema: { params: idParams, body: boFeedbackReply, response: { 200: okEnvelope(boFeedback) } } },
      async (request) => ok(await deps.feedback.reply({ staff: request.staff, ip: request.ip }, request.params.id, request.body.content)),
    );
    app.post(
      BO_API.feedbackClose,
      { preHandler: manage, schema: { params: idParams, response: { 200: okEnvelope(boFeedback) } } },
      async (request) => ok(await deps.feedback.close({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.get(BO_API.feedbackImage, { preHandler: manage, schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const image = await selectFeedbackImage(deps.db, request.params.id, request.staff.scope);
      if (!image) throw new AppError('not_found');
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(image.bytes);
    });
  };
}
