import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { arenaFightsQuery, arenaFightsValue } from '@pkg/contracts/arena';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { ArenaReads } from './arena-reads.ts';

/**
 * The arena's public call (decision 056): an arena's latest event with every fight, its pools and
 * final odds, named by the brand's host. Bets, the session and the live stream are the round
 * engine's calls (`/house/rounds/api/*`, `/wps/v2/rounds/events`).
 */
export function arenaRoutes(deps: { reads: ArenaReads }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.arenaFights,
      { schema: { querystring: arenaFightsQuery, response: { 200: okEnvelope(arenaFightsValue) } } },
      async (request) => ok(await deps.reads.publicFights(request.caller.brand, request.query.tableId)),
    );
  };
}
