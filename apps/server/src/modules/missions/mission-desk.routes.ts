import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boCompletionPage,
  boCompletionQuery,
  boMission,
  boMissionCreate,
  boMissionEdit,
  boMissionList,
  boMissionQuery,
  missionIdParams,
} from '@pkg/contracts/missions';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { MissionDesk } from './mission-desk.service.ts';

/**
 * The back office's missions (decision 035): reading needs missions.read, creating and editing
 * missions.manage, which only owner and finance hold: every setting but the titles and order decides
 * who is paid a money reward, so saving a mission at all is a finance act (decision 019's addendum).
 */
export function missionDeskRoutes(deps: { desk: MissionDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('missions.read');
  const manage = deps.guard('missions.manage');
  const one = { response: { 200: okEnvelope(boMission) } };
  return async (app) => {
    app.get(
      BO_API.missions,
      { preHandler: read, schema: { querystring: boMissionQuery, response: { 200: okEnvelope(boMissionList) } } },
      async (request) => ok(await deps.desk.list({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.post(BO_API.missions, { preHandler: manage, schema: { body: boMissionCreate, ...one } }, async (request) =>
      ok(await deps.desk.create({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(BO_API.mission, { preHandler: manage, schema: { params: missionIdParams, body: boMissionEdit, ...one } }, async (request) =>
      ok(await deps.desk.update({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.get(
      BO_API.missionCompletions,
      {
        preHandler: read,
        schema: { params: missionIdParams, querystring: boCompletionQuery, response: { 200: okEnvelope(boCompletionPage) } },
      },
      async (request) => ok(await deps.desk.completions({ staff: request.staff, ip: request.ip }, request.params.id, request.query)),
    );
  };
}
