import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffGuard } from '../staff/index.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** The back office's reports under /bo/reports (decision 041) and its dashboard built on them (decision 069), once the staff guard exists. */
export async function installReports(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  const reports = createReportsService({ db: ctx.db });
  await app.register(reportsRoutes({ reports, guard: deps.staffGuard }));
  await app.register(
    dashboardRoutes({ dashboard: createDashboardService({ db: ctx.db, clock: ctx.clock, reports }), guard: deps.staffGuard }),
  );
}
