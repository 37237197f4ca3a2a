import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bingoBuyBody, bingoBuyValue, bingoPrebuyBody, bingoPrebuysValue, bingoPrebuyView } from '@pkg/contracts/bingo';
import { okEnvelope } from '@pkg/contracts/envelope';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { BingoService } from './bingo.service.ts';

/**
 * The bingo page's own calls (decision 057), with the game session token of the launch URL in
 * `x-game-token`: buying cards (and pre-buy orders), the player's orders, cancelling one. The rest
 * of the page (session, live stream, history, proofs) is the round engine's.
 */
export function bingoRoutes(deps: { bingo: BingoService; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { bingo } = deps;
  const config = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute', allowList: [] as string[] } };
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  return async (app) => {
    app.post(
      API.bingoCards,
      { config, schema: { body: bingoBuyBody, response: { 200: okEnvelope(bingoBuyValue) } } },
      async (request, reply) => {
        const value = await bingo.buy(tokenOf(request), request.body);
        if (value.replayed) reply.header('idempotent-replayed', 'true');
        return ok(value);
      },
    );
    app.get(API.bingoPrebuys, { config, schema: { response: { 200: okEnvelope(bingoPrebuysValue) } } }, async (request) =>
      ok(await bingo.prebuys(tokenOf(request))),
    );
    app.post(
      API.bingoPrebuys,
      { config, schema: { body: bingoPrebuyBody, response: { 200: okEnvelope(bingoPrebuyView) } } },
      async (request) => ok(await bingo.prebuy(tokenOf(request), request.body)),
    );
    app.post(
      API.bingoPrebuyCancel,
      { config, schema: { params: z.object({ prebuyId: z.string().max(20) }), response: { 200: okEnvelope(bingoPrebuysValue) } } },
      async (request) => ok(await bingo.cancel(tokenOf(request), request.params.prebuyId)),
    );
  };
}
