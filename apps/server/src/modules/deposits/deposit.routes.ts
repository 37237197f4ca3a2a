import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDepositPayload, depositChannelList, depositOrderPage, depositOrdersQuery, depositOrderView } from '@pkg/contracts/deposits';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { readUploads } from '../uploads/index.ts';
import { readIdempotencyKey } from '../../http/idempotency-key.ts';
import type { DepositCaller, DepositService } from './deposit.service.ts';

const orderParams = z.object({ id: z.string().max(64) });

function callerOf(request: FastifyRequest): DepositCaller {
  return { brand: request.caller.brand, account: request.auth.account, language: request.caller.textLanguage, ip: request.ip };
}

/**
 * The member centre's deposit calls (SPEC.md depositv2, decision 016). Real accounts only: trial
 * accounts get in_need_true_account from the guard. Changing calls need an Idempotency-Key.
 */
export function depositRoutes(deps: {
  deposits: DepositService;
  guard: AuthGuard;
  /** Changing calls a minute per IP (receipts are re-encoded, which costs CPU). */
  moneyLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  const member = deps.guard();
  const limit = { rateLimit: { max: deps.moneyLimitPerMinute, timeWindow: '1 minute' } };
  return async (app) => {
    app.get(API.depositChannels, { preHandler: member, schema: { response: { 200: okEnvelope(depositChannelList) } } }, async (request) =>
      ok(await deps.deposits.channels(request.caller.brand)),
    );

    app.post(
      API.depositOrders,
      { config: limit, preHandler: member, schema: { body: createDepositPayload, response: { 200: okEnvelope(depositOrderView) } } },
      async (request) => {
        const key = readIdempotencyKey(request);
        return ok(await deps.deposits.create(callerOf(request), key, request.body));
      },
    );

    app.get(
      API.depositOrders,
      { preHandler: member, schema: { querystring: depositOrdersQuery, response: { 200: okEnvelope(depositOrderPage) } } },
      async (request) => ok(await deps.deposits.orders(callerOf(request), request.query.before, request.query.limit)),
    );

    app.get(
      API.depositOrder,
      { preHandler: member, schema: { params: orderParams, response: { 200: okEnvelope(depositOrderView) } } },
      async (request) => ok(await deps.deposits.order(callerOf(request), request.params.id)),
    );

    app.post(
      API.depositSubmit,
      { config: limit, preHandler: member, schema: { params: orderParams, response: { 200: okEnvelope(depositOrderView) } } },
      async (request) => {
        // The key first: a call without one is refused before its images are read and re-encoded.
        const key = readIdempotencyKey(request);
        const { fields, images } = await readUploads(request);
        return ok(await deps.deposits.submit(callerOf(request), key, request.params.id, fields.reference ?? '', images));
      },
    );

    app.post(
      API.depositCancel,
      { config: limit, preHandler: member, schema: { params: orderParams, response: { 200: okEnvelope(depositOrderView) } } },
      async (request) => {
        const key = readIdempotencyKey(request);
        return ok(await deps.deposits.cancel(callerOf(request), key, request.params.id));
      },
    );
  };
}
