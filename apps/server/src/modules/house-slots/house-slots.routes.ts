import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { GAME_TOKEN_HEADER, slotHistoryValue, slotSessionValue, slotSpinBody, slotSpinValue } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { HouseSlotService } from './house-slots.service.ts';

/**
 * The house slot game page's API (decision 024): the game session token from the launch URL in
 * `x-game-token` (not the site's Authorization) names the player, the game and the brand (the
 * page may be served from a game CDN host, so the host names no brand here).
 */
export function houseSlotRoutes(deps: { slots: HouseSlotService; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { slots } = deps;
  // The app's per-IP limit covers /wps, /lgw and /lotto only; these calls take the same limit here.
  const config = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute', allowList: [] as string[] } };
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  return async (app) => {
    app.get(API.houseSlotSession, { config, schema: { response: { 200: okEnvelope(slotSessionValue) } } }, async (request) =>
      ok(await slots.session(tokenOf(request))),
    );

    app.post(
      API.houseSlotSpin,
      { config, schema: { body: slotSpinBody, response: { 200: okEnvelope(slotSpinValue) } } },
      async (request, reply) => {
        const value = await slots.spin(tokenOf(request), request.body);
        if (value.replayed) reply.header('idempotent-replayed', 'true');
        return ok(value);
      },
    );

    app.get(API.houseSlotHistory, { config, schema: { response: { 200: okEnvelope(slotHistoryValue) } } }, async (request) =>
      ok(await slots.history(tokenOf(request))),
    );
  };
}
