import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import type { BrandService } from '../brands/index.ts';
import { createHouseGameContexts } from '../games/index.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { VendorWalletModule } from '../vendor-wallet/index.ts';
import { fishRoutes } from './fish.routes.ts';
import { createFishService, type FishService } from './fish.service.ts';

/**
 * The house fish-shooting game (decision 061): the page's session and batch calls under BTFISH,
 * each batch decided by the server (the app's CSPRNG) and posted through the ledger with its round
 * and claims, so shots reach the betting record, agents' reports and wagering; the player's own
 * limits apply to every batch. Games are forgotten on every process after a catalogue change.
 */
export async function installFish(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    brands: Pick<BrandService, 'byCode'>;
    vendorWallet: Pick<VendorWalletModule, 'gameSessions'>;
    betGate?: Pick<RgGate, 'bet'>;
  },
): Promise<FishService> {
  const { db, clock, config } = ctx;
  const contexts = createHouseGameContexts({
    db,
    clock,
    sessions: deps.vendorWallet.gameSessions,
    brands: deps.brands,
    cacheMs: config.brandCacheMs,
  });
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => contexts.forget());
  const fish = createFishService({
    db,
    clock,
    contexts,
    random: ctx.random,
    events: ctx.walletEvents,
    ...(deps.betGate ? { betGate: deps.betGate } : {}),
  });
  await app.register(fishRoutes({ fish, limitPerMinute: config.rateLimitPerMinute }));
  return fish;
}
