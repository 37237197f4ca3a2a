import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  adjustmentDecision,
  adjustmentPage,
  adjustmentProposal,
  adjustmentQuery,
  adjustmentRejection,
  adjustmentView,
  ledgerCheck,
} from '@pkg/contracts/finance-desk';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../http/envelope.ts';
import { readIdempotencyKey } from '../../http/idempotency-key.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { AdjustmentService } from './adjustments.service.ts';
import { readLedgerCheck } from './ledger-check.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * The back office's finance desk beyond withdrawals: manual adjustments under four eyes
 * (finance.adjust; a proposal needs an Idempotency-Key, as the player money calls do), and the
 * ledger's balance check (ledger.read). Every call is limited to the staff member's brands and
 * every change is written to the staff audit.
 */
export function financeDeskRoutes(deps: {
  db: Db;
  clock: Clock;
  adjustments: AdjustmentService;
  guard: StaffGuard;
}): FastifyPluginAsyncZod {
  const adjust = deps.guard('finance.adjust');
  return async (app) => {
    app.get(
      BO_API.adjustments,
      { preHandler: adjust, schema: { querystring: adjustmentQuery, response: { 200: okEnvelope(adjustmentPage) } } },
      async (request) => ok(await deps.adjustments.list(request.staff, request.query)),
    );

    app.post(
      BO_API.adjustments,
      { preHandler: adjust, schema: { body: adjustmentProposal, response: { 200: okEnvelope(adjustmentView) } } },
      async (request) => ok(await deps.adjustments.propose(request.staff, request.body, readIdempotencyKey(request), request.ip)),
    );

    app.post(
      BO_API.adjustmentApprove,
      { preHandler: adjust, schema: { params: idParams, body: adjustmentDecision, response: { 200: okEnvelope(adjustmentView) } } },
      async (request) => ok(await deps.adjustments.approve(request.staff, request.params.id, request.body.reason || null, request.ip)),
    );

    app.post(
      BO_API.adjustmentReject,
      { preHandler: adjust, schema: { params: idParams, body: adjustmentRejection, response: { 200: okEnvelope(adjustmentView) } } },
      async (request) => ok(await deps.adjustments.reject(request.staff, request.params.id, request.body.reason, request.ip)),
    );

    app.get(
      BO_API.ledgerCheck,
      { preHandler: deps.guard('ledger.read'), schema: { response: { 200: okEnvelope(ledgerCheck) } } },
      async (request) => ok(await readLedgerCheck(deps.db, request.staff.scope, deps.clock.now())),
    );
  };
}
