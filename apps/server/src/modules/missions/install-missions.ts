import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { Clock } from '../../lib/clock.ts';
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
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    /** Claims per IP a minute. */
    limitPerMinute: number;
    /** How long a leaderboard's ranking is reused (the brand cache time; 0 in tests). */
    leaderboardCacheMs: number;
  },
): Promise<void> {
  const { db, clock } = deps;
  const missions = createMissionService({ db, clock, leaderboardCacheMs: deps.leaderboardCacheMs });
  await app.register(missionRoutes({ missions, guard: deps.guard, claimLimitPerMinute: deps.limitPerMinute }));
  await app.register(missionDeskRoutes({ desk: createMissionDesk({ db, clock }), guard: deps.staffGuard }));
}
