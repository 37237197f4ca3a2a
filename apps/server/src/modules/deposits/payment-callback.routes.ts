import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { PaymentCallbacks } from './payment-callback.service.ts';

/** Callbacks are small; anything bigger is not a gateway's notice. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/**
 * Payment gateways' server-to-server callbacks (decision 016). The body is kept as raw bytes
 * whatever its type, because the signature covers exactly those bytes; the gateway's adapter
 * verifies it before anything is parsed. Outside /wps: a gateway names no brand, its order does.
 */
export function paymentCallbackRoutes(deps: { callbacks: PaymentCallbacks }): FastifyPluginAsyncZod {
  return async (app) => {
    // Only in this plugin's scope: every other route keeps the normal JSON parser.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post(API.paymentCallback, { schema: { params: z.object({ gateway: z.string().max(32) }) } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await deps.callbacks.handle(request.params.gateway, raw, request.headers, request.ip);
      return ok(outcome);
    });
  };
}
