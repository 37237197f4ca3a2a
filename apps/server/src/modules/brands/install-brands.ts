import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import { createBrandService, type BrandService } from './brand.service.ts';

/**
 * The brands every request is served for, kept in memory for the brand cache time. A brand changed
 * on any process (the brand desk, the catalogue desk, the operator CLI) is read again on every
 * process: `invalidate` tells the whole cluster.
 */
export function installBrands(_app: FastifyInstance, ctx: AppContext): BrandService {
  const { cluster, config } = ctx;
  const cache = createBrandService(ctx.db, ctx.clock, config.brandCacheMs, config.defaultMerchant);
  cluster.listen(CACHE_CHANNELS.brands, () => cache.invalidate());
  // The catalogue desk changes which game types a brand offers.
  cluster.listen(CACHE_CHANNELS.catalogue, () => cache.invalidate());
  return { ...cache, invalidate: () => cluster.broadcast(CACHE_CHANNELS.brands, '') };
}
