import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { boDepositPage, boDepositQuery, boDepositRejectPayload, boDepositRow } from '@pkg/contracts/deposits';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { DepositDesk } from './deposit-staff.service.ts';

const orderParams = z.object({ id: z.string().max(64) });

/** The back office's deposit queue and decisions; finance.decide, within the staff member's brands. */
export function depositStaffRoutes(deps: { desk: DepositDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const decider = deps.guard('finance.decide');
  return async (app) => {
    app.get(
      BO_API.deposits,
      { preHandler: decider, schema: { querystring: boDepositQuery, response: { 200: okEnvelope(boDepositPage) } } },
      async (request) => ok(await deps.desk.list(request.staff, request.query)),
    );

    app.post(
      BO_API.depositApprove,
      { preHandler: decider, schema: { params: orderParams, response: { 200: okEnvelope(boDepositRow) } } },
      async (request) => ok(await deps.desk.approve(request.staff, request.params.id, request.ip)),
    );

    app.post(
      BO_API.depositReject,
      { preHandler: decider, schema: { params: orderParams, body: boDepositRejectPayload, response: { 200: okEnvelope(boDepositRow) } } },
      async (request) => ok(await deps.desk.reject(request.staff, request.params.id, request.body.reason, request.ip)),
    );
  };
}
