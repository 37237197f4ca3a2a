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
import type { StaffActor } from '../staff/staff-actor.ts';
import type { StaffGuard } from '../staff/staff-guard.ts';
import type { CatalogDesk } from './catalog-desk.service.ts';
import type { OutboxDesk } from './outbox-desk.service.ts';

/** The staff member behind a call and where it came from. */
const actor = (request: FastifyRequest): StaffActor => ({ staff: request.staff, ip: request.ip });

const codeParams = z.object({ code: z.string().min(1).max(64) });
const gameParams = z.object({ vendor: z.string().min(1).max(32), code: z.string().min(1).max(64) });

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
    app.get(
      BO_API.catalogVendors,
      { preHandler: read, schema: { querystring: boCatalogBrandQuery, response: { 200: okEnvelope(boVendorList) } } },
      async (request) => ok(await desk.vendors(actor(request), request.query.brandId)),
    );
    app.post(
      BO_API.catalogVendors,
      { preHandler: manage, schema: { body: boVendorCreate, response: { 200: okEnvelope(boVendor) } } },
      async (request) => ok(await desk.createVendor(actor(request), request.body)),
    );
    app.post(
      BO_API.catalogVendor,
      { preHandler: manage, schema: { params: codeParams, body: boVendorUpdate, response: { 200: okEnvelope(boVendor) } } },
      async (request) => ok(await desk.updateVendor(actor(request), request.params.code, request.body)),
    );
    app.post(
      BO_API.catalogVendorSecret,
      { preHandler: manage, schema: { params: codeParams, body: boVendorSecretBody, response: { 200: okEnvelope(boVendorSecret) } } },
      async (request, reply) => {
        // The secret is shown this once: no cache keeps it.
        reply.header('cache-control', 'no-store');
        return ok(await desk.rotateSecret(actor(request), request.params.code, request.body.brandId));
      },
    );

    app.get(
      BO_API.catalogGames,
      { preHandler: read, schema: { querystring: boGameQuery, response: { 200: okEnvelope(boGamePage) } } },
      async (request) => ok(await desk.games(actor(request), request.query)),
    );
    app.post(
      BO_API.catalogGames,
      { preHandler: manage, schema: { body: boGameCreate, response: { 200: okEnvelope(boGame) } } },
      async (request) => ok(await desk.createGame(actor(request), request.body)),
    );
    app.post(
      BO_API.catalogGame,
      { preHandler: manage, schema: { params: gameParams, body: boGameUpdate, response: { 200: okEnvelope(boGame) } } },
      async (request) => ok(await desk.updateGame(actor(request), request.params.vendor, request.params.code, request.body)),
    );

    app.get(
      BO_API.catalogGameTypes,
      { preHandler: read, schema: { querystring: boCatalogBrandQuery, response: { 200: okEnvelope(boGameTypeList) } } },
      async (request) => ok(await desk.gameTypes(actor(request), request.query.brandId)),
    );
    app.post(
      BO_API.catalogGameTypes,
      { preHandler: manage, schema: { body: boGameTypeSet, response: { 200: okEnvelope(boGameTypeList) } } },
      async (request) => ok(await desk.setGameType(actor(request), request.body)),
    );

    app.get(
      BO_API.catalogChannels,
      { preHandler: read, schema: { querystring: boCatalogBrandQuery, response: { 200: okEnvelope(boChannelList) } } },
      async (request) => ok(await desk.channels(actor(request), request.query.brandId)),
    );
    app.post(
      BO_API.catalogChannels,
      { preHandler: manage, schema: { body: boChannelCreate, response: { 200: okEnvelope(boChannel) } } },
      async (request) => ok(await desk.createChannel(actor(request), request.body)),
    );
    app.post(
      BO_API.catalogChannel,
      { preHandler: manage, schema: { params: codeParams, body: boChannelUpdate, response: { 200: okEnvelope(boChannel) } } },
      async (request) => ok(await desk.updateChannel(actor(request), request.params.code, request.body)),
    );

    app.get(
      BO_API.outbox,
      { preHandler: outbox, schema: { querystring: boOutboxQuery, response: { 200: okEnvelope(boOutboxPage) } } },
      async (request) => ok(await deps.outbox.page(actor(request), request.query)),
    );
  };
}
