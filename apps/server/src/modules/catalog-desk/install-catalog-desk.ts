import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import type { StaffGuard } from '../staff/index.ts';
import { catalogDeskRoutes } from './catalog-desk.routes.ts';
import { createCatalogDesk } from './catalog-desk.service.ts';
import { createOutboxDesk } from './outbox-desk.service.ts';

/**
 * The back office's catalogue desk and outbox viewer under /bo/catalog and /bo/outbox (decision
 * 040). Every change tells every process to drop its cached brands (game types offered), vendors
 * (switches, wallet secrets) and game types, so the site and the wallet API see it at once.
 */
export async function installCatalogDesk(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  const { db } = ctx;
  const forgetCaches = () => ctx.cluster.broadcast(CACHE_CHANNELS.catalogue, '');
  const desk = createCatalogDesk({ db, clock: ctx.clock, appSecret: ctx.secret, onChange: forgetCaches });
  await app.register(catalogDeskRoutes({ desk, outbox: createOutboxDesk({ db }), guard: deps.staffGuard }));
}
