import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { gameRoundDetailValue, gameRoundsQuery, gameRoundsValue, winnerBoardValue } from '@pkg/contracts/game-rounds';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { RoundCaller, RoundsService } from './rounds.service.ts';

/**
 * The betting record (trial accounts see their own demo rounds) and the winners board (no token).
 */
export function roundsRoutes(deps: { rounds: RoundsService; guard: AuthGuard }): FastifyPluginAsyncZod {
  const { rounds, guard } = deps;
  return async (app) => {
    const callerOf = (request: {
      caller: { brand: RoundCaller['brand']; textLanguage: string };
      auth: { account: RoundCaller['account'] };
    }) => ({
      brand: request.caller.brand,
      account: request.auth.account,
      language: request.caller.textLanguage,
    });

    app.get(
      API.gameRounds,
      { preHandler: guard({ allowTrial: true }), schema: { querystring: gameRoundsQuery, response: { 200: okEnvelope(gameRoundsValue) } } },
      async (request) => ok(await rounds.list(callerOf(request), request.query)),
    );

    app.get(
      API.gameRound,
      {
        preHandler: guard({ allowTrial: true }),
        schema: {
          params: z.object({ vendorCode: z.string().min(1).max(32), roundId: z.string().min(1).max(100) }),
          response: { 200: okEnvelope(gameRoundDetailValue) },
        },
      },
      async (request) => ok(await rounds.detail(callerOf(request), request.params.vendorCode, request.params.roundId)),
    );

    app.get(API.winnerBoard, { schema: { response: { 200: okEnvelope(winnerBoardValue) } } }, async (request) =>
      ok(await rounds.winners(request.caller.brand, request.caller.textLanguage)),
    );
  };
}
