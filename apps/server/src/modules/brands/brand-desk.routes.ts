import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { boBrandQuery, boBrandSave, boBrandView } from '@pkg/contracts/brand-settings';
import { okEnvelope } from '@pkg/contracts/envelope';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { BrandService } from './brand.service.ts';
import { createBrandDesk, type BrandDesk } from './brand-desk.service.ts';

/** The brand settings desk (decision 039): brands.read looks, brands.manage (owners) changes. */
export function brandDeskRoutes(deps: { desk: BrandDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('brands.read');
  const manage = deps.guard('brands.manage');
  return async (app) => {
    app.get(
      BO_API.brandSettings,
      { preHandler: read, schema: { querystring: boBrandQuery, response: { 200: okEnvelope(boBrandView) } } },
      async (request) => ok(await deps.desk.view({ staff: request.staff, ip: request.ip }, request.query.brandId)),
    );
    app.post(
      BO_API.brandSettings,
      { preHandler: manage, bodyLimit: 256 * 1024, schema: { body: boBrandSave, response: { 200: okEnvelope(boBrandView) } } },
      async (request) => ok(await deps.desk.save({ staff: request.staff, ip: request.ip }, request.body)),
    );
  };
}

/** Installs the desk under /bo/brand once the staff guard exists. */
export async function installBrandDesk(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; brands: Pick<BrandService, 'invalidate'>; guard: StaffGuard },
): Promise<void> {
  await app.register(
    brandDeskRoutes({ desk: createBrandDesk({ db: deps.db, clock: deps.clock, brands: deps.brands }), guard: deps.guard }),
  );
}
