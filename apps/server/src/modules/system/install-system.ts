import type { FastifyInstance } from 'fastify';
import { API } from '@pkg/contracts/routes';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from './system.queries.ts';
import { systemRoutes } from './system.routes.ts';
import { createSystemService, type SystemService } from './system.service.ts';

/** Liveness and readiness, and the site's system calls (status, whitelabel, help centre ...). */
export async function installSystem(app: FastifyInstance, ctx: AppContext): Promise<SystemService> {
  const { db } = ctx;
  // Liveness answers without touching anything; readiness also asks the database.
  app.get(`${API.health}/live`, async () => ({ status: 'ok' }));
  app.get(API.health, async () => {
    await pingDatabase(db);
    return { status: 'ok', database: db.kind };
  });
  const system = createSystemService(db);
  await app.register(systemRoutes(system));
  return system;
}
