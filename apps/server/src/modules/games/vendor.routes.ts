import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { gameMenusResponse, vendorListValue } from '@pkg/contracts/games';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { VendorService } from './vendor.service.ts';

/**
 * Vendor catalogue reads. They need no session: visitors see the header navigation too (see
 * docs/decisions/005-public-vendor-catalogue.md).
 */
export function vendorRoutes(vendors: VendorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API.vendors, { schema: { response: { 200: okEnvelope(vendorListValue) } } }, async (request) =>
      ok(await vendors.list(request.caller.brand)),
    );
    // /lgw answers are bare objects (DESIGN.md section 3).
    app.get(API.gameNav, { schema: { response: { 200: gameMenusResponse } } }, async (request) => vendors.menus(request.caller.brand));
  };
}
