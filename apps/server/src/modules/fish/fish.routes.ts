import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fishFireBody, fishFireValue, fishSessionValue } from '@pkg/contracts/fish';
import { okEnvelope } from '@pkg/contracts/envelope';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { FishService } from './fish.service.ts';

/**
 * The fish page's calls (decision 061), with the game session token of the launch URL in
 * `x-game-token`: the session and a batch of shots (idempotent by its key: a resend answers the
 * stored batch with `idempotent-replayed: true`).
 */
export function fishRoutes(deps: { fish: FishService; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { fish } = deps;
  const config = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute', allowList: [] as string[] } };
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  return async (app) => {
    app.get(API.fishSession, { config, schema: { response: { 200: okEnvelope(fishSessionValue) } } }, async (request) =>
      ok(await fish.session(tokenOf(request))),
    );
    app.post(
      API.fishFire,
      { config, schema: { body: fishFireBody, response: { 200: okEnvelope(fishFireValue) } } },
      async (request, reply) => {
        const value = await fish.fire(tokenOf(request), request.body);
        if (value.replayed) reply.header('idempotent-replayed', 'true');
        return ok(value);
      },
    );
  };
}
