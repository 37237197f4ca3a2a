import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drawProofResponse,
  lotteryMenusQuery,
  lotteryMenusResponse,
  openedNumeroQuery,
  openedNumeroResponse,
  popularQuery,
  popularResponse,
  recentLotteryResponse,
  resultsQuery,
  resultsResponse,
  rulesQuery,
  rulesResponse,
  trendQuery,
  trendResponse,
  vnMenusResponse,
  vnOpenDrawsResponse,
} from '@pkg/contracts/lottery';
import { normaliseLanguage } from '@pkg/contracts/languages';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { SessionService } from '../../session/index.ts';
import type { LotteryReads } from './lottery-read.service.ts';

const proofParams = z.object({ gameCode: z.string().max(32), numero: z.string().max(40) });

/**
 * The lottery reads (decision 028), bare objects like every /lgw answer. Menus, popular games,
 * stations, rules, results, trends and proofs are public (visitors watch draws too); the open
 * draw of a game and the recent games take a session, as SPEC.md section 7 has it (trial
 * accounts included: they bet demo money).
 */
export function lotteryRoutes(deps: { reads: LotteryReads; guard: AuthGuard; sessions: SessionService }): FastifyPluginAsyncZod {
  const { reads } = deps;
  const player = deps.guard({ allowTrial: true });
  return async (app) => {
    app.get(API.gameMenus, { schema: { querystring: lotteryMenusQuery, response: { 200: lotteryMenusResponse } } }, async (request) =>
      reads.menus(request.caller.brand, request.caller.language, request.query.prizeMode),
    );
    app.get(API.lotteryPopular, { schema: { querystring: popularQuery, response: { 200: popularResponse } } }, async (request) => {
      const language = request.query.language ? normaliseLanguage(request.query.language) : request.caller.language;
      return reads.popular(request.caller.brand, language, request.query);
    });
    app.get(API.lotteryVnMenu, { schema: { response: { 200: vnMenusResponse } } }, async (request) =>
      reads.vnMenus(request.caller.brand, request.caller.language),
    );
    app.get(API.lotteryVnRecent, { preHandler: player, schema: { response: { 200: recentLotteryResponse } } }, async (request) =>
      reads.recent(request.caller.brand, request.auth.account, request.caller.language),
    );
    app.get(API.lotteryVnOpen, { schema: { response: { 200: vnOpenDrawsResponse } } }, async (request) =>
      reads.vnOpen(request.caller.brand),
    );
    app.get(
      API.lotteryOpenedNumero,
      { preHandler: player, schema: { querystring: openedNumeroQuery, response: { 200: openedNumeroResponse } } },
      async (request) => reads.opened(request.caller.brand, request.query.gameCode, request.query.stationCode),
    );
    app.get(API.lotteryRules, { schema: { querystring: rulesQuery, response: { 200: rulesResponse } } }, async (request) => {
      // The demo currency shows for a trial account; a stale or missing token reads the brand's.
      const header = request.headers[HEADERS.authorization];
      const token = typeof header === 'string' ? header.trim() : '';
      const found = token && token.length <= 128 ? await deps.sessions.resolveWithAccount(request.caller.brand, token) : null;
      return reads.rules(request.caller.brand, found?.account ?? null, request.query.gameCode);
    });
    app.get(API.lotteryResults, { schema: { querystring: resultsQuery, response: { 200: resultsResponse } } }, async (request) =>
      reads.results(request.caller.brand, request.query),
    );
    app.get(API.lotteryTrend, { schema: { querystring: trendQuery, response: { 200: trendResponse } } }, async (request) =>
      reads.trend(request.caller.brand, request.query.gameCode, request.query.count),
    );
    app.get(API.lotteryDraw, { schema: { params: proofParams, response: { 200: drawProofResponse } } }, async (request) =>
      reads.proof(request.caller.brand, request.params.gameCode, request.params.numero),
    );
  };
}
