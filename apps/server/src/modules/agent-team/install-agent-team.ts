import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { SystemService } from '../system/index.ts';
import { agentTeamRoutes } from './agent-team.routes.ts';
import { createTeamInviteService } from './team-invite.service.ts';
import { createTeamReportsService } from './team-reports.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';
import type { RegisterService } from '../membership/index.ts';

/**
 * The agent centre's team (decision 029, "Team reports"): overview, team management, registering
 * downline, the invitation, team betting, user profit and loss and transaction details, each read
 * from the caller's own team through the account tree. Registration and invitation codes go
 * through the accounts module's service, the brand's domains through the system module's.
 */
export async function installAgentTeam(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    guard: AuthGuard;
    opener: PayloadOpener;
    register: Pick<RegisterService, 'registerDownline' | 'affiliateCodeOf'>;
    system: Pick<SystemService, 'domainRoute'>;
  },
): Promise<void> {
  const { clock } = ctx;
  const reports = createTeamReportsService({ db: ctx.db, clock });
  const invites = createTeamInviteService({ register: deps.register, system: deps.system });
  await app.register(
    // Registering downline counts as a credential call (per-IP registrations a minute).
    agentTeamRoutes({ reports, invites, guard: deps.guard, opener: deps.opener, clock, registerLimit: ctx.config.credentialRateLimit }),
  );
}
