import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  CHAT_TOKEN_HEADER,
  chatMessage,
  chatMessageBody,
  LIVE_CHAT_API,
  liveChatOpenBody,
  liveChatOpened,
  liveChatRateBody,
  liveChatSettings,
  liveChatView,
} from '@pkg/contracts/live-chat';
import type { Db } from '../../db/client.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { HumanCheckVerifier } from '../../http/verifiers.ts';
import { readUploads, type CleanImage } from '../uploads/index.ts';
import { selectChatImage, selectSettings } from './live-chat.queries.ts';
import type { LiveChatService } from './live-chat.service.ts';

/** A message as sent: JSON `{ text }`, or a multipart form with a `text` field and up to three `images` (the upload rules). */
export async function readMessage(request: FastifyRequest): Promise<{ text: string; images: CleanImage[] }> {
  if (request.isMultipart()) {
    const form = await readUploads(request);
    return { text: form.fields.text ?? '', images: form.images };
  }
  const parsed = chatMessageBody.safeParse(request.body ?? {});
  if (!parsed.success) throw new AppError('chat_message_invalid');
  return { text: parsed.data.text, images: [] };
}

export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[CHAT_TOKEN_HEADER];
  if (typeof header === 'string') return header;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  return typeof query === 'string' ? query : undefined;
};

export function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer } | null) {
  if (!image) throw new AppError('not_found');
  return reply
    .header('content-type', image.contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(image.bytes);
}

/**
 * The participant's calls (decision 062). Opening as a visitor needs the human check and is limited
 * per address a minute here and an hour in the service; a member opens with its session. Every
 * other call carries the chat token; sending is limited per address a minute.
 */
export function liveChatRoutes(deps: {
  db: Db;
  chats: LiveChatService;
  guard: AuthGuard;
  humanCheck: HumanCheckVerifier;
  openLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  const { chats } = deps;
  const openLimit = { rateLimit: { max: deps.openLimitPerMinute, timeWindow: '1 minute' } };
  const sendLimit = { rateLimit: { max: 40, timeWindow: '1 minute' } };
  return async (app) => {
    app.get(LIVE_CHAT_API.settings, { schema: { response: { 200: okEnvelope(liveChatSettings) } } }, async (request) =>
      ok(await selectSettings(deps.db, request.caller.brand.id)),
    );
    app.post(
      LIVE_CHAT_API.open,
      { config: openLimit, schema: { body: liveChatOpenBody, response: { 200: okEnvelope(liveChatOpened) } } },
      async (request) => {
        await deps.humanCheck.verify(request.body.humanCheck);
        return ok(await chats.open({ brandId: request.caller.brand.id, accountId: null, username: null, ip: request.ip }, request.body));
      },
    );
    app.post(
      LIVE_CHAT_API.memberOpen,
      {
        preHandler: deps.guard({ allowTrial: true }),
        config: openLimit,
        schema: { body: liveChatOpenBody, response: { 200: okEnvelope(liveChatOpened) } },
      },
      async (request) => {
        const { account } = request.auth;
        return ok(
          await chats.open(
            { brandId: request.caller.brand.id, accountId: account.id, username: account.username, ip: request.ip },
            request.body,
          ),
        );
      },
    );
    app.get(LIVE_CHAT_API.chat, { schema: { response: { 200: okEnvelope(liveChatView) } } }, async (request) =>
      ok(await chats.view(tokenOf(request))),
    );
    app.post(LIVE_CHAT_API.messages, { config: sendLimit, schema: { response: { 200: okEnvelope(chatMessage) } } }, async (request) => {
      const token = tokenOf(request);
      await chats.byToken(token);
      const { text, images } = await readMessage(request);
      return ok(await chats.send(token, text, images));
    });
    app.post(LIVE_CHAT_API.typing, { config: sendLimit }, async (request) => {
      await chats.typing(tokenOf(request));
      return ok(null);
    });
    app.post(LIVE_CHAT_API.read, { schema: { response: { 200: okEnvelope(liveChatView) } } }, async (request) =>
      ok(await chats.read(tokenOf(request))),
    );
    app.post(LIVE_CHAT_API.close, { schema: { response: { 200: okEnvelope(liveChatView) } } }, async (request) =>
      ok(await chats.close(tokenOf(request))),
    );
    app.post(LIVE_CHAT_API.rate, { schema: { body: liveChatRateBody, response: { 200: okEnvelope(liveChatView) } } }, async (request) =>
      ok(await chats.rate(tokenOf(request), request.body.stars, request.body.comment)),
    );
    app.get(LIVE_CHAT_API.image, { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const chat = await chats.byToken(tokenOf(request));
      return sendImage(reply, await selectChatImage(deps.db, request.params.id, { chatId: chat.id }));
    });
  };
}
