import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAgentType } from '@pkg/contracts/agent-types';
import {
  CONTRACT_KINDS,
  CONTRACT_PATHS,
  consolidatedValue,
  contractAction,
  contractsValue,
  previewValue,
} from '@pkg/contracts/agent-contracts';
import { incomeQuery, incomeValue } from '@pkg/contracts/agents';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { attachmentName, CSV_MAX_ROWS } from '../../lib/csv.ts';
import { dayOf } from '../../lib/gmt8-days.ts';
import type { ContractService } from './contracts.service.ts';
import { incomeCsv } from './income-csv.ts';

/** Nothing shows for accounts that are not agents (members, trial accounts). */
const NO_CONTRACTS = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailySalary: false,
  hourSalary: false,
  agentRealtimeSalary: false,
  salary: false,
  enableCt: false,
  domainList: [],
};

/**
 * The contract calls (decision 029): the consolidated flags for any signed-in account, and per
 * kind its relay path (GET the page, POST an action) and My Income for agents only.
 */
export function contractRoutes(deps: {
  contracts: ContractService;
  guard: AuthGuard;
  limitPerMinute: number;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { contracts, guard } = deps;
  const agents = guard({ agentsOnly: true });
  const caller = (request: {
    caller: { brand: Parameters<ContractService['view']>[0]['brand'] };
    auth: { account: Parameters<ContractService['view']>[0]['account'] };
  }) => ({
    brand: request.caller.brand,
    account: request.auth.account,
  });
  return async (app) => {
    app.get(
      API.consolidated,
      { preHandler: guard({ allowTrial: true }), schema: { response: { 200: okEnvelope(consolidatedValue) } } },
      async (request) => ok(isAgentType(request.auth.account.accountType) ? await contracts.consolidated(caller(request)) : NO_CONTRACTS),
    );
    for (const kind of CONTRACT_KINDS) {
      app.get(CONTRACT_PATHS[kind], { preHandler: agents, schema: { response: { 200: okEnvelope(contractsValue) } } }, async (request) =>
        ok(await contracts.view(caller(request), kind)),
      );
      app.post(
        CONTRACT_PATHS[kind],
        {
          preHandler: agents,
          config: { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute' } },
          schema: { body: contractAction, response: { 200: okEnvelope(z.union([contractsValue, previewValue])) } },
        },
        async (request) => ok(await contracts.act(caller(request), kind, request.body)),
      );
    }
    app.get(
      API.agentIncome,
      { preHandler: agents, schema: { querystring: incomeQuery, response: { 200: okEnvelope(incomeValue) } } },
      async (request, reply) => {
        const query = request.query;
        if (query.format !== 'csv') return ok(await contracts.income(caller(request), query));
        const value = await contracts.income(caller(request), { ...query, pageNo: 1, pageSize: CSV_MAX_ROWS });
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentName(`my-income-${dayOf(deps.now())}.csv`))
          .header('cache-control', 'no-store')
          .send(incomeCsv(value, request.caller.brand.currency));
      },
    );
  };
}
