import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { boDashboardQuery, boDashboardValue } from '@pkg/contracts/dashboard';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { DashboardService } from './dashboard.service.ts';

/** The back office's first page (decision 069): its figures are reports, so it needs reports.read. */
export function dashboardRoutes(deps: { dashboard: DashboardService; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('reports.read');
  return async (app) => {
    app.get(
      BO_API.dashboard,
      { preHandler: read, schema: { querystring: boDashboardQuery, response: { 200: okEnvelope(boDashboardValue) } } },
      async (request) => ok(await deps.dashboard.get({ staff: request.staff, ip: request.ip }, request.query)),
    );
  };
}
