import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createPointAdjustments } from './point-adjustments.ts';
import { createPointEarning, EARN_LAG_MS, EARN_WINDOW_MS, type PointEarning } from './points-earn.ts';
import { createPointsDesk } from './points-desk.service.ts';
import { pointsDeskRoutes } from './points-desk.routes.ts';
import { pointsRoutes } from './points.routes.ts';
import { createPointsService } from './points.service.ts';

/**
 * Points and the points mall (decision 032): the player's relay calls, the back office's points
 * pages, and earning on the job runner (`points-plan` every 60 s unless configured, one `points-earn`
 * run per brand and window of 10 minutes, bets counted 2 minutes behind the clock unless configured). Answers the earning jobs for tests and tools.
 */
export async function installPoints(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard; paymentPassword: Pick<PaymentPasswordService, 'verify'> },
): Promise<PointEarning> {
  const { db, clock, config, jobs } = ctx;
  const points = createPointsService({ db, clock, paymentPassword: deps.paymentPassword, events: ctx.walletEvents });
  await app.register(pointsRoutes({ points, guard: deps.guard, moneyLimitPerMinute: config.credentialRateLimit }));
  await app.register(
    pointsDeskRoutes({ desk: createPointsDesk({ db, clock }), adjustments: createPointAdjustments({ db, clock }), guard: deps.staffGuard }),
  );
  const timing = { windowMs: config.pointsWindowMs ?? EARN_WINDOW_MS, lagMs: config.commitLagMs ?? EARN_LAG_MS };
  const earning = createPointEarning({ db, clock, jobs, timing });
  earning.defineOn(jobs, config.pointsPlanEveryMs ?? 60_000);
  return earning;
}
