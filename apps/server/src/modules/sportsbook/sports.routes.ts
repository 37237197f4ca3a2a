import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import {
  fixturesQuery,
  fixturesValue,
  fixtureValue,
  placeSlipBody,
  placeSlipValue,
  slipsQuery,
  slipsValue,
  slipValue,
  sportsSessionValue,
  sportsSettings,
  sportsSettingsBody,
} from '@pkg/contracts/sports';
import { ok } from '../../http/envelope.ts';
import type { BookService } from './book.service.ts';
import type { SlipsService } from './slips.service.ts';

/**
 * The book page's calls (decision 058), with the game session token of the launch URL in
 * `x-game-token`: it names the player, the brand and the vendor (BTSPORT or BTESPORT).
 */
export function sportsRoutes(deps: {
  book: BookService;
  slips: SlipsService;
  limitPerMinute: number;
  lookupCountry?: ((ip: string) => string | null) | undefined;
}): FastifyPluginAsyncZod {
  const { book, slips } = deps;
  // The app's per-IP limit covers /wps, /lgw and /lotto only; the game page's calls take the same limit here.
  const config = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute', allowList: [] as string[] } };
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  // The caller's country (by address; null when not known), for the brand's per-country game categories (decision 056).
  const countryOf = (request: FastifyRequest) => (deps.lookupCountry ? deps.lookupCountry(request.ip) : undefined);
  return async (app) => {
    app.get(API.sportsSession, { config, schema: { response: { 200: okEnvelope(sportsSessionValue) } } }, async (request) =>
      ok(await book.session(tokenOf(request), countryOf(request))),
    );
    app.get(
      API.sportsFixtures,
      { config, schema: { querystring: fixturesQuery, response: { 200: okEnvelope(fixturesValue) } } },
      async (request) => ok(await book.fixtures(tokenOf(request), request.query, countryOf(request))),
    );
    app.get(
      API.sportsFixture,
      { config, schema: { params: z.object({ fixtureId: z.string().max(20) }), response: { 200: okEnvelope(fixtureValue) } } },
      async (request) => ok(await book.fixture(tokenOf(request), request.params.fixtureId, countryOf(request))),
    );
    app.post(
      API.sportsSettings,
      { config, schema: { body: sportsSettingsBody, response: { 200: okEnvelope(sportsSettings) } } },
      async (request) => ok(await book.saveSettings(tokenOf(request), request.body)),
    );
    app.post(API.sportsSlips, { config, schema: { body: placeSlipBody, response: { 200: okEnvelope(placeSlipValue) } } }, async (request) =>
      ok(await slips.place(tokenOf(request), request.body, countryOf(request))),
    );
    app.get(API.sportsSlips, { config, schema: { querystring: slipsQuery, response: { 200: okEnvelope(slipsValue) } } }, async (request) =>
      ok(await slips.list(tokenOf(request), request.query.status)),
    );
    app.get(
      API.sportsSlip,
      { config, schema: { params: z.object({ slipId: z.string().max(20) }), response: { 200: okEnvelope(slipValue) } } },
      async (request) => ok(await slips.one(tokenOf(request), request.params.slipId)),
    );
  };
}
