import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { auditChainReport } from '@pkg/contracts/audit-chain';
import { okEnvelope } from '@pkg/contracts/envelope';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import { insertStaffAudit } from '../staff/index.ts';
import { verifyAuditChains } from './verify-chain.ts';

/**
 * The back office's "Verify chain" (audit.verify; decision 042): recomputes the chains of the
 * brands in the staff member's scope (every chain, the platform-wide one too, for staff of all
 * brands) and notes the run, with its outcome, in the staff audit trail.
 */
export function auditChainRoutes(deps: { db: Db; clock: Clock; guard: StaffGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      BO_API.auditVerify,
      { preHandler: deps.guard('audit.verify'), schema: { response: { 200: okEnvelope(auditChainReport) } } },
      async (request) => {
        const report = await verifyAuditChains(deps.db, request.staff.scope);
        await insertStaffAudit(deps.db, {
          staffId: request.staff.staff.id,
          staffUsername: request.staff.staff.username,
          action: 'audit.verify',
          ip: request.ip,
          detail: { ok: report.ok, logs: report.logs.map(({ log, rows, broken }) => ({ log, rows, broken })) },
          at: deps.clock.now(),
        });
        return ok(report);
      },
    );
  };
}
