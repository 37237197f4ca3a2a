import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RulesCache } from '../responsible-gaming/index.ts';
import type { SessionService } from '../session/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { membersDeskRoutes } from './members-desk.routes.ts';
import { createMembersDesk } from './members-desk.service.ts';

/** The back office's Members desk under /bo/members (decision 038), once the staff guard exists. */
export async function installMembersDesk(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { sessions: SessionService; staffGuard: StaffGuard; playRules: Pick<RulesCache, 'invalidate'> },
): Promise<void> {
  const desk = createMembersDesk({
    db: ctx.db,
    clock: ctx.clock,
    hasher: ctx.hasher,
    sessions: deps.sessions,
    playRules: deps.playRules,
  });
  await app.register(membersDeskRoutes({ desk, guard: deps.staffGuard }));
}
