import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffGuard } from '../staff/index.ts';
import { jobsDeskRoutes } from './jobs-desk.routes.ts';
import { createJobsDesk } from './jobs-desk.service.ts';

/** The back office's failed-jobs desk under /bo/jobs (issue 37), once the staff guard exists. */
export async function installJobsDesk(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  await app.register(jobsDeskRoutes({ desk: createJobsDesk({ db: ctx.db, clock: ctx.clock }), guard: deps.staffGuard }));
}

export { countDeskJobs } from './jobs-desk.queries.ts';
