import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { orderSchema, placeOrderBody, placeOrderValue, ticketsQuery, ticketsValue } from '@pkg/contracts/lottery';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { ok } from '../../../http/envelope.ts';
import { guardedPerSession } from '../../../http/session-rate-limit.ts';
import { readIdempotencyKey } from '../../../http/idempotency-key.ts';
import type { OrderService } from './orders.service.ts';
import type { OrderCaller } from './place-order.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * The lottery's money calls (decision 028), with the /wps envelope: placing an order (an
 * Idempotency-Key, limited per session), reading orders and tickets, cancelling a chase's draws.
 * Trial accounts bet their demo money.
 */
export function orderRoutes(deps: { orders: OrderService; guard: AuthGuard; limitPerMinute: number }): FastifyPluginAsyncZod {
  const player = deps.guard({ allowTrial: true });
  const caller = (request: FastifyRequest): OrderCaller => ({
    brand: request.caller.brand,
    account: request.auth.account,
    ip: request.ip,
    language: request.caller.language,
  });
  return async (app) => {
    const limited = guardedPerSession(app, player, { name: 'lotto', max: deps.limitPerMinute });
    app.post(
      API.lotteryOrders,
      { preHandler: limited, schema: { body: placeOrderBody, response: { 200: okEnvelope(placeOrderValue) } } },
      async (request) => ok(await deps.orders.place(caller(request), request.body, readIdempotencyKey(request))),
    );
    app.get(
      API.lotteryOrder,
      { preHandler: player, schema: { params: idParams, response: { 200: okEnvelope(orderSchema) } } },
      async (request) => ok(await deps.orders.order(caller(request), request.params.id)),
    );
    app.post(
      API.lotteryOrderCancel,
      { preHandler: limited, schema: { params: idParams, response: { 200: okEnvelope(orderSchema) } } },
      async (request) => ok(await deps.orders.cancel(caller(request), request.params.id)),
    );
    app.get(
      API.lotteryTickets,
      { preHandler: player, schema: { querystring: ticketsQuery, response: { 200: okEnvelope(ticketsValue) } } },
      async (request) => ok(await deps.orders.tickets(caller(request), request.query)),
    );
  };
}
