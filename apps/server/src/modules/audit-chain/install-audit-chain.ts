import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffGuard } from '../staff/index.ts';
import { auditChainRoutes } from './audit-chain.routes.ts';

/** The audit logs' hash chains, verified on request by the back office (decision 042). */
export async function installAuditChain(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  await app.register(auditChainRoutes({ db: ctx.db, clock: ctx.clock, guard: deps.staffGuard }));
}
