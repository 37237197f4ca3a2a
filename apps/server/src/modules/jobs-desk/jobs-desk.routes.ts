import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { boJobAction, boJobRow, boJobsList, boJobsQuery } from '@pkg/contracts/jobs-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { JobsDesk } from './jobs-desk.service.ts';

/** The failed-jobs desk (issue 37): jobs.manage, which only owners of every brand hold. */
export function jobsDeskRoutes(deps: { desk: JobsDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const manage = deps.guard('jobs.manage');
  return async (app) => {
    app.get(
      BO_API.jobs,
      { preHandler: manage, schema: { querystring: boJobsQuery, response: { 200: okEnvelope(boJobsList) } } },
      async (request) => ok(await deps.desk.list(request.query)),
    );
    app.post(
      BO_API.jobRetry,
      { preHandler: manage, schema: { body: boJobAction, response: { 200: okEnvelope(boJobRow) } } },
      async (request) => ok(await deps.desk.retry({ staff: request.staff, ip: request.ip }, request.body.runKey)),
    );
    app.post(
      BO_API.jobDismiss,
      { preHandler: manage, schema: { body: boJobAction, response: { 200: okEnvelope(boJobRow) } } },
      async (request) => ok(await deps.desk.dismiss({ staff: request.staff, ip: request.ip }, request.body.runKey)),
    );
  };
}
