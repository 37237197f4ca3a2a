/**
 * The chat's live streams (decision 062): the participant's (`GET /wps/liveChat/events?token=`,
 * its chat's events) and the desk's (`GET /bo/liveChat/events`, every chat of the brands in the
 * staff member's scope), server-sent events fed by the chat bus, which goes through the cluster so
 * a message written on one process reaches streams held by the others. Streams are counted per
 * address across the cluster like the rounds' streams.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { LIVE_CHAT_API, LIVE_CHAT_BO_API } from '@pkg/contracts/live-chat';
import { AppError } from '../../http/errors.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { BrandEvent, BrandEventBus } from '../../lib/brand-events.ts';
import type { Cluster } from '../../lib/cluster.ts';
import type { StaffGuard } from '../staff/index.ts';
import { tokenOf } from './live-chat.routes.ts';
import { stateEvent, type LiveChatService } from './live-chat.service.ts';

const STREAMS_PER_ADDRESS = 20;
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

export function chatStreamRoutes(deps: {
  chats: LiveChatService;
  bus: Pick<BrandEventBus, 'subscribe'>;
  slots: Pick<Cluster, 'takeSlot'>;
  staffGuard: StaffGuard;
}): FastifyPluginAsync {
  const enders = new Set<() => void>();

  async function stream(request: FastifyRequest, reply: FastifyReply, keys: string[], first: BrandEvent[]) {
    let slot;
    try {
      slot = await deps.slots.takeSlot(`chat-streams:${request.ip}`, STREAMS_PER_ADDRESS, HEARTBEAT_MS * 3);
    } catch (error) {
      request.log.warn({ err: error }, 'chat stream slots unreachable; the stream opens uncounted');
      slot = { renew: async () => {}, release: async () => {} };
    }
    if (!slot) throw new AppError('too_many_requests', 'too many chat streams from this address', { retryAfterSeconds: 30 });
    const held = slot;
    const raw = startEventStream(reply);
    let closed = false;
    const write = (text: string) => {
      if (!closed) raw.write(text);
    };
    const send = (event: BrandEvent) => write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    const unsubscribes = keys.map((key) => deps.bus.subscribe(key, send));
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      held.renew().catch((error: unknown) => request.log.warn({ err: error }, 'chat stream slot renewal failed'));
    }, HEARTBEAT_MS);
    function end() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribes) unsubscribe();
      enders.delete(end);
      held.release().catch((error: unknown) => request.log.warn({ err: error }, 'chat stream slot release failed'));
      raw.end();
    }
    enders.add(end);
    raw.on('close', end);
    write(`retry: ${RETRY_MS}\n\n`);
    for (const event of first) send(event);
  }

  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of [...enders]) end();
    });
    app.get(LIVE_CHAT_API.events, async (request, reply) => {
      const chat = await deps.chats.byToken(tokenOf(request));
      await stream(request, reply, [`chat:${chat.id}`], [{ type: 'state', data: stateEvent(chat) }]);
    });
    app.get(LIVE_CHAT_BO_API.events, { preHandler: deps.staffGuard('chat.read') }, async (request, reply) => {
      const scope = request.staff.scope;
      await stream(request, reply, scope === null ? ['desk:*'] : scope.map((brandId) => `desk:${brandId}`), [
        { type: 'hello', data: { type: 'hello' } },
      ]);
    });
  };
}
