import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createVipDesk } from './vip-desk.service.ts';
import { vipDeskRoutes } from './vip-desk.routes.ts';
import { createVipJobs, type VipJobs } from './vip-jobs.ts';
import { createVipService } from './vip.service.ts';
import { vipRoutes } from './vip.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** VIP evaluation and the monthly pass (decision 033), for tests and tools. */
    vip: VipJobs;
  }
}

/**
 * VIP levels (decision 033): the site's calls, the back office's desk, and the evaluation on the
 * job runner (every `evaluateEveryMs`; 0 defines the jobs without scheduling them). Level changes
 * go to the player's live stream through `accountEvents`.
 */
export async function installVip(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    jobs: JobRunner;
    accountEvents: Pick<BrandEventBus, 'publish'>;
    limitPerMinute: number;
    evaluateEveryMs: number;
  },
): Promise<VipJobs> {
  const { db, clock, jobs } = deps;
  const vipJobs = createVipJobs({ db, clock, jobs, accountEvents: deps.accountEvents });
  vipJobs.install({ evaluateEveryMs: deps.evaluateEveryMs });
  app.decorate('vip', vipJobs);
  await app.register(vipRoutes({ vip: createVipService({ db, clock }), guard: deps.guard, limitPerMinute: deps.limitPerMinute }));
  await app.register(vipDeskRoutes({ desk: createVipDesk({ db, clock, announce: vipJobs.announce }), guard: deps.staffGuard }));
  return vipJobs;
}
