import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { HumanCheckVerifier } from '../../http/verifiers.ts';
import { createBrandEventBus, shareBrandEvents } from '../../lib/brand-events.ts';
import type { StaffGuard } from '../staff/index.ts';
import { chatDeskRoutes } from './chat-desk.routes.ts';
import { createChatDesk } from './chat-desk.service.ts';
import { chatStreamRoutes } from './live-chat-streams.ts';
import { liveChatRoutes } from './live-chat.routes.ts';
import { createLiveChatService } from './live-chat.service.ts';

/**
 * The built-in live chat (decision 062): the site's chat (visitors after the human check, members
 * with their session), the back office's chat desk, and their live streams on a chat bus shared
 * through the cluster (Redis pub/sub with REDIS_URL).
 */
export async function installLiveChat(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard; humanCheck: HumanCheckVerifier },
): Promise<void> {
  const { db, clock } = ctx;
  const bus = shareBrandEvents(
    createBrandEventBus((error) => app.log.error({ err: error }, 'live chat event listener failed')),
    ctx.cluster,
    'live-chat-events',
  );
  const chats = createLiveChatService({ db, clock, bus });
  const desk = createChatDesk({ db, clock, bus });
  await app.register(
    liveChatRoutes({ db, chats, guard: deps.guard, humanCheck: deps.humanCheck, openLimitPerMinute: ctx.config.credentialRateLimit }),
  );
  await app.register(chatDeskRoutes({ db, desk, guard: deps.staffGuard }));
  await app.register(chatStreamRoutes({ chats, bus, slots: ctx.cluster, staffGuard: deps.staffGuard }));
}
