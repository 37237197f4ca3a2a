import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createBrandEventBus, shareBrandEvents } from '../../lib/brand-events.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import type { CountryLookup } from '../../lib/geo.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import type { BrandService } from '../brands/index.ts';
import { createHouseGameContexts } from '../games/index.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { VendorWalletModule } from '../vendor-wallet/index.ts';
import { createBetGroups } from './round-bets.ts';
import { sharedRoundDetail } from './round-detail.ts';
import { createRoundEvents, roundStreamRoutes, type RoundEvents } from './round-events.ts';
import type { RoundGame } from './round-game.ts';
import { createRoundJobs, type RoundJobs } from './round-jobs.ts';
import { createRoundPlacer, type RoundPlacer } from './round-place.ts';
import { roundRoutes } from './rounds.routes.ts';
import { createRoundService, type RoundService } from './rounds.service.ts';

/** The purpose the round seeds are sealed under (a key of their own, derived from the app secret). */
const ROUND_SEED_PURPOSE = 'round-seeds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The round engine (decision 053), for tests and tools. */
    rounds: Rounds;
  }
}

/** The engine's parts, for the games' own modules, the desk and tests. */
export interface Rounds {
  jobs: RoundJobs;
  service: RoundService;
  events: RoundEvents;
  games: ReadonlyMap<string, RoundGame>;
  /** Places bets for a player with no page open (a game's standing orders: bingo's pre-bought cards), through the same path as the page's call. */
  placeFor: RoundPlacer['place'];
  /**
   * Puts a house vendor's games on the engine: each game module's install calls it (live tables,
   * bingo, the arena), so app.ts wires every module the same way. Read at call time by the jobs,
   * stream and calls, which start once the app is ready.
   */
  plug(vendorCode: string, games: readonly RoundGame[]): void;
}

/**
 * The round engine (decision 053): the shared-round games' calls (the game page's, the lobby, the
 * proofs), their live stream, their rounds' jobs on the job runner, and their rounds in the
 * betting record. The games that run on it (live tables, bingo, the arena) and the house vendors
 * whose game sessions its calls take are plugged in by the games' own installs (`Rounds.plug`).
 */
export async function installRounds(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    brands: Pick<BrandService, 'byCode'>;
    vendorWallet: Pick<VendorWalletModule, 'gameSessions' | 'addRoundDetail'>;
    betGate?: Pick<RgGate, 'bet'>;
    /** The callers' countries by address: the page's calls refuse a category the brand has off there (decision 056). */
    lookupCountry?: CountryLookup;
  },
): Promise<Rounds> {
  const { db, clock, config } = ctx;
  const games = new Map<string, RoundGame>();
  const vendorCodes: string[] = [];
  const bus = shareBrandEvents(
    createBrandEventBus((error) => app.log.error({ err: error }, 'round event listener failed')),
    ctx.cluster,
    'round-events',
  );
  const events = createRoundEvents({ db, clock, bus, games, onError: (error) => app.log.error({ err: error }, 'round event failed') });
  const jobs = createRoundJobs({
    db,
    clock,
    jobs: ctx.jobs,
    sealer: createSealer(ctx.secret, ROUND_SEED_PURPOSE),
    games,
    random: ctx.random,
    events,
    onPaid: (brandId, accountIds) => {
      for (const accountId of accountIds) ctx.walletEvents.publish({ brandId, accountId, code: 'bet_payout' });
    },
  });
  jobs.install({ watchEveryMs: config.roundsWatchMs ?? 0 });
  const contexts = createHouseGameContexts({
    db,
    clock,
    sessions: deps.vendorWallet.gameSessions,
    brands: deps.brands,
    cacheMs: config.brandCacheMs,
  });
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => contexts.forget());
  const placer = createRoundPlacer({
    db,
    clock,
    groups: createBetGroups({ db, clock, games, random: ctx.random }),
    events,
    walletEvents: ctx.walletEvents,
    ...(deps.betGate ? { betGate: deps.betGate } : {}),
  });
  const service = createRoundService({ db, clock, games, contexts, vendorCodes, placer });
  await app.register(
    roundRoutes({
      rounds: service,
      limitPerMinute: config.rateLimitPerMinute,
      ...(deps.lookupCountry ? { lookupCountry: deps.lookupCountry } : {}),
    }),
  );
  await app.register(roundStreamRoutes({ db, clock, games, bus, slots: ctx.cluster }));
  deps.vendorWallet.addRoundDetail((brandId, vendorCode, roundId) =>
    vendorCodes.includes(vendorCode)
      ? sharedRoundDetail(db, games, { brandId, vendorCode, roundId, now: clock.now() })
      : Promise.resolve(null),
  );
  const plug = (vendorCode: string, plugged: readonly RoundGame[]) => {
    if (!vendorCodes.includes(vendorCode)) vendorCodes.push(vendorCode);
    for (const game of plugged) games.set(game.kind, game);
  };
  const rounds = { jobs, service, events, games, placeFor: placer.place, plug };
  app.decorate('rounds', rounds);
  return rounds;
}
