import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import {
  boCatalogBrandQuery,
  boChannel,
  boChannelCreate,
  boChannelList,
  boChannelUpdate,
  boGame,
  boGameCreate,
  boGamePage,
  boGameQuery,
  boGameTypeList,
  boGameTypeSet,
  boGameUpdate,
  boOutboxPage,
  boOutboxQuery,
  boVendor,
  boVendorCreate,
  boVendorList,
  boVendorSecret,
  boVendorSecretBody,
  boVendorUpdate,
} from '@pkg/contracts/catalog-desk';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffActor, StaffGuard } from '../staff/index.ts';
import type { CatalogDesk } from './catalog-desk.service.ts';
import type { OutboxDesk } from './outbox-desk.service.ts';

/** The staff member behind a call and where it came from. */
const actor = (request: FastifyRequest): StaffActor => ({ staff: request.staff, ip: request.ip });

const codeParams = z.object({ code: z.string().min(1).max(64) });
const gameParams = z.object({ vendor: z.string().min(1).max(32), code: z.string().min(1).max(64) });

/** A route's options: its guard, its input schemas, and its answer in the ok envelope. */
function on<S extends { querystring?: z.ZodType; params?: z.ZodType; body?: z.ZodType }, V extends z.ZodType>(
  preHandler: ReturnType<StaffGuard>,
  schema: S,
  value: V,
) {
  return { preHandler, schema: { ...schema, response: { 200: okEnvelope(value) } } };
}

/**
 * The back office's catalogue desk and outbox viewer (decision 040): brands.read sees a brand's
 * vendors, games, game types and deposit channels, catalog.manage changes them; outbox.read reads
 * the SMS and e-mail outboxes, masked.
 */
export function catalogDeskRoutes(deps: { desk: CatalogDesk; outbox: OutboxDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('brands.read');
  const manage = deps.guard('catalog.manage');
  const outbox = deps.guard('outbox.read');
  const { desk } = deps;
  return async (app) => {
    app.get(BO_API.catalogVendors, on(read, { querystring: boCatalogBrandQuery }, boVendorList), async (request) =>
      ok(await desk.vendors(actor(request), request.query.brandId)),
    );
    app.post(BO_API.catalogVendors, on(manage, { body: boVendorCreate }, boVendor), async (request) =>
      ok(await desk.createVendor(actor(request), request.body)),
    );
    app.post(BO_API.catalogVendor, on(manage, { params: codeParams, body: boVendorUpdate }, boVendor), async (request) =>
      ok(await desk.updateVendor(actor(request), request.params.code, request.body)),
    );
    app.post(
      BO_API.catalogVendorSecret,
      on(manage, { params: codeParams, body: boVendorSecretBody }, boVendorSecret),
      async (request, reply) => {
        // The secret is shown this once: no cache keeps it.
        reply.header('cache-control', 'no-store');
        return ok(await desk.rotateSecret(actor(request), request.params.code, request.body.brandId));
      },
    );

    app.get(BO_API.catalogGames, on(read, { querystring: boGameQuery }, boGamePage), async (request) =>
      ok(await desk.games(actor(request), request.query)),
    );
    app.post(BO_API.catalogGames, on(manage, { body: boGameCreate }, boGame), async (request) =>
      ok(await desk.createGame(actor(request), request.body)),
    );
    app.post(BO_API.catalogGame, on(manage, { params: gameParams, body: boGameUpdate }, boGame), async (request) =>
      ok(await desk.updateGame(actor(request), request.params.vendor, request.params.code, request.body)),
    );

    app.get(BO_API.catalogGameTypes, on(read, { querystring: boCatalogBrandQuery }, boGameTypeList), async (request) =>
      ok(await desk.gameTypes(actor(request), request.query.brandId)),
    );
    app.post(BO_API.catalogGameTypes, on(manage, { body: boGameTypeSet }, boGameTypeList), async (request) =>
      ok(await desk.setGameType(actor(request), request.body)),
    );

    app.get(BO_API.catalogChannels, on(read, { querystring: boCatalogBrandQuery }, boChannelList), async (request) =>
      ok(await desk.channels(actor(request), request.query.brandId)),
    );
    app.post(BO_API.catalogChannels, on(manage, { body: boChannelCreate }, boChannel), async (request) =>
      ok(await desk.createChannel(actor(request), request.body)),
    );
    app.post(BO_API.catalogChannel, on(manage, { params: codeParams, body: boChannelUpdate }, boChannel), async (request) =>
      ok(await desk.updateChannel(actor(request), request.params.code, request.body)),
    );

    app.get(BO_API.outbox, on(outbox, { querystring: boOutboxQuery }, boOutboxPage), async (request) =>
      ok(await deps.outbox.page(actor(request), request.query)),
    );
  };
}
