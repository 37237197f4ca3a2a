import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PlayerMessenger } from '../../lib/player-notice.ts';
import type { RulesCache } from '../responsible-gaming/index.ts';
import type { SessionService } from '../session/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { membersDeskRoutes } from './members-desk.routes.ts';
import { createMembersDesk } from './members-desk.service.ts';
import { createMemberResets } from './member-resets.service.ts';

/**
 * The back office's Members desk under /bo/members (decision 038), once the staff guard exists;
 * resets send the temporary password to the player's phone or e-mail through the messenger (decision 060).
 */
export async function installMembersDesk(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { sessions: SessionService; staffGuard: StaffGuard; playRules: Pick<RulesCache, 'invalidate'>; messenger: PlayerMessenger },
): Promise<void> {
  const { db, clock } = ctx;
  const desk = createMembersDesk({ db, clock, sessions: deps.sessions, playRules: deps.playRules });
  const resets = createMemberResets({
    db,
    clock,
    hasher: ctx.hasher,
    sessions: deps.sessions,
    messenger: deps.messenger,
    desk: desk.parts,
  });
  await app.register(membersDeskRoutes({ desk, resets, guard: deps.staffGuard }));
}
