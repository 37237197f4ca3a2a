import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
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
 * job runner (every VIP evaluation interval; absent or 0 defines the jobs without scheduling them). Level changes
 * go to the player's live stream through `accountEvents`.
 */
export async function installVip(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<VipJobs> {
  const { db, clock, jobs } = ctx;
  const vipJobs = createVipJobs({ db, clock, jobs, accountEvents: ctx.accountEvents });
  vipJobs.install({ evaluateEveryMs: ctx.config.vipEvaluateEveryMs ?? 0 });
  app.decorate('vip', vipJobs);
  await app.register(vipRoutes({ vip: createVipService({ db, clock }), guard: deps.guard, limitPerMinute: ctx.config.rateLimitPerMinute }));
  await app.register(vipDeskRoutes({ desk: createVipDesk({ db, clock, announce: vipJobs.announce }), guard: deps.staffGuard }));
  return vipJobs;
}
