import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { boMessage, boMessageDraft, boMessagePage, boMessagePreview, boMessageQuery, boMessageSend } from '@pkg/contracts/messages';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { MessageDesk } from './message-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's messages: reading needs messages.read; previewing, sending and withdrawing messages.manage. */
export function messageDeskRoutes(deps: { desk: MessageDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('messages.read');
  const manage = deps.guard('messages.manage');
  return async (app) => {
    app.get(
      BO_API.messages,
      { preHandler: read, schema: { querystring: boMessageQuery, response: { 200: okEnvelope(boMessagePage) } } },
      async (request) => ok(await deps.desk.list({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.post(
      BO_API.messagePreview,
      { preHandler: manage, schema: { body: boMessageDraft, response: { 200: okEnvelope(boMessagePreview) } } },
      async (request) => ok(await deps.desk.preview({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.messages,
      { preHandler: manage, schema: { body: boMessageSend, response: { 200: okEnvelope(boMessage) } } },
      async (request) => ok(await deps.desk.send({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.messageWithdraw,
      { preHandler: manage, schema: { params: idParams, response: { 200: okEnvelope(boMessage) } } },
      async (request) => ok(await deps.desk.withdraw({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
  };
}
