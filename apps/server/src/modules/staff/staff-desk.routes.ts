import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boStaffCreate,
  boStaffCreated,
  boStaffIdParams,
  boStaffList,
  boStaffMember,
  boStaffResetAsk,
  boStaffResetDone,
  boStaffResetParams,
  boStaffUpdate,
} from '@pkg/contracts/staff-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffDesk } from './staff-desk.service.ts';
import type { StaffGuard } from './staff-guard.ts';

/** The console's staff desk (issue 37): staff.manage, held by owners only. */
export function staffDeskRoutes(deps: { desk: StaffDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const manage = deps.guard('staff.manage');
  return async (app) => {
    app.get(BO_API.staffList, { preHandler: manage, schema: { response: { 200: okEnvelope(boStaffList) } } }, async (request) =>
      ok({ staff: await deps.desk.list({ staff: request.staff, ip: request.ip }) }),
    );
    app.post(
      BO_API.staffList,
      { preHandler: manage, schema: { body: boStaffCreate, response: { 200: okEnvelope(boStaffCreated) } } },
      async (request) => ok(await deps.desk.create({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.put(
      BO_API.staffMember,
      { preHandler: manage, schema: { params: boStaffIdParams, body: boStaffUpdate, response: { 200: okEnvelope(boStaffMember) } } },
      async (request) => ok(await deps.desk.update({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.post(
      BO_API.staffResetAsk,
      { preHandler: manage, schema: { params: boStaffIdParams, body: boStaffResetAsk, response: { 200: okEnvelope(boStaffMember) } } },
      async (request) => ok(await deps.desk.askReset({ staff: request.staff, ip: request.ip }, request.params.id, request.body.reason)),
    );
    app.post(
      BO_API.staffResetApprove,
      { preHandler: manage, schema: { params: boStaffResetParams, response: { 200: okEnvelope(boStaffResetDone) } } },
      async (request) => ok(await deps.desk.approveReset({ staff: request.staff, ip: request.ip }, request.params.resetId)),
    );
    app.post(
      BO_API.staffResetReject,
      { preHandler: manage, schema: { params: boStaffResetParams, response: { 200: okEnvelope(boStaffMember) } } },
      async (request) => ok(await deps.desk.rejectReset({ staff: request.staff, ip: request.ip }, request.params.resetId)),
    );
  };
}
