import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createPromotionDesk } from './promotion-desk.service.ts';
import { promotionDeskRoutes } from './promotion-desk.routes.ts';
import { createPromotionJobs, type PromotionJobs } from './promotion-jobs.ts';
import { createPromotionsService } from './promotions.service.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { createRewardsService } from './rewards.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Automatic promotions' jobs (decision 030), for tests and tools. */
    promotionJobs: PromotionJobs;
  }
}

/**
 * Promotions, the reward centre and bonus wagering (decision 030): the site's calls, the automatic
 * promotions on the job runner, and the back office's promotion desk.
 */
export async function installRewards(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<PromotionJobs> {
  const { db, clock, jobs, config, walletEvents } = ctx;
  const rewards = createRewardsService({ db, clock, walletEvents });
  // Planned every 60 s unless configured; bets and deposits counted once they are 120 s behind the clock.
  const options = { planEveryMs: config.promotionPlanEveryMs ?? 60_000, lagMs: config.commitLagMs ?? 120_000 };
  const promotionJobs = createPromotionJobs({ db, clock, jobs, options });
  promotionJobs.install(() => rewards.expireDue(null));
  app.decorate('promotionJobs', promotionJobs);
  await app.register(
    rewardsRoutes({
      promotions: createPromotionsService({ db, clock, walletEvents }),
      rewards,
      guard: deps.guard,
      limitPerMinute: config.rateLimitPerMinute,
    }),
  );
  await app.register(promotionDeskRoutes({ desk: createPromotionDesk({ db, clock }), guard: deps.staffGuard }));
  return promotionJobs;
}
