import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyReply, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depositReturnPath } from '@pkg/contracts/deposit-rules';
import { normaliseLanguage, textLanguageOf, type ShippedLanguage } from '@pkg/contracts/languages';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { selectBrandLook, selectOrders } from './deposit.queries.ts';
import type { DepositOrder } from './deposit.types.ts';
import { renderSandboxPage } from './sandbox-page.ts';
import { SANDBOX_GATEWAY, SANDBOX_SIGNATURE_HEADER, signSandboxBody, type SandboxCallbackBody } from './sandbox-gateway.ts';

const params = z.object({ orderId: z.string().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The sandbox gateway's own side (decision 016): its payment page, and what its Pay and Fail
 * buttons do: send our callback endpoint a signed notice exactly as an outside gateway would
 * (through the whole HTTP stack, by in-process injection), then send the browser back to the
 * site's deposit page. Registered only when the sandbox is switched on.
 */
export function sandboxRoutes(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  /** Sends a request through the app's whole HTTP stack (the root instance's inject). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}): FastifyPluginAsyncZod {
  const { db, clock } = deps;

  async function findOrder(id: string): Promise<DepositOrder | null> {
    if (!UUID.test(id)) return null;
    const [order] = await selectOrders(db, clock.now(), 'o.id = $2 and c.gateway = $3', [id, SANDBOX_GATEWAY]);
    return order ?? null;
  }

  async function page(reply: FastifyReply, status: number, language: ShippedLanguage, order: DepositOrder | null, error?: string) {
    const brand = order ? await selectBrandLook(db, order.brandId) : null;
    const html = renderSandboxPage({
      language,
      order,
      brand,
      action: order ? API.sandboxPay.replace(':orderId', order.id) : '',
      backHref: order ? depositReturnPath(order.id) : '/index',
      ...(error ? { error } : {}),
    });
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  return async (app) => {
    await app.register(formbody);

    app.get(
      API.sandboxPay,
      { schema: { params, querystring: z.object({ lang: z.string().max(16).optional() }) } },
      async (request, reply) => {
        const language = textLanguageOf(normaliseLanguage(request.query.lang));
        const order = await findOrder(request.params.orderId);
        return page(reply, order ? 200 : 404, language, order);
      },
    );

    app.post(
      API.sandboxPay,
      { schema: { params, body: z.object({ outcome: z.enum(['paid', 'failed']), lang: z.string().max(16).optional() }) } },
      async (request, reply) => {
        const language = textLanguageOf(normaliseLanguage(request.body.lang));
        const order = await findOrder(request.params.orderId);
        if (!order) return page(reply, 404, language, null);
        if (order.status !== 'pending') return page(reply, 409, language, order);
        const notice: SandboxCallbackBody = {
          orderId: order.id,
          status: request.body.outcome,
          amountMinor: order.amountMinor.toString(),
          currency: order.currency,
          paymentId: `sbx_${randomUUID().replaceAll('-', '')}`,
          sentAt: clock.now().toISOString(),
        };
        const raw = JSON.stringify(notice);
        const answer = await deps.inject({
          method: 'POST',
          url: API.paymentCallback.replace(':gateway', SANDBOX_GATEWAY),
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(deps.secret, raw) },
          payload: raw,
        });
        if (answer.statusCode !== 200) {
          request.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox callback refused');
          return page(reply, 502, language, await findOrder(order.id), translate(language, 'sandboxPay.deliveryFailed'));
        }
        return reply.redirect(depositReturnPath(order.id), 303);
      },
    );
  };
}
