import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { referralInvitationValue, referralInviteesQuery, referralInviteesValue, referralSummaryValue } from '@pkg/contracts/referral';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { guardedPerSession } from '../../http/session-rate-limit.ts';
import type { ReferralCaller, ReferralService } from './referral.service.ts';
import { requestOrigin } from '../agent-team/index.ts';

/**
 * Invite friends (decision 034): a session is needed (login.not.session), trial accounts are
 * refused (in_need_true_account); an agent's invitation says `agent` (the agent centre has its
 * own) and its lists answer referral_members_only.
 */
export function referralRoutes(deps: { referral: ReferralService; guard: AuthGuard; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { referral } = deps;
  const members = deps.guard();
  const callerOf = (request: FastifyRequest): ReferralCaller => ({
    brand: request.caller.brand,
    account: request.auth.account,
    came: requestOrigin(request),
  });
  // Refused while the brand has invite friends switched off (its routers, decision 074).
  const OFFERED = { siteRoute: 'referral' as const };
  return async (app) => {
    // Per session (players behind one carrier address do not share it): the invitation may write the caller's code.
    const limited = guardedPerSession(app, members, { name: 'referral', max: deps.limitPerMinute });
    app.get(
      API.referralInvitation,
      { preHandler: limited, config: OFFERED, schema: { response: { 200: okEnvelope(referralInvitationValue) } } },
      async (request) => ok(await referral.invitation(callerOf(request))),
    );
    app.get(
      API.referralInvitees,
      {
        preHandler: limited,
        config: OFFERED,
        schema: { querystring: referralInviteesQuery, response: { 200: okEnvelope(referralInviteesValue) } },
      },
      async (request) => ok(await referral.invitees(callerOf(request), request.query)),
    );
    app.get(
      API.referralSummary,
      { preHandler: limited, config: OFFERED, schema: { response: { 200: okEnvelope(referralSummaryValue) } } },
      async (request) => ok(await referral.summary(callerOf(request))),
    );
  };
}
