import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createFeedbackService } from './feedback.service.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { createMessageDesk } from './message-desk.service.ts';
import { messageDeskRoutes } from './message-desk.routes.ts';
import { createMessageService } from './messages.service.ts';
import { messageRoutes } from './messages.routes.ts';

/**
 * Platform messages and feedback (decision 031): the member centre's messageV2 and unread count,
 * the customer service page's feedback, and the back office's messages and feedback queue.
 * `accountEvents` reaches one account's live streams, `brandEvents` every stream of a brand.
 */
export async function installMessages(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<void> {
  const { db, clock, accountEvents } = ctx;
  await app.register(messageRoutes({ messages: createMessageService({ db, clock, accountEvents }), guard: deps.guard }));
  const desk = createMessageDesk({ db, clock, jobs: ctx.jobs, brandEvents: ctx.brandEvents, accountEvents });
  await app.register(messageDeskRoutes({ desk, guard: deps.staffGuard }));
  await app.register(
    feedbackRoutes({
      db,
      feedback: createFeedbackService({ db, clock }),
      guard: deps.guard,
      staffGuard: deps.staffGuard,
      limitPerMinute: ctx.config.rateLimitPerMinute,
    }),
  );
}
