import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StaffGuard } from '../staff/index.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** The back office's reports under /bo/reports (decision 041), once the staff guard exists. */
export async function installReports(app: FastifyInstance, deps: { db: Db; staffGuard: StaffGuard }): Promise<void> {
  await app.register(reportsRoutes({ reports: createReportsService({ db: deps.db }), guard: deps.staffGuard }));
}
