import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createMissionDesk } from './mission-desk.service.ts';
import { missionDeskRoutes } from './mission-desk.routes.ts';
import { missionRoutes } from './missions.routes.ts';
import { createMissionService } from './missions.service.ts';

/**
 * Missions (decision 035): the member centre's calls (missions with progress, claim, leaderboard,
 * badge) and the back office's missions desk. Rewards are offered to the reward centre on claim;
 * there is no job.
 */
export async function installMissions(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<void> {
  const { db, clock, config } = ctx;
  // A leaderboard's ranking is reused for the brand cache time (0 in tests).
  const missions = createMissionService({ db, clock, leaderboardCacheMs: config.brandCacheMs });
  await app.register(missionRoutes({ missions, guard: deps.guard, claimLimitPerMinute: config.rateLimitPerMinute }));
  await app.register(missionDeskRoutes({ desk: createMissionDesk({ db, clock }), guard: deps.staffGuard }));
}
