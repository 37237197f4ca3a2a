import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  favouriteBody,
  favouriteValue,
  gameListQuery,
  gameListValue,
  gamePageValue,
  hotGamesQuery,
  vendorCategoriesValue,
  vendorQuery,
} from '@pkg/contracts/game-catalogue';
import { isTrialType } from '@pkg/contracts/agent-types';
import { normaliseLanguage } from '@pkg/contracts/languages';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { SessionService } from '../session/index.ts';
import type { CatalogueService, Viewer } from './catalogue.service.ts';

/**
 * The lobby calls (decision 022). Hot games, the game list and a vendor's categories need no
 * session (visitors browse too); when a valid token comes anyway, games carry the caller's
 * favourite mark, and a stale token is simply ignored. Favourites are a real-account feature;
 * recent games and rooms are open to trial accounts, which may play.
 */
export function catalogueRoutes(deps: { catalogue: CatalogueService; sessions: SessionService; guard: AuthGuard }): FastifyPluginAsyncZod {
  const { catalogue, sessions, guard } = deps;

  async function visitorOrPlayer(request: FastifyRequest, language = request.caller.language): Promise<Viewer> {
    const header = request.headers[HEADERS.authorization];
    const token = typeof header === 'string' ? header.trim() : '';
    const session = token && token.length <= 128 ? await sessions.resolve(request.caller.brand, token) : null;
    return { brand: request.caller.brand, language, accountId: session?.accountId ?? null };
  }
  const player = (request: FastifyRequest): Viewer => ({
    brand: request.caller.brand,
    language: request.caller.language,
    accountId: request.auth.account.id,
  });

  return async (app) => {
    app.get(API.hotGames, { schema: { querystring: hotGamesQuery, response: { 200: okEnvelope(gameListValue) } } }, async (request) => {
      const language = request.query.language ? normaliseLanguage(request.query.language) : request.caller.language;
      return ok(await catalogue.hotGames(await visitorOrPlayer(request, language), request.query.vassalage));
    });

    app.get(API.gameList, { schema: { querystring: gameListQuery, response: { 200: okEnvelope(gamePageValue) } } }, async (request) =>
      ok(await catalogue.page(await visitorOrPlayer(request), request.query)),
    );

    app.get(
      API.vassGameType,
      { schema: { querystring: vendorQuery, response: { 200: okEnvelope(vendorCategoriesValue) } } },
      async (request) => ok(await catalogue.categories(await visitorOrPlayer(request), request.query.vendor)),
    );

    app.get(API.favoriteGames, { preHandler: guard(), schema: { response: { 200: okEnvelope(gameListValue) } } }, async (request) =>
      ok(await catalogue.favourites(player(request))),
    );

    app.post(
      API.favoriteGames,
      { preHandler: guard(), schema: { body: favouriteBody, response: { 200: okEnvelope(favouriteValue) } } },
      async (request) => ok(await catalogue.setFavourite(request.caller.brand, request.auth.account.id, request.body)),
    );

    app.get(
      API.recentGames,
      { preHandler: guard({ allowTrial: true }), schema: { response: { 200: okEnvelope(gameListValue) } } },
      async (request) => ok(await catalogue.recent(player(request))),
    );

    app.get(
      API.roomList,
      { preHandler: guard({ allowTrial: true }), schema: { querystring: vendorQuery, response: { 200: okEnvelope(gameListValue) } } },
      async (request) =>
        ok(await catalogue.rooms({ ...player(request), trial: isTrialType(request.auth.account.accountType) }, request.query.vendor)),
    );
  };
}
