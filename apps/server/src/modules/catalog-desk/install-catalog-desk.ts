import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffGuard } from '../staff/index.ts';
import { catalogDeskRoutes } from './catalog-desk.routes.ts';
import { createCatalogDesk } from './catalog-desk.service.ts';
import { createOutboxDesk } from './outbox-desk.service.ts';

/**
 * The back office's catalogue desk and outbox viewer under /bo/catalog and /bo/outbox (decision
 * 040). `forgetCaches` drops this process's cached brands (game types offered), vendors (switches,
 * wallet secrets) and game types after every change, so the site and the wallet API see it at once.
 */
export async function installCatalogDesk(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; appSecret: string; guard: StaffGuard; forgetCaches: () => void },
): Promise<void> {
  const desk = createCatalogDesk({ db: deps.db, clock: deps.clock, appSecret: deps.appSecret, onChange: deps.forgetCaches });
  await app.register(catalogDeskRoutes({ desk, outbox: createOutboxDesk({ db: deps.db }), guard: deps.guard }));
}
