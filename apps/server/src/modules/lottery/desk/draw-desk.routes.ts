import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boActionRejection,
  boDrawDetail,
  boDrawPage,
  boDrawQuery,
  boImportBody,
  boImportValue,
  boResultProposal,
  boVoidProposal,
} from '@pkg/contracts/lottery-desk';
import { ok } from '../../../http/envelope.ts';
import type { StaffGuard } from '../../staff/index.ts';
import type { DrawDesk } from './draw-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's lottery desk (decision 028): reading needs lottery.read, proposing and deciding lottery.manage. */
export function drawDeskRoutes(deps: { desk: DrawDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('lottery.read');
  const manage = deps.guard('lottery.manage');
  return async (app) => {
    app.get(
      BO_API.lotteryDraws,
      { preHandler: read, schema: { querystring: boDrawQuery, response: { 200: okEnvelope(boDrawPage) } } },
      async (request) => ok(await deps.desk.list({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.get(
      BO_API.lotteryDraw,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boDrawDetail) } } },
      async (request) => ok(await deps.desk.detail({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.post(
      BO_API.lotteryDrawResult,
      { preHandler: manage, schema: { params: idParams, body: boResultProposal, response: { 200: okEnvelope(boDrawDetail) } } },
      async (request) =>
        ok(await deps.desk.proposeResult({ staff: request.staff, ip: request.ip }, request.params.id, request.body.numbers)),
    );
    app.post(
      BO_API.lotteryDrawVoid,
      { preHandler: manage, schema: { params: idParams, body: boVoidProposal, response: { 200: okEnvelope(boDrawDetail) } } },
      async (request) => ok(await deps.desk.proposeVoid({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason)),
    );
    app.post(
      BO_API.lotteryActionApprove,
      { preHandler: manage, schema: { params: idParams, response: { 200: okEnvelope(boDrawDetail) } } },
      async (request) => ok(await deps.desk.approve({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
    app.post(
      BO_API.lotteryActionReject,
      { preHandler: manage, schema: { params: idParams, body: boActionRejection, response: { 200: okEnvelope(boDrawDetail) } } },
      async (request) => ok(await deps.desk.reject({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason)),
    );
    app.post(
      BO_API.lotteryImport,
      { preHandler: manage, schema: { body: boImportBody, response: { 200: okEnvelope(boImportValue) } } },
      async (request) =>
        ok(await deps.desk.importResults({ staff: request.staff, ip: request.ip }, request.body.brandId, request.body.csv)),
    );
  };
}
