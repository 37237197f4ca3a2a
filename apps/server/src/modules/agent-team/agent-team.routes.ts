import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inviteValue,
  periodQuery,
  registerDownlinePayload,
  registerDownlineValue,
  teamBetsQuery,
  teamBetsValue,
  teamMembersQuery,
  teamMembersValue,
  teamOverviewValue,
  teamProfitQuery,
  teamProfitValue,
  teamTransactionsQuery,
  teamTransactionsValue,
} from '@pkg/contracts/agents';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import type { Currency } from '@pkg/money/money';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { Clock } from '../../lib/clock.ts';
import { attachmentName, CSV_MAX_ROWS } from '../../lib/csv.ts';
import { dayOf } from '../../lib/gmt8-days.ts';
import { requestOrigin, type TeamInviteService } from './team-invite.service.ts';
import { betsCsv, membersCsv, overviewCsv, profitCsv, transactionsCsv } from './team-csv.ts';
import type { TeamCaller, TeamReportsService } from './team-reports.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

const callerOf = (request: FastifyRequest): TeamCaller => ({
  brand: request.caller.brand,
  account: request.auth.account,
  language: request.caller.textLanguage,
});

/** The page a call asks for, or for a CSV download the first CSV_MAX_ROWS rows. */
const pagingOf = (query: { format: 'json' | 'csv'; pageNo: number; pageSize: number }) =>
  query.format === 'csv' ? { pageNo: 1, pageSize: CSV_MAX_ROWS } : { pageNo: query.pageNo, pageSize: query.pageSize };

const currencyOf = (request: FastifyRequest): Currency => request.caller.brand.currency;

/**
 * The agent centre's team calls (decision 029), agents only: trial accounts get
 * in_need_true_account, members error_not_agent, no session login.not.session. Every report
 * answers JSON in the envelope, or with `format=csv` a CSV download of up to CSV_MAX_ROWS rows.
 */
export function agentTeamRoutes(deps: {
  reports: TeamReportsService;
  invites: TeamInviteService;
  guard: AuthGuard;
  opener: PayloadOpener;
  clock: Clock;
  /** Per-IP registrations a minute (they hash a password, so they count as credential calls). */
  registerLimit: number;
}): FastifyPluginAsyncZod {
  const { reports, invites } = deps;
  const agents = deps.guard({ agentsOnly: true });
  const csv = (reply: FastifyReply, name: string, body: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentName(`${name}-${dayOf(deps.clock.now())}.csv`))
      .header('cache-control', 'no-store')
      .send(body);

  return async (app) => {
    app.get(
      API.agentTeamOverview,
      { preHandler: agents, schema: { querystring: periodQuery, response: { 200: okEnvelope(teamOverviewValue) } } },
      async (request, reply) => {
        const value = await reports.overview(callerOf(request), request.query);
        return request.query.format === 'csv' ? csv(reply, 'team-overview', overviewCsv(value, currencyOf(request))) : ok(value);
      },
    );

    app.get(
      API.agentTeamMembers,
      { preHandler: agents, schema: { querystring: teamMembersQuery, response: { 200: okEnvelope(teamMembersValue) } } },
      async (request, reply) => {
        const value = await reports.members(callerOf(request), { ...request.query, ...pagingOf(request.query) });
        return request.query.format === 'csv' ? csv(reply, 'team-members', membersCsv(value, currencyOf(request))) : ok(value);
      },
    );

    app.get(
      API.agentTeamBets,
      { preHandler: agents, schema: { querystring: teamBetsQuery, response: { 200: okEnvelope(teamBetsValue) } } },
      async (request, reply) => {
        const value = await reports.bets(callerOf(request), { ...request.query, ...pagingOf(request.query) });
        return request.query.format === 'csv' ? csv(reply, 'team-bets', betsCsv(value, currencyOf(request))) : ok(value);
      },
    );

    app.get(
      API.agentTeamProfit,
      { preHandler: agents, schema: { querystring: teamProfitQuery, response: { 200: okEnvelope(teamProfitValue) } } },
      async (request, reply) => {
        const value = await reports.profit(callerOf(request), { ...request.query, ...pagingOf(request.query) });
        return request.query.format === 'csv' ? csv(reply, 'team-profit', profitCsv(value, currencyOf(request))) : ok(value);
      },
    );

    app.get(
      API.agentTeamTransactions,
      { preHandler: agents, schema: { querystring: teamTransactionsQuery, response: { 200: okEnvelope(teamTransactionsValue) } } },
      async (request, reply) => {
        const value = await reports.transactions(callerOf(request), { ...request.query, ...pagingOf(request.query) });
        return request.query.format === 'csv' ? csv(reply, 'team-transactions', transactionsCsv(value, currencyOf(request))) : ok(value);
      },
    );
    inviteRoutes(app, invites, agents, deps);
  };
}

/** The agent's invitation and registering a downline (a credential call: rate-limited per IP, its payload encrypted). */
function inviteRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  invites: TeamInviteService,
  agents: ReturnType<AuthGuard>,
  deps: { opener: PayloadOpener; registerLimit: number },
): void {
  app.get(API.agentInvite, { preHandler: agents, schema: { response: { 200: okEnvelope(inviteValue) } } }, async (request) =>
    ok(await invites.invite(request.caller.brand, request.auth.account, requestOrigin(request))),
  );

  app.post(
    API.agentRegister,
    {
      preHandler: agents,
      config: { rateLimit: { max: deps.registerLimit, timeWindow: '1 minute' } },
      schema: { response: { 200: okEnvelope(registerDownlineValue) } },
    },
    async (request) => {
      const payload = await deps.opener.open(request, registerDownlinePayload);
      return ok(await invites.registerDownline(request, request.caller.brand, request.auth.account, payload));
    },
  );
}
