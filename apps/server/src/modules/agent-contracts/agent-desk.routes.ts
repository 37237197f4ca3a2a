import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import {
  boContractAction,
  boContractPage,
  boContractQuery,
  boSettlementDetail,
  boSettlementPage,
  boSettlementQuery,
  boSettlementReason,
} from '@pkg/contracts/agent-desk';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { AgentDesk } from './agent-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's agent desk (decision 029): reading needs agents.read, acting agents.manage. */
export function agentDeskRoutes(deps: { desk: AgentDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('agents.read');
  const manage = deps.guard('agents.manage');
  const detail = { response: { 200: okEnvelope(boSettlementDetail) } };
  return async (app) => {
    app.get(
      BO_API.agentSettlements,
      { preHandler: read, schema: { querystring: boSettlementQuery, response: { 200: okEnvelope(boSettlementPage) } } },
      async (request) => ok(await deps.desk.list({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.get(BO_API.agentSettlement, { preHandler: read, schema: { params: idParams, ...detail } }, async (request) =>
      ok(await deps.desk.detail({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.post(
      BO_API.agentSettlementHold,
      { preHandler: manage, schema: { params: idParams, body: boSettlementReason, ...detail } },
      async (request) => ok(await deps.desk.hold({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason)),
    );
    app.post(BO_API.agentSettlementRelease, { preHandler: manage, schema: { params: idParams, ...detail } }, async (request) =>
      ok(await deps.desk.release({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.post(BO_API.agentSettlementRetry, { preHandler: manage, schema: { params: idParams, ...detail } }, async (request) =>
      ok(await deps.desk.retry({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.post(
      BO_API.agentSettlementRerun,
      { preHandler: manage, schema: { params: idParams, body: boSettlementReason, ...detail } },
      async (request) => ok(await deps.desk.rerun({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason)),
    );
    app.post(BO_API.agentSettlementRerunApprove, { preHandler: manage, schema: { params: idParams, ...detail } }, async (request) =>
      ok(await deps.desk.approveRerun({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.get(
      BO_API.agentContracts,
      { preHandler: read, schema: { querystring: boContractQuery, response: { 200: okEnvelope(boContractPage) } } },
      async (request) => ok(await deps.desk.contracts({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.post(
      BO_API.agentContracts,
      { preHandler: manage, schema: { body: boContractAction, response: { 200: okEnvelope(boContractPage) } } },
      async (request) => {
        const actor = { staff: request.staff, ip: request.ip };
        await deps.desk.contractAction(actor, request.body);
        return ok(await deps.desk.contracts(actor, { limit: 50 }));
      },
    );
  };
}
