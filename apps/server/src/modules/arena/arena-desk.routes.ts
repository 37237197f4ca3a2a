import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boArena,
  boArenaActionBody,
  boArenaCorrectionBody,
  boArenaEventBody,
  boArenaEventDetail,
  boArenaEvents,
  boArenaFightBody,
  boArenaJurisdictionBody,
  boArenaList,
  boArenaRejectBody,
  boArenaRulesBody,
  boArenaSetupBody,
  boArenaStreamBody,
} from '@pkg/contracts/arena';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffActor, StaffGuard } from '../staff/index.ts';
import type { ArenaCorrections } from './arena-corrections.ts';
import type { ArenaDesk } from './arena-desk.service.ts';
import type { ArenaReads } from './arena-reads.ts';

const tableParams = z.object({ tableId: z.string().max(20) });
const roundParams = z.object({ roundId: z.string().max(20) });
const idParams = z.object({ id: z.string().max(20) });
const eventParams = z.object({ eventId: z.string().max(20) });

/**
 * The back office's arena desk (decision 056): reading needs arena.read; every change arena.manage
 * (owner and finance: a declared result decides money). Each change answers the arena as it is now.
 */
export function arenaDeskRoutes(deps: {
  desk: ArenaDesk;
  corrections: ArenaCorrections;
  reads: ArenaReads;
  guard: StaffGuard;
}): FastifyPluginAsyncZod {
  const read = deps.guard('arena.read');
  const manage = deps.guard('arena.manage');
  const { desk, corrections, reads } = deps;
  const actor = (request: FastifyRequest): StaffActor => ({ staff: request.staff, ip: request.ip });
  const arenaAnswer = { 200: okEnvelope(boArena) };
  return async (app) => {
    app.get(BO_API.arenas, { preHandler: read, schema: { response: { 200: okEnvelope(boArenaList) } } }, async (request) =>
      ok(await reads.list(actor(request))),
    );
    app.post(BO_API.arenas, { preHandler: manage, schema: { body: boArenaSetupBody, response: arenaAnswer } }, async (request) => {
      const tableId = await desk.setUp(actor(request), request.body.brandId);
      return ok(await reads.arena(actor(request), tableId));
    });
    app.put(
      BO_API.arenaRules,
      { preHandler: manage, schema: { params: tableParams, body: boArenaRulesBody, response: arenaAnswer } },
      async (request) => {
        await desk.saveRules(actor(request), request.params.tableId, request.body);
        return ok(await reads.arena(actor(request), request.params.tableId));
      },
    );
    app.put(
      BO_API.arenaJurisdiction,
      { preHandler: manage, schema: { params: tableParams, body: boArenaJurisdictionBody, response: arenaAnswer } },
      async (request) => {
        await desk.setCountriesOff(actor(request), request.params.tableId, request.body.countriesOff);
        return ok(await reads.arena(actor(request), request.params.tableId));
      },
    );
    app.get(
      BO_API.arenaEvents,
      { preHandler: read, schema: { params: tableParams, response: { 200: okEnvelope(boArenaEvents) } } },
      async (request) => ok(await reads.events(actor(request), request.params.tableId)),
    );
    app.post(
      BO_API.arenaEvents,
      { preHandler: manage, schema: { params: tableParams, body: boArenaEventBody, response: arenaAnswer } },
      async (request) => {
        await desk.startEvent(actor(request), request.params.tableId, request.body);
        return ok(await reads.arena(actor(request), request.params.tableId));
      },
    );
    app.put(
      BO_API.arenaEvent,
      { preHandler: manage, schema: { params: tableParams, body: boArenaStreamBody, response: arenaAnswer } },
      async (request) => {
        await desk.setStream(actor(request), request.params.tableId, request.body.streamUrl);
        return ok(await reads.arena(actor(request), request.params.tableId));
      },
    );
    app.post(BO_API.arenaEventEnd, { preHandler: manage, schema: { params: tableParams, response: arenaAnswer } }, async (request) => {
      await desk.endEvent(actor(request), request.params.tableId);
      return ok(await reads.arena(actor(request), request.params.tableId));
    });
    app.get(
      BO_API.arenaEventDetail,
      { preHandler: read, schema: { params: eventParams, response: { 200: okEnvelope(boArenaEventDetail) } } },
      async (request) => ok(await reads.eventDetail(actor(request), request.params.eventId)),
    );
    app.post(
      BO_API.arenaFights,
      { preHandler: manage, schema: { params: tableParams, body: boArenaFightBody, response: arenaAnswer } },
      async (request) => {
        await desk.openFight(actor(request), request.params.tableId, request.body);
        return ok(await reads.arena(actor(request), request.params.tableId));
      },
    );
    app.post(
      BO_API.arenaFightAction,
      { preHandler: manage, schema: { params: roundParams, body: boArenaActionBody, response: arenaAnswer } },
      async (request) => {
        const fight = await desk.fightOf(actor(request), request.params.roundId);
        await desk.act(actor(request), request.params.roundId, request.body);
        return ok(await reads.arena(actor(request), fight.tableId));
      },
    );
    app.post(
      BO_API.arenaCorrections,
      { preHandler: manage, schema: { params: roundParams, body: boArenaCorrectionBody, response: arenaAnswer } },
      async (request) => {
        const fight = await desk.fightOf(actor(request), request.params.roundId);
        await corrections.propose(actor(request), request.params.roundId, request.body);
        return ok(await reads.arena(actor(request), fight.tableId));
      },
    );
    app.post(
      BO_API.arenaCorrectionApprove,
      { preHandler: manage, schema: { params: idParams, response: arenaAnswer } },
      async (request) => {
        const roundId = await corrections.approve(actor(request), request.params.id);
        const fight = await desk.fightOf(actor(request), roundId);
        return ok(await reads.arena(actor(request), fight.tableId));
      },
    );
    app.post(
      BO_API.arenaCorrectionReject,
      { preHandler: manage, schema: { params: idParams, body: boArenaRejectBody, response: arenaAnswer } },
      async (request) => {
        const roundId = await corrections.reject(actor(request), request.params.id, request.body.reason);
        const fight = await desk.fightOf(actor(request), roundId);
        return ok(await reads.arena(actor(request), fight.tableId));
      },
    );
  };
}
