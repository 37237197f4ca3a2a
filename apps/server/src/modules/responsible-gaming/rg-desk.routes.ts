import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boRgExclude,
  boRgPlayer,
  boRgQuery,
  boRgSetDailyLimit,
  boRgSetLimit,
  boRgSetRealityCheck,
  boRgSetSessionLimit,
} from '@pkg/contracts/responsible-gaming';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { RgDesk } from './rg-desk.service.ts';

/** The back office's responsible-gaming desk (decision 037): rg.read looks, rg.manage applies. */
export function rgDeskRoutes(deps: { desk: RgDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('rg.read');
  const manage = deps.guard('rg.manage');
  return async (app) => {
    app.get(
      BO_API.rgPlayer,
      { preHandler: read, schema: { querystring: boRgQuery, response: { 200: okEnvelope(boRgPlayer) } } },
      async (request) =>
        ok(await deps.desk.player({ staff: request.staff, ip: request.ip }, request.query.brandId, request.query.username)),
    );
    app.post(
      BO_API.rgLimit,
      { preHandler: manage, schema: { body: boRgSetLimit, response: { 200: okEnvelope(boRgPlayer) } } },
      async (request) => ok(await deps.desk.setLimit({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.rgSessionLimit,
      { preHandler: manage, schema: { body: boRgSetSessionLimit, response: { 200: okEnvelope(boRgPlayer) } } },
      async (request) => ok(await deps.desk.setSessionLimit({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.rgDailyLimit,
      { preHandler: manage, schema: { body: boRgSetDailyLimit, response: { 200: okEnvelope(boRgPlayer) } } },
      async (request) => ok(await deps.desk.setDailyLimit({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.rgRealityCheck,
      { preHandler: manage, schema: { body: boRgSetRealityCheck, response: { 200: okEnvelope(boRgPlayer) } } },
      async (request) => ok(await deps.desk.setRealityCheck({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.rgExclusion,
      { preHandler: manage, schema: { body: boRgExclude, response: { 200: okEnvelope(boRgPlayer) } } },
      async (request) => ok(await deps.desk.exclude({ staff: request.staff, ip: request.ip }, request.body)),
    );
  };
}
