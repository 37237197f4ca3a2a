import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { launchGameBody, launchGameValue } from '@pkg/contracts/game-catalogue';
import { normaliseLanguage } from '@pkg/contracts/languages';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { LaunchService } from './launch.service.ts';

/**
 * `POST /wps/game/launchGame`: playing needs a login (login.not.session otherwise, SPEC.md section
 * 6); trial accounts may play, with their demo money.
 */
export function launchRoutes(deps: { launcher: LaunchService; guard: AuthGuard }): FastifyPluginAsyncZod {
  const { launcher, guard } = deps;
  return async (app) => {
    app.post(
      API.launchGame,
      { preHandler: guard({ allowTrial: true }), schema: { body: launchGameBody, response: { 200: okEnvelope(launchGameValue) } } },
      async (request) => {
        const { body, caller, auth } = request;
        return ok(
          await launcher.launch({
            brand: caller.brand,
            account: { id: auth.account.id, accountType: auth.account.accountType },
            loginSessionId: auth.session.sessionId,
            vassalage: body.vassalage,
            gameId: body.launchMode === 'LOTT' ? (body.lottoGameCode ?? body.gameId) : body.gameId,
            roomId: body.roomId,
            language: body.language ? normaliseLanguage(body.language) : caller.language,
            lottoView: body.lottoView,
            backUrl: body.backUrl,
          }),
        );
      },
    );
  };
}
