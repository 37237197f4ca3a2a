import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { createPointAdjustments } from './point-adjustments.ts';
import { createPointEarning, type EarnTiming, type PointEarning } from './points-earn.ts';
import { createPointsDesk } from './points-desk.service.ts';
import { pointsDeskRoutes } from './points-desk.routes.ts';
import { pointsRoutes } from './points.routes.ts';
import { createPointsService } from './points.service.ts';

/**
 * Points and the points mall (decision 032): the player's relay calls, the back office's points
 * pages, and earning on the job runner (`points-plan` every `planEveryMs`, one `points-earn` run per
 * brand and window). Answers the earning jobs for tests and tools.
 */
export async function installPoints(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    paymentPassword: Pick<PaymentPasswordService, 'verify'>;
    jobs: JobRunner;
    walletEvents: Pick<WalletEventBus, 'publish'>;
    moneyLimitPerMinute: number;
    planEveryMs: number;
    /** The earning windows' length and commit lag (defaults: 10 and 2 minutes). */
    timing?: EarnTiming;
  },
): Promise<PointEarning> {
  const { db, clock } = deps;
  const points = createPointsService({ db, clock, paymentPassword: deps.paymentPassword, events: deps.walletEvents });
  await app.register(pointsRoutes({ db, points, guard: deps.guard, moneyLimitPerMinute: deps.moneyLimitPerMinute }));
  await app.register(
    pointsDeskRoutes({ desk: createPointsDesk({ db, clock }), adjustments: createPointAdjustments({ db, clock }), guard: deps.staffGuard }),
  );
  const earning = createPointEarning({ db, clock, jobs: deps.jobs, ...(deps.timing ? { timing: deps.timing } : {}) });
  earning.defineOn(deps.jobs, deps.planEveryMs);
  return earning;
}
