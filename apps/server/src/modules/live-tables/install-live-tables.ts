import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Rounds } from '../rounds/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { LIVE_VENDOR_CODE, liveTableGames } from './live-table-games.ts';
import { createRoundDesk } from './round-desk.service.ts';
import { tableDeskRoutes } from './table-desk.routes.ts';
import { createTableDesk } from './table-desk.service.ts';

/**
 * The live tables' back office (decision 054), after the round engine runs their rounds: the
 * tables desk (status, settings, rounds with their proofs, voids under four eyes).
 */
export async function installLiveTables(app: FastifyInstance, ctx: AppContext, deps: { rounds: Rounds; guard: StaffGuard }): Promise<void> {
  deps.rounds.plug(LIVE_VENDOR_CODE, liveTableGames());
  const desk = { db: ctx.db, clock: ctx.clock, rounds: deps.rounds, vendorCode: LIVE_VENDOR_CODE };
  await app.register(tableDeskRoutes({ tables: createTableDesk(desk), rounds: createRoundDesk(desk), guard: deps.guard }));
}
