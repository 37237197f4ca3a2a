import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boCannedBody,
  boCannedList,
  boCannedReply,
  boChatDetail,
  boChatQueue,
  boChatQueueQuery,
  boChatSettingsBody,
  boChatSettingsQuery,
  chatMessage,
  LIVE_CHAT_BO_API,
  liveChatSettings,
} from '@pkg/contracts/live-chat';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { StaffContext, StaffGuard } from '../staff/index.ts';
import type { ChatDesk } from './chat-desk.service.ts';
import { selectChatImage } from './live-chat.queries.ts';
import { readMessage, sendImage } from './live-chat.routes.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The chat desk's calls (decision 062): chat.read to see the queue and transcripts, chat.answer for the rest. */
export function chatDeskRoutes(deps: { db: Db; desk: ChatDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const { desk } = deps;
  const read = deps.guard('chat.read');
  const answer = deps.guard('chat.answer');
  const actor = (request: { staff: StaffContext; ip: string }) => ({ staff: request.staff, ip: request.ip });
  return async (app) => {
    app.get(
      LIVE_CHAT_BO_API.queue,
      { preHandler: read, schema: { querystring: boChatQueueQuery, response: { 200: okEnvelope(boChatQueue) } } },
      async (request) => ok(await desk.queue(actor(request), request.query)),
    );
    app.get(
      LIVE_CHAT_BO_API.chat,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boChatDetail) } } },
      async (request) => ok(await desk.detail(actor(request), request.params.id)),
    );
    app.post(
      LIVE_CHAT_BO_API.assign,
      { preHandler: answer, schema: { params: idParams, response: { 200: okEnvelope(boChatDetail) } } },
      async (request) => ok(await desk.assign(actor(request), request.params.id)),
    );
    app.post(
      LIVE_CHAT_BO_API.messages,
      { preHandler: answer, schema: { params: idParams, response: { 200: okEnvelope(chatMessage) } } },
      async (request) => {
        await desk.detail(actor(request), request.params.id);
        const { text, images } = await readMessage(request);
        return ok(await desk.send(actor(request), request.params.id, text, images));
      },
    );
    app.post(LIVE_CHAT_BO_API.typing, { preHandler: answer, schema: { params: idParams } }, async (request) => {
      await desk.typing(actor(request), request.params.id);
      return ok(null);
    });
    app.post(
      LIVE_CHAT_BO_API.read,
      { preHandler: answer, schema: { params: idParams, response: { 200: okEnvelope(boChatDetail) } } },
      async (request) => ok(await desk.read(actor(request), request.params.id)),
    );
    app.post(
      LIVE_CHAT_BO_API.close,
      { preHandler: answer, schema: { params: idParams, response: { 200: okEnvelope(boChatDetail) } } },
      async (request) => ok(await desk.close(actor(request), request.params.id)),
    );
    app.get(
      LIVE_CHAT_BO_API.canned,
      {
        preHandler: read,
        schema: {
          querystring: z.object({
            brandId: z
              .string()
              .regex(/^[0-9]{1,18}$/)
              .optional(),
          }),
          response: { 200: okEnvelope(boCannedList) },
        },
      },
      async (request) => ok(await desk.canned(actor(request), request.query.brandId)),
    );
    app.post(
      LIVE_CHAT_BO_API.canned,
      { preHandler: answer, schema: { body: boCannedBody, response: { 200: okEnvelope(boCannedReply) } } },
      async (request) => ok(await desk.addCanned(actor(request), request.body)),
    );
    app.delete(
      LIVE_CHAT_BO_API.cannedOne,
      { preHandler: answer, schema: { params: idParams, response: { 200: okEnvelope(boCannedReply) } } },
      async (request) => ok(await desk.removeCanned(actor(request), request.params.id)),
    );
    app.get(
      LIVE_CHAT_BO_API.settings,
      { preHandler: read, schema: { querystring: boChatSettingsQuery, response: { 200: okEnvelope(liveChatSettings) } } },
      async (request) => ok(await desk.settings(actor(request), request.query.brandId)),
    );
    app.post(
      LIVE_CHAT_BO_API.settings,
      { preHandler: answer, schema: { body: boChatSettingsBody, response: { 200: okEnvelope(liveChatSettings) } } },
      async (request) => {
        const { brandId, ...settings } = request.body;
        return ok(await desk.setSettings(actor(request), brandId, settings));
      },
    );
    app.get(LIVE_CHAT_BO_API.image, { preHandler: read, schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) =>
      sendImage(reply, await selectChatImage(deps.db, request.params.id, { scope: request.staff.scope })),
    );
  };
}
