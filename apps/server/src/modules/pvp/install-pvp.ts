import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createBrandEventBus, shareBrandEvents } from '../../lib/brand-events.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import type { BrandService } from '../brands/index.ts';
import { createHouseGameContexts, type RoomSeatsProvider } from '../games/index.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { VendorWalletModule } from '../vendor-wallet/index.ts';
import { dealHand } from './pvp-deal.ts';
import { DEFAULT_PVP_TIMING, type PvpDeps, type PvpTiming } from './pvp-deps.ts';
import { pvpRoundDetail } from './pvp-detail.ts';
import { createPvpDeskHands } from './pvp-desk-hands.ts';
import { pvpDeskRoutes } from './pvp-desk.routes.ts';
import { createPvpDesk } from './pvp-desk.service.ts';
import { createTableEvents, pvpStreamRoutes } from './pvp-events.ts';
import { playDueTurns } from './pvp-moves.ts';
import { createSnapshots } from './pvp-reads.ts';
import { roomSeatsOf } from './pvp-rooms.ts';
import { pvpRoutes } from './pvp.routes.ts';
import { createPvpService, type PvpService } from './pvp.service.ts';

/** The purpose the hands' seeds are sealed under (a key of their own, derived from the app secret). */
const PVP_SEED_PURPOSE = 'pvp-seeds';

/** The PVP engine's parts, for tests and the bench. */
export interface PvpModule {
  deps: PvpDeps;
  service: PvpService;
  /** Plays every hand whose turn ran out (the `pvp-turns` job's work); answers how many moved. */
  playDueTurns(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The PVP card rooms (decision 059), for tests and tools. */
    pvp: PvpModule;
  }
}

/**
 * The PVP card rooms (decision 059): the table page's calls and live stream, the deal job
 * (`pvp-deal:<hand>`), the turn clock (`pvp-turns`, every `pvpTurnsEveryMs`; none scheduled when
 * absent or 0, as tests drive it), the room list's seats (through the games module's hook), hands
 * in the betting record, and the back office's desk.
 */
export async function installPvp(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    games: { setRoomSeats(provider: RoomSeatsProvider): void };
    vendorWallet: Pick<VendorWalletModule, 'gameSessions' | 'addRoundDetail'>;
    brands: Pick<BrandService, 'byCode'>;
    betGate?: Pick<RgGate, 'bet'>;
    staffGuard: StaffGuard;
  },
): Promise<PvpModule> {
  const { db, clock, config } = ctx;
  const bus = shareBrandEvents(
    createBrandEventBus((error) => app.log.error({ err: error }, 'pvp event listener failed')),
    ctx.cluster,
    'pvp-events',
  );
  const timing: PvpTiming = { ...DEFAULT_PVP_TIMING, ...config.pvpTiming };
  const pvp: PvpDeps = {
    db,
    clock,
    jobs: ctx.jobs,
    sealer: createSealer(ctx.secret, PVP_SEED_PURPOSE),
    ...(deps.betGate ? { betGate: deps.betGate } : {}),
    events: createTableEvents(bus),
    walletEvents: ctx.walletEvents,
    timing,
    onError: (error, what) => app.log.error({ err: error }, what),
  };
  ctx.jobs.define('pvp-deal', (job) => dealHand(pvp, job.runKey.slice('pvp-deal:'.length)));
  ctx.jobs.define('pvp-turns', async () => void (await playDueTurns(pvp)));
  if (config.pvpTurnsEveryMs) ctx.jobs.every('pvp-turns', config.pvpTurnsEveryMs);

  const contexts = createHouseGameContexts({
    db,
    clock,
    sessions: deps.vendorWallet.gameSessions,
    brands: deps.brands,
    cacheMs: config.brandCacheMs,
  });
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => contexts.forget());
  const service = createPvpService({ ...pvp, contexts });
  await app.register(pvpRoutes({ pvp: service, limitPerMinute: config.rateLimitPerMinute }));
  await app.register(pvpStreamRoutes({ pvp, service, bus, slots: ctx.cluster, snapshots: createSnapshots(db) }));
  await app.register(pvpDeskRoutes({ desk: createPvpDesk({ db, clock }), hands: createPvpDeskHands({ db }), guard: deps.staffGuard }));
  deps.games.setRoomSeats(roomSeatsOf(db));
  deps.vendorWallet.addRoundDetail((brandId, vendorCode, roundId) => pvpRoundDetail(db, brandId, vendorCode, roundId));
  const module: PvpModule = { deps: pvp, service, playDueTurns: () => playDueTurns(pvp) };
  app.decorate('pvp', module);
  return module;
}
