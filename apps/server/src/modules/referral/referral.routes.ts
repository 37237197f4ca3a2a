import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { referralInvitationValue, referralInviteesQuery, referralInviteesValue, referralSummaryValue } from '@pkg/contracts/referral';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { ReferralCaller, ReferralService } from './referral.service.ts';

/**
 * Invite friends (decision 034): a session is needed (login.not.session), trial accounts are
 * refused (in_need_true_account); an agent's invitation says `agent` (the agent centre has its
 * own) and its lists answer referral_members_only.
 */
export function referralRoutes(deps: { referral: ReferralService; guard: AuthGuard; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { referral } = deps;
  const members = deps.guard();
  const callerOf = (request: FastifyRequest): ReferralCaller => ({ brand: request.caller.brand, account: request.auth.account });
  // Per session (players behind one carrier address do not share it): the invitation may write the caller's code.
  const limit = {
    rateLimit: {
      max: deps.limitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const token = request.headers.authorization;
        return typeof token === 'string' && token.length > 0 ? `referral:${token.slice(0, 128)}` : `referral-ip:${request.ip}`;
      },
    },
  };
  return async (app) => {
    app.get(
      API.referralInvitation,
      { preHandler: members, config: limit, schema: { response: { 200: okEnvelope(referralInvitationValue) } } },
      async (request) => ok(await referral.invitation(callerOf(request))),
    );
    app.get(
      API.referralInvitees,
      {
        preHandler: members,
        config: limit,
        schema: { querystring: referralInviteesQuery, response: { 200: okEnvelope(referralInviteesValue) } },
      },
      async (request) => ok(await referral.invitees(callerOf(request), request.query)),
    );
    app.get(
      API.referralSummary,
      { preHandler: members, config: limit, schema: { response: { 200: okEnvelope(referralSummaryValue) } } },
      async (request) => ok(await referral.summary(callerOf(request))),
    );
  };
}
