import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { feedApplied } from '@pkg/contracts/sports-feed';
import {
  boFeedImportBody,
  boFixtureAction,
  boFixtureCreate,
  boFixtureDetail,
  boMarketCreate,
  boMarketLimits,
  boMarketStatus,
  boPricesBody,
  boResultProposal,
  boResultRejection,
  boSportsPage,
  boSportsPlayer,
  boSportsPlayerQuery,
  boSportsQuery,
  boStakeFactorBody,
} from '@pkg/contracts/sports-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffActor, StaffGuard } from '../staff/index.ts';
import type { DeskPlayers } from './desk-players.ts';
import type { DeskResults } from './desk-results.ts';
import type { DeskTrading } from './desk-trading.ts';
import type { DeskService } from './desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });
const detail = { 200: okEnvelope(boFixtureDetail) };

/** The trading desk (decision 058): reading needs sports.read; every change sports.manage. */
export function sportsDeskRoutes(deps: {
  guard: StaffGuard;
  desk: DeskService;
  trading: DeskTrading;
  results: DeskResults;
  players: DeskPlayers;
}): FastifyPluginAsyncZod {
  const read = deps.guard('sports.read');
  const manage = deps.guard('sports.manage');
  const actor = (request: FastifyRequest): StaffActor => ({ staff: request.staff, ip: request.ip });
  const { desk, trading, results, players } = deps;
  return async (app) => {
    app.get(
      BO_API.sportsFixtures,
      { preHandler: read, schema: { querystring: boSportsQuery, response: { 200: okEnvelope(boSportsPage) } } },
      async (request) => ok(await desk.list(actor(request), request.query)),
    );
    app.post(BO_API.sportsFixtures, { preHandler: manage, schema: { body: boFixtureCreate, response: detail } }, async (request) =>
      ok(await desk.detail(actor(request), await trading.createFixture(actor(request), request.body))),
    );
    app.get(BO_API.sportsFixture, { preHandler: read, schema: { params: idParams, response: detail } }, async (request) =>
      ok(await desk.detail(actor(request), request.params.id)),
    );
    app.post(
      BO_API.sportsFixtureAction,
      { preHandler: manage, schema: { params: idParams, body: boFixtureAction, response: detail } },
      async (request) => {
        await trading.fixtureAction(actor(request), request.params.id, request.body);
        return ok(await desk.detail(actor(request), request.params.id));
      },
    );
    app.post(
      BO_API.sportsFixtureMarkets,
      { preHandler: manage, schema: { params: idParams, body: boMarketCreate, response: detail } },
      async (request) => {
        await trading.addMarket(actor(request), request.params.id, request.body);
        return ok(await desk.detail(actor(request), request.params.id));
      },
    );
    app.post(
      BO_API.sportsFixtureResult,
      { preHandler: manage, schema: { params: idParams, body: boResultProposal, response: detail } },
      async (request) =>
        ok(await desk.detail(actor(request), await results.propose(actor(request), request.params.id, request.body.result))),
    );
    app.post(BO_API.sportsResultApprove, { preHandler: manage, schema: { params: idParams, response: detail } }, async (request) =>
      ok(await desk.detail(actor(request), await results.approve(actor(request), request.params.id))),
    );
    app.post(
      BO_API.sportsResultReject,
      { preHandler: manage, schema: { params: idParams, body: boResultRejection, response: detail } },
      async (request) =>
        ok(await desk.detail(actor(request), await results.reject(actor(request), request.params.id, request.body.reason))),
    );
    app.post(
      BO_API.sportsMarketPrices,
      {
        preHandler: manage,
        schema: { params: idParams, body: boPricesBody, response: { 200: okEnvelope(z.object({ ok: z.literal(true) })) } },
      },
      async (request) => {
        await trading.setPrices(actor(request), request.params.id, request.body);
        return ok({ ok: true as const });
      },
    );
    app.post(
      BO_API.sportsMarketStatus,
      {
        preHandler: manage,
        schema: { params: idParams, body: boMarketStatus, response: { 200: okEnvelope(z.object({ ok: z.literal(true) })) } },
      },
      async (request) => {
        await trading.setMarketStatus(actor(request), request.params.id, request.body.status);
        return ok({ ok: true as const });
      },
    );
    app.post(
      BO_API.sportsMarketLimits,
      {
        preHandler: manage,
        schema: { params: idParams, body: boMarketLimits, response: { 200: okEnvelope(z.object({ ok: z.literal(true) })) } },
      },
      async (request) => {
        await trading.setLimits(actor(request), request.params.id, request.body);
        return ok({ ok: true as const });
      },
    );
    app.get(
      BO_API.sportsPlayer,
      { preHandler: read, schema: { querystring: boSportsPlayerQuery, response: { 200: okEnvelope(boSportsPlayer) } } },
      async (request) => ok(await players.find(actor(request), request.query.brandId, request.query.username)),
    );
    app.post(
      BO_API.sportsPlayerFactor,
      { preHandler: manage, schema: { params: idParams, body: boStakeFactorBody, response: { 200: okEnvelope(boSportsPlayer) } } },
      async (request) => ok(await players.setFactor(actor(request), request.params.id, request.body)),
    );
    app.post(
      BO_API.sportsImport,
      { preHandler: manage, schema: { body: boFeedImportBody, response: { 200: okEnvelope(feedApplied) } } },
      async (request) => ok(await trading.importFeed(actor(request), request.body.brandId, request.body.json)),
    );
  };
}
