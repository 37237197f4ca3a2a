import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffGuard } from '../staff/index.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** The back office's reports under /bo/reports (decision 041), once the staff guard exists. */
export async function installReports(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  await app.register(reportsRoutes({ reports: createReportsService({ db: ctx.db }), guard: deps.staffGuard }));
}
