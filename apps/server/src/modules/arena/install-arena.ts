import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import type { BrandService } from '../brands/index.ts';
import type { Rounds } from '../rounds/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createArenaCorrections } from './arena-corrections.ts';
import { installArenaCsp } from './arena-csp.ts';
import { DEFAULT_ARENA_SETTINGS } from './arena-defaults.ts';
import { arenaDeskRoutes } from './arena-desk.routes.ts';
import { createArenaDesk } from './arena-desk.service.ts';
import { createArenaReads } from './arena-reads.ts';
import { arenaGame } from './arena-game.ts';
import { arenaRoutes } from './arena.routes.ts';

/** The house cockfight vendor of the catalogue (decision 056): a seamless wallet, stakes from the main wallet. */
export const ARENA_VENDOR_CODE = 'BTSABONG';

/**
 * The cockfight arena (decision 056), after the round engine runs its fights: the public list of an
 * event's fights with their pools and final odds, the arena page's stream sources, and the back
 * office's arena desk with its corrections under four eyes.
 */
export async function installArena(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { rounds: Pick<Rounds, 'jobs' | 'events' | 'plug'>; brands: Pick<BrandService, 'invalidate'>; staffGuard: StaffGuard },
): Promise<void> {
  const { db, clock } = ctx;
  deps.rounds.plug(ARENA_VENDOR_CODE, [arenaGame()]);
  const reads = createArenaReads({ db, vendorCode: ARENA_VENDOR_CODE });
  const desk = createArenaDesk({
    db,
    clock,
    rounds: deps.rounds,
    brands: deps.brands,
    catalogueChanged: () => ctx.cluster.broadcast(CACHE_CHANNELS.catalogue, ''),
    vendorCode: ARENA_VENDOR_CODE,
    defaultSettings: DEFAULT_ARENA_SETTINGS,
  });
  const corrections = createArenaCorrections({ db, clock, rounds: deps.rounds });
  installArenaCsp(app);
  await app.register(arenaRoutes({ reads }));
  await app.register(arenaDeskRoutes({ desk, corrections, reads, guard: deps.staffGuard }));
}
