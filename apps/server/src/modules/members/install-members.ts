import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { RulesCache } from '../responsible-gaming/index.ts';
import type { SessionService } from '../session/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { membersDeskRoutes } from './members-desk.routes.ts';
import { createMembersDesk } from './members-desk.service.ts';

/** The back office's Members desk under /bo/members (decision 038), once the staff guard exists. */
export async function installMembersDesk(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    hasher: PasswordHasher;
    sessions: SessionService;
    guard: StaffGuard;
    playRules: Pick<RulesCache, 'invalidate'>;
  },
): Promise<void> {
  const desk = createMembersDesk({
    db: deps.db,
    clock: deps.clock,
    hasher: deps.hasher,
    sessions: deps.sessions,
    playRules: deps.playRules,
  });
  await app.register(membersDeskRoutes({ desk, guard: deps.guard }));
}
