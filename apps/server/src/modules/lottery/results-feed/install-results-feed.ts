import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import type { StaffGuard } from '../../staff/index.ts';
import { createFeedDesk } from './feed-desk.ts';
import { feedRoutes } from './feed.routes.ts';
import { createResultsFeed, type FeedMail, type ResultsFeed } from './results-feed.ts';

/**
 * The Vietnamese results feed (decision 065): the `lottery-feed` job and its back-office calls. The
 * job runs every `lotteryFeedEveryMs` (LOTTERY_FEED_SECONDS; none when absent, as in tests); the
 * `dir` sources are under `lotteryFeedDir` (LOTTERY_FEED_DIR, var/lottery-feed by default).
 */
export async function installResultsFeed(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { staffGuard: StaffGuard; sendMail?: (mail: FeedMail) => Promise<void> },
): Promise<ResultsFeed> {
  const { db, clock, jobs, brandEvents, config } = ctx;
  const rootDir = config.lotteryFeedDir ?? 'var/lottery-feed';
  const feed = createResultsFeed({ db, clock, jobs, brandEvents, rootDir, sendMail: deps.sendMail });
  feed.install(config.lotteryFeedEveryMs ?? 0);
  await app.register(feedRoutes({ desk: createFeedDesk({ db, clock, feed }), guard: deps.staffGuard }));
  return feed;
}
