import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createAgentDesk } from './agent-desk.service.ts';
import { agentDeskRoutes } from './agent-desk.routes.ts';
import { createContractService } from './contracts.service.ts';
import { contractRoutes } from './contracts.routes.ts';
import { createSettlementJobs, type SettlementJobs } from './settlement-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Agents' contract settlement jobs (decision 029), for tests and tools. */
    agentSettlements: SettlementJobs;
  }
}

/**
 * Agents' contracts (decision 029): the site's contract calls and My Income, the back office's
 * agent desk, and the settlement jobs on the job runner (planning every 60 s unless configured).
 */
export async function installAgentContracts(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<SettlementJobs> {
  const { db, clock, jobs } = ctx;
  const settlements = createSettlementJobs({ db, clock, jobs, walletEvents: ctx.walletEvents });
  settlements.install({ planEveryMs: ctx.config.agentSettlePlanEveryMs ?? 60_000 });
  app.decorate('agentSettlements', settlements);
  await app.register(
    contractRoutes({
      contracts: createContractService({ db, clock }),
      guard: deps.guard,
      limitPerMinute: ctx.config.rateLimitPerMinute,
      now: () => clock.now(),
    }),
  );
  await app.register(agentDeskRoutes({ desk: createAgentDesk({ db, clock, jobs }), guard: deps.staffGuard }));
  return settlements;
}
