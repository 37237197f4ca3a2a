import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffGuard } from '../staff/index.ts';
import { helpDeskRoutes } from './help-desk.routes.ts';
import { createHelpDesk } from './help-desk.service.ts';

/**
 * The back office's help-centre editor (decision 036). The site reads the same tables through
 * `GET /wps/system/helpCenter` (modules/system), uncached, so an edit shows on the next read.
 */
export async function installHelpDesk(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  await app.register(helpDeskRoutes({ desk: createHelpDesk({ db: ctx.db, clock: ctx.clock }), staffGuard: deps.staffGuard }));
}
