import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import {
  placeBetsBody,
  placeBetsValue,
  roundHistoryValue,
  roundProofValue,
  roundSessionValue,
  tablesQuery,
  tablesValue,
} from '@pkg/contracts/rounds';
import { ok } from '../../http/envelope.ts';
import type { CountryLookup } from '../../lib/geo.ts';
import type { RoundService } from './rounds.service.ts';

/**
 * The shared-round games' calls (decision 053). The game page's calls carry the game session token
 * of the launch URL in `x-game-token` and name the player, brand and table by it; the lobby and the
 * proofs are public and name the brand by the host (or Merchant header).
 */
export function roundRoutes(deps: { rounds: RoundService; limitPerMinute: number; lookupCountry?: CountryLookup }): FastifyPluginAsyncZod {
  const { rounds } = deps;
  // The caller's country (by address; null when not known), for the brand's per-country game categories (decision 056).
  const countryOf = (request: FastifyRequest) => (deps.lookupCountry ? deps.lookupCountry(request.ip) : undefined);
  // The app's per-IP limit covers /wps, /lgw and /lotto only; the game page's calls take the same limit here.
  const config = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute', allowList: [] as string[] } };
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  return async (app) => {
    app.get(API.roundSession, { config, schema: { response: { 200: okEnvelope(roundSessionValue) } } }, async (request) =>
      ok(await rounds.session(tokenOf(request), countryOf(request))),
    );
    app.post(
      API.roundBets,
      { config, schema: { body: placeBetsBody, response: { 200: okEnvelope(placeBetsValue) } } },
      async (request, reply) => {
        const value = await rounds.place(tokenOf(request), request.body, countryOf(request));
        if (value.replayed) reply.header('idempotent-replayed', 'true');
        return ok(value);
      },
    );
    app.get(API.roundHistory, { config, schema: { response: { 200: okEnvelope(roundHistoryValue) } } }, async (request) =>
      ok(await rounds.history(tokenOf(request))),
    );
    app.get(API.roundTables, { schema: { querystring: tablesQuery, response: { 200: okEnvelope(tablesValue) } } }, async (request) =>
      ok(await rounds.tables(request.caller.brand, request.query.vendorCode, request.caller.language)),
    );
    app.get(
      API.roundProof,
      { schema: { params: z.object({ roundId: z.string().max(20) }), response: { 200: okEnvelope(roundProofValue) } } },
      async (request) => ok(await rounds.proof(request.caller.brand, request.params.roundId)),
    );
  };
}
