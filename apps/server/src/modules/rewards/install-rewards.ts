import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { createPromotionDesk } from './promotion-desk.service.ts';
import { promotionDeskRoutes } from './promotion-desk.routes.ts';
import { createPromotionJobs, type PromotionJobOptions } from './promotion-jobs.ts';
import { createPromotionsService } from './promotions.service.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { createRewardsService } from './rewards.service.ts';

/**
 * Promotions, the reward centre and bonus wagering (decision 030): the site's calls, the automatic
 * promotions on the job runner, and the back office's promotion desk.
 */
export async function installRewards(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    jobs: JobRunner;
    walletEvents: Pick<WalletEventBus, 'publish'>;
    limitPerMinute: number;
    jobOptions: PromotionJobOptions;
  },
) {
  const { db, clock, jobs } = deps;
  const rewards = createRewardsService({ db, clock, walletEvents: deps.walletEvents });
  const promotionJobs = createPromotionJobs({ db, clock, jobs, options: deps.jobOptions });
  promotionJobs.install(() => rewards.expireDue(null));
  await app.register(
    rewardsRoutes({
      promotions: createPromotionsService({ db, clock, walletEvents: deps.walletEvents }),
      rewards,
      guard: deps.guard,
      limitPerMinute: deps.limitPerMinute,
    }),
  );
  await app.register(promotionDeskRoutes({ desk: createPromotionDesk({ db, clock }), guard: deps.staffGuard }));
  return promotionJobs;
}
