import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { createAgentDesk } from './agent-desk.service.ts';
import { agentDeskRoutes } from './agent-desk.routes.ts';
import { createContractService } from './contracts.service.ts';
import { contractRoutes } from './contracts.routes.ts';
import { createSettlementJobs, type SettlementJobs } from './settlement-jobs.ts';

/**
 * Agents' contracts (decision 029): the site's contract calls and My Income, the back office's
 * agent desk, and the settlement jobs on the job runner (planning every `planEveryMs`).
 */
export async function installAgentContracts(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    jobs: JobRunner;
    walletEvents: WalletEventBus;
    limitPerMinute: number;
    planEveryMs: number;
  },
): Promise<SettlementJobs> {
  const { db, clock, jobs } = deps;
  const settlements = createSettlementJobs({ db, clock, jobs, walletEvents: deps.walletEvents });
  settlements.install({ planEveryMs: deps.planEveryMs });
  await app.register(
    contractRoutes({
      contracts: createContractService({ db, clock }),
      guard: deps.guard,
      limitPerMinute: deps.limitPerMinute,
      now: () => clock.now(),
    }),
  );
  await app.register(agentDeskRoutes({ desk: createAgentDesk({ db, clock, jobs }), guard: deps.staffGuard }));
  return settlements;
}
