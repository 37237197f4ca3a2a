import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
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
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    jobs: JobRunner;
    brandEvents: Pick<BrandEventBus, 'publish'>;
    accountEvents: Pick<BrandEventBus, 'publish'>;
    limitPerMinute: number;
  },
): Promise<void> {
  const { db, clock } = deps;
  await app.register(
    messageRoutes({ messages: createMessageService({ db, clock, accountEvents: deps.accountEvents }), guard: deps.guard }),
  );
  const desk = createMessageDesk({ db, clock, jobs: deps.jobs, brandEvents: deps.brandEvents, accountEvents: deps.accountEvents });
  await app.register(messageDeskRoutes({ desk, guard: deps.staffGuard }));
  await app.register(
    feedbackRoutes({
      db,
      feedback: createFeedbackService({ db, clock }),
      guard: deps.guard,
      staffGuard: deps.staffGuard,
      limitPerMinute: deps.limitPerMinute,
    }),
  );
}
