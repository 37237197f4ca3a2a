import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { boBrandQuery, boBrandSave, boBrandView } from '@pkg/contracts/brand-settings';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { BrandDesk } from './brand-desk.service.ts';

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
