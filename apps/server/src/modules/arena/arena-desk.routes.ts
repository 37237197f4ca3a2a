import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
const arenaAnswer = { 200: okEnvelope(boArena) };

interface Parts {
  desk: ArenaDesk;
  corrections: ArenaCorrections;
  reads: ArenaReads;
  read: preHandlerAsyncHookHandler;
  manage: preHandlerAsyncHookHandler;
}

const actorOf = (request: FastifyRequest): StaffActor => ({ staff: request.staff, ip: request.ip });

/** The reads: the arenas, an arena's events, an event with its fights. */
function readRoutes(app: Parameters<FastifyPluginAsyncZod>[0], { reads, read }: Parts) {
  app.get(BO_API.arenas, { preHandler: read, schema: { response: { 200: okEnvelope(boArenaList) } } }, async (request) =>
    ok(await reads.list(actorOf(request))),
  );
  app.get(
    BO_API.arenaEvents,
    { preHandler: read, schema: { params: tableParams, response: { 200: okEnvelope(boArenaEvents) } } },
    async (request) => ok(await reads.events(actorOf(request), request.params.tableId)),
  );
  app.get(
    BO_API.arenaEventDetail,
    { preHandler: read, schema: { params: eventParams, response: { 200: okEnvelope(boArenaEventDetail) } } },
    async (request) => ok(await reads.eventDetail(actorOf(request), request.params.eventId)),
  );
}

/** The arena's own changes: set-up, rules, countries, and its event (start, stream, end). */
function arenaRoutes(app: Parameters<FastifyPluginAsyncZod>[0], { desk, reads, manage }: Parts) {
  const answer = async (request: FastifyRequest, tableId: string) => ok(await reads.arena(actorOf(request), tableId));
  app.post(BO_API.arenas, { preHandler: manage, schema: { body: boArenaSetupBody, response: arenaAnswer } }, async (request) =>
    answer(request, await desk.setUp(actorOf(request), request.body.brandId)),
  );
  const table = { preHandler: manage } as const;
  app.put(
    BO_API.arenaRules,
    { ...table, schema: { params: tableParams, body: boArenaRulesBody, response: arenaAnswer } },
    async (request) => {
      await desk.saveRules(actorOf(request), request.params.tableId, request.body);
      return answer(request, request.params.tableId);
    },
  );
  app.put(
    BO_API.arenaJurisdiction,
    { ...table, schema: { params: tableParams, body: boArenaJurisdictionBody, response: arenaAnswer } },
    async (request) => {
      await desk.setCountriesOff(actorOf(request), request.params.tableId, request.body.countriesOff);
      return answer(request, request.params.tableId);
    },
  );
  app.post(
    BO_API.arenaEvents,
    { ...table, schema: { params: tableParams, body: boArenaEventBody, response: arenaAnswer } },
    async (request) => {
      await desk.startEvent(actorOf(request), request.params.tableId, request.body);
      return answer(request, request.params.tableId);
    },
  );
  app.put(
    BO_API.arenaEvent,
    { ...table, schema: { params: tableParams, body: boArenaStreamBody, response: arenaAnswer } },
    async (request) => {
      await desk.setStream(actorOf(request), request.params.tableId, request.body.streamUrl);
      return answer(request, request.params.tableId);
    },
  );
  app.post(BO_API.arenaEventEnd, { ...table, schema: { params: tableParams, response: arenaAnswer } }, async (request) => {
    await desk.endEvent(actorOf(request), request.params.tableId);
    return answer(request, request.params.tableId);
  });
}

/** The fights: open the next, last call, close, declare; corrections proposed, approved, rejected. */
function fightRoutes(app: Parameters<FastifyPluginAsyncZod>[0], { desk, corrections, reads, manage }: Parts) {
  /** The arena of a fight as it is now. */
  const answerFor = async (request: FastifyRequest, roundId: string) => {
    const fight = await desk.fightOf(actorOf(request), roundId);
    return ok(await reads.arena(actorOf(request), fight.tableId));
  };
  app.post(
    BO_API.arenaFights,
    { preHandler: manage, schema: { params: tableParams, body: boArenaFightBody, response: arenaAnswer } },
    async (request) => answerFor(request, await desk.openFight(actorOf(request), request.params.tableId, request.body)),
  );
  const fight = { preHandler: manage } as const;
  app.post(
    BO_API.arenaFightAction,
    { ...fight, schema: { params: roundParams, body: boArenaActionBody, response: arenaAnswer } },
    async (request) => {
      await desk.act(actorOf(request), request.params.roundId, request.body);
      return answerFor(request, request.params.roundId);
    },
  );
  app.post(
    BO_API.arenaCorrections,
    { ...fight, schema: { params: roundParams, body: boArenaCorrectionBody, response: arenaAnswer } },
    async (request) => {
      await corrections.propose(actorOf(request), request.params.roundId, request.body);
      return answerFor(request, request.params.roundId);
    },
  );
  app.post(BO_API.arenaCorrectionApprove, { ...fight, schema: { params: idParams, response: arenaAnswer } }, async (request) =>
    answerFor(request, await corrections.approve(actorOf(request), request.params.id)),
  );
  app.post(
    BO_API.arenaCorrectionReject,
    { ...fight, schema: { params: idParams, body: boArenaRejectBody, response: arenaAnswer } },
    async (request) => answerFor(request, await corrections.reject(actorOf(request), request.params.id, request.body.reason)),
  );
}

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
  const parts: Parts = { ...deps, read: deps.guard('arena.read'), manage: deps.guard('arena.manage') };
  return async (app) => {
    readRoutes(app, parts);
    arenaRoutes(app, parts);
    fightRoutes(app, parts);
  };
}
