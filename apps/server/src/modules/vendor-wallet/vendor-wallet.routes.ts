import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@pkg/contracts/routes';
import type { VendorWalletService } from './vendor-wallet.service.ts';

/** Wallet calls are small; anything bigger is not a vendor's call. */
const WALLET_BODY_LIMIT = 16 * 1024;

/**
 * The seamless wallet API vendors call (decision 023). The body is kept as raw bytes, because the
 * signature covers exactly those bytes; the service verifies it before acting on anything.
 * Outside /wps: no Merchant header, the session or the player names the brand. No envelope.
 */
export function vendorWalletRoutes(deps: { wallet: VendorWalletService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Only in this plugin's scope: every other route keeps the normal JSON parser.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post(
      API.vendorWallet,
      {
        // Game servers call this, never a browser: the pages' security headers (CSP, frame and
        // referrer rules) mean nothing here and cost time on every bet.
        helmet: false,
        schema: { params: z.object({ vendorCode: z.string().max(32), action: z.string().max(32) }) },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { vendorCode, action } = request.params;
        const answer = await deps.wallet.call(vendorCode, action, raw, request.headers, request.ip);
        return reply.status(answer.httpStatus).send(answer.answer);
      },
    );
  };
}
