import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { missionBadgeValue, missionClaimValue, missionIdParams, missionLeaderboardValue, missionsValue } from '@pkg/contracts/missions';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { MissionCaller, MissionService } from './missions.service.ts';

/**
 * The missions calls (decision 035), real accounts only: no session login.not.session, a trial
 * account in_need_true_account. The claim is rate-limited per IP like other changing calls.
 */
export function missionRoutes(deps: { missions: MissionService; guard: AuthGuard; claimLimitPerMinute: number }): FastifyPluginAsyncZod {
  const { missions } = deps;
  const members = deps.guard();
  const callerOf = (request: FastifyRequest): MissionCaller => ({
    brand: request.caller.brand,
    account: request.auth.account,
    language: request.caller.textLanguage,
  });
  return async (app) => {
    app.get(API.missions, { preHandler: members, schema: { response: { 200: okEnvelope(missionsValue) } } }, async (request) =>
      ok(await missions.list(callerOf(request))),
    );
    app.post(
      API.missionClaim,
      {
        preHandler: members,
        config: { rateLimit: { max: deps.claimLimitPerMinute, timeWindow: '1 minute' } },
        schema: { params: missionIdParams, response: { 200: okEnvelope(missionClaimValue) } },
      },
      async (request) => ok(await missions.claim(callerOf(request), request.params.id)),
    );
    app.get(
      API.missionLeaderboard,
      { preHandler: members, schema: { response: { 200: okEnvelope(missionLeaderboardValue) } } },
      async (request) => ok(await missions.leaderboard(callerOf(request))),
    );
    app.get(API.missionBadge, { preHandler: members, schema: { response: { 200: okEnvelope(missionBadgeValue) } } }, async (request) =>
      ok(await missions.badge(callerOf(request))),
    );
  };
}
