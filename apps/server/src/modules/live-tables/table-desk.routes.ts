import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boLiveTableDetail,
  boLiveTablesQuery,
  boLiveTablesValue,
  boRoundVoidBody,
  boRoundVoidRejection,
  boTableRoundDetail,
  boTableRoundsQuery,
  boTableRoundsValue,
  boTableSettingsBody,
  boTableSettingsValue,
  boTableStatusBody,
} from '@pkg/contracts/live-table-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { RoundDesk } from './round-desk.service.ts';
import type { TableDesk } from './table-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's tables desk (decision 054): reading needs tables.read; changes, proposals and decisions tables.manage. */
export function tableDeskRoutes(deps: { tables: TableDesk; rounds: RoundDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('tables.read');
  const manage = deps.guard('tables.manage');
  const { tables, rounds } = deps;
  return async (app) => {
    const actor = (request: { staff: Parameters<TableDesk['list']>[0]['staff']; ip: string }) => ({ staff: request.staff, ip: request.ip });
    app.get(
      BO_API.liveTables,
      { preHandler: read, schema: { querystring: boLiveTablesQuery, response: { 200: okEnvelope(boLiveTablesValue) } } },
      async (request) => ok(await tables.list(actor(request), request.query.brandId)),
    );
    app.get(
      BO_API.liveTable,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boLiveTableDetail) } } },
      async (request) => ok(await tables.detail(actor(request), request.params.id)),
    );
    app.post(
      BO_API.liveTableStatus,
      { preHandler: manage, schema: { params: idParams, body: boTableStatusBody, response: { 200: okEnvelope(boLiveTableDetail) } } },
      async (request) => ok(await tables.setStatus(actor(request), request.params.id, request.body.status, request.body.reason)),
    );
    app.put(
      BO_API.liveTableSettings,
      { preHandler: manage, schema: { params: idParams, body: boTableSettingsBody, response: { 200: okEnvelope(boTableSettingsValue) } } },
      async (request) =>
        ok(await tables.saveSettings(actor(request), request.params.id, request.body.settings, request.body.preview === true)),
    );
    app.get(
      BO_API.liveTableRounds,
      {
        preHandler: read,
        schema: { params: idParams, querystring: boTableRoundsQuery, response: { 200: okEnvelope(boTableRoundsValue) } },
      },
      async (request) => ok(await rounds.rounds(actor(request), request.params.id, request.query)),
    );
    app.get(
      BO_API.liveTableRound,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boTableRoundDetail) } } },
      async (request) => ok(await rounds.detail(actor(request), request.params.id)),
    );
    app.post(
      BO_API.liveTableRoundVoid,
      { preHandler: manage, schema: { params: idParams, body: boRoundVoidBody, response: { 200: okEnvelope(boTableRoundDetail) } } },
      async (request) => ok(await rounds.proposeVoid(actor(request), request.params.id, request.body.reason)),
    );
    app.post(
      BO_API.liveTableVoidApprove,
      { preHandler: manage, schema: { params: idParams, response: { 200: okEnvelope(boTableRoundDetail) } } },
      async (request) => ok(await rounds.approveVoid(actor(request), request.params.id)),
    );
    app.post(
      BO_API.liveTableVoidReject,
      { preHandler: manage, schema: { params: idParams, body: boRoundVoidRejection, response: { 200: okEnvelope(boTableRoundDetail) } } },
      async (request) => ok(await rounds.rejectVoid(actor(request), request.params.id, request.body.reason)),
    );
  };
}
