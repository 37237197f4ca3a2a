import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffGuard } from '../staff/index.ts';
import { helpDeskRoutes } from './help-desk.routes.ts';
import { createHelpDesk } from './help-desk.service.ts';

/**
 * The back office's help-centre editor (decision 036). The site reads the same tables through
 * `GET /wps/system/helpCenter` (modules/system), uncached, so an edit shows on the next read.
 */
export async function installHelpDesk(app: FastifyInstance, deps: { db: Db; clock: Clock; staffGuard: StaffGuard }): Promise<void> {
  await app.register(helpDeskRoutes({ desk: createHelpDesk(deps), staffGuard: deps.staffGuard }));
}
