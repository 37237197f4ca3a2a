import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API, HEADERS } from '@pkg/contracts/routes';
import {
  balanceValue,
  bonusesQuery,
  downlineTransferBody,
  merchantWalletValue,
  profitQuery,
  profitValue,
  recordPageValue,
  transactionsQuery,
  transferValue,
  uplineInfoValue,
  uplineTransferBody,
  walletTransferBody,
} from '@pkg/contracts/wallet';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { BalanceService } from './balance.service.ts';
import type { RecordsService } from './records.service.ts';
import type { Caller, TransferOutcome, TransferService } from './transfer.service.ts';

/**
 * The wallet calls: balance and vendor wallets (trial accounts see their demo balance), the three
 * transfers (payment password, Idempotency-Key, a per-IP limit like the credential calls), and the
 * records. Trial accounts get in_need_true_account on everything but the balance.
 */
export function walletRoutes(deps: {
  balances: BalanceService;
  transfers: TransferService;
  records: RecordsService;
  guard: AuthGuard;
  /** Transfer calls per IP a minute (they check the payment password, so they count as credential calls). */
  transferLimit: number;
}): FastifyPluginAsyncZod {
  const { balances, transfers, records, guard } = deps;
  const limited = { rateLimit: { max: deps.transferLimit, timeWindow: '1 minute' } };
  const callerOf = (request: FastifyRequest): Caller => ({ brand: request.caller.brand, account: request.auth.account, ip: request.ip });
  const answer = (reply: FastifyReply, outcome: TransferOutcome) => {
    // The body is the first answer either way; the header tells a replay apart for logs and clients that care.
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return ok(outcome.value);
  };
  const keyOf = (request: FastifyRequest) => request.headers[HEADERS.idempotencyKey];

  return async (app) => {
    app.get(
      API.balance,
      { preHandler: guard({ allowTrial: true }), schema: { response: { 200: okEnvelope(balanceValue) } } },
      async (request) => ok(await balances.balanceOf(request.caller.brand, request.auth.account)),
    );

    app.get(API.merchantWallet, { preHandler: guard(), schema: { response: { 200: okEnvelope(merchantWalletValue) } } }, async (request) =>
      ok(await balances.merchantWallets(request.caller.brand)),
    );

    app.post(
      API.walletTransfer,
      { preHandler: guard(), config: limited, schema: { body: walletTransferBody, response: { 200: okEnvelope(transferValue) } } },
      async (request, reply) => answer(reply, await transfers.walletTransfer(callerOf(request), keyOf(request), request.body)),
    );

    app.get(API.transferUpline, { preHandler: guard(), schema: { response: { 200: okEnvelope(uplineInfoValue) } } }, async (request) =>
      ok(await transfers.uplineInfo(callerOf(request))),
    );

    app.post(
      API.transferUpline,
      { preHandler: guard(), config: limited, schema: { body: uplineTransferBody, response: { 200: okEnvelope(transferValue) } } },
      async (request, reply) => answer(reply, await transfers.transferUpline(callerOf(request), keyOf(request), request.body)),
    );

    app.post(
      API.transferDownline,
      {
        preHandler: guard({ agentsOnly: true }),
        config: limited,
        schema: { body: downlineTransferBody, response: { 200: okEnvelope(transferValue) } },
      },
      async (request, reply) => answer(reply, await transfers.transferDownline(callerOf(request), keyOf(request), request.body)),
    );

    app.get(
      API.transactions,
      { preHandler: guard(), schema: { querystring: transactionsQuery, response: { 200: okEnvelope(recordPageValue) } } },
      async (request) => ok(await records.transactions(request.caller.brand, request.auth.account, request.query)),
    );

    app.get(
      API.bonusDetails,
      { preHandler: guard(), schema: { querystring: bonusesQuery, response: { 200: okEnvelope(recordPageValue) } } },
      async (request) => ok(await records.bonuses(request.caller.brand, request.auth.account, request.query)),
    );

    app.get(
      API.personalProfit,
      { preHandler: guard(), schema: { querystring: profitQuery, response: { 200: okEnvelope(profitValue) } } },
      async (request) => ok(await records.profit(request.caller.brand, request.auth.account, request.query.period)),
    );
  };
}
