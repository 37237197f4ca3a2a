import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { messageDetail, messageListQuery, messagePage, unreadValue } from '@pkg/contracts/messages';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { MessageService } from './messages.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * The member centre's platform information (messageV2) and the header's unread count: real
 * accounts only (trial accounts get in_need_true_account, visitors login.not.session).
 */
export function messageRoutes(deps: { messages: MessageService; guard: AuthGuard }): FastifyPluginAsyncZod {
  const member = deps.guard();
  return async (app) => {
    app.get(API.unreadCount, { preHandler: member, schema: { response: { 200: okEnvelope(z.number().int()) } } }, async (request) =>
      ok(await deps.messages.unread(request.auth.account)),
    );
    app.get(
      API.messages,
      { preHandler: member, schema: { querystring: messageListQuery, response: { 200: okEnvelope(messagePage) } } },
      async (request) => ok(await deps.messages.page(request.auth.account, request.query.pageNo, request.query.pageSize)),
    );
    app.post(API.messagesReadAll, { preHandler: member, schema: { response: { 200: okEnvelope(unreadValue) } } }, async (request) =>
      ok(await deps.messages.readAll(request.auth.account)),
    );
    app.get(
      API.message,
      { preHandler: member, schema: { params: idParams, response: { 200: okEnvelope(messageDetail) } } },
      async (request) => ok(await deps.messages.open(request.auth.account, request.params.id)),
    );
    app.post(
      API.messageDelete,
      { preHandler: member, schema: { params: idParams, response: { 200: okEnvelope(unreadValue) } } },
      async (request) => ok(await deps.messages.remove(request.auth.account, request.params.id)),
    );
  };
}
