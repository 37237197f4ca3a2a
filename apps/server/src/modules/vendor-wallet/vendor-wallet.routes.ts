import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@pkg/contracts/routes';
import type { WalletAnswer } from '@pkg/contracts/vendor-wallet';
import { createVendorWalletLimiter, type VendorWalletLimit } from './vendor-wallet-limit.ts';
import type { VendorWalletService } from './vendor-wallet.service.ts';

/** Wallet calls are small; anything bigger is not a vendor's call. */
const WALLET_BODY_LIMIT = 16 * 1024;

/**
 * The seamless wallet API vendors call (decision 023). The body is kept as raw bytes, because the
 * signature covers exactly those bytes; the service verifies it before acting on anything.
 * Outside /wps: no Merchant header, the session or the player names the brand. No envelope.
 * Calls over the vendor's budget (decision 044) answer RATE_LIMITED with HTTP 429 and Retry-After,
 * before anything is read or moved, and are not written to the call log.
 */
export function vendorWalletRoutes(deps: { wallet: VendorWalletService; limit: VendorWalletLimit }): FastifyPluginAsyncZod {
  return async (app) => {
    const overBudget = createVendorWalletLimiter(app, deps.limit, deps.wallet.knownVendor);
    // Only in this plugin's scope: every other route keeps the normal JSON parser.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post(
      API.vendorWallet,
      {
        // Game servers call this, never a browser: the pages' security headers (CSP, frame and
        // referrer rules) mean nothing here and cost time on every bet.
        config: { securityHeaders: false },
        schema: { params: z.object({ vendorCode: z.string().max(32), action: z.string().max(32) }) },
      },
      async (request, reply) => {
        const limited = await overBudget(request);
        if (limited.over) {
          const answer: WalletAnswer = { status: 'RATE_LIMITED' };
          return reply.status(429).header('retry-after', String(limited.retryAfterSeconds)).send(answer);
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { vendorCode, action } = request.params;
        const answer = await deps.wallet.call(vendorCode, action, raw, request.headers, request.ip);
        // The one page header kept (decision 043): a JSON answer is never to be sniffed as anything else.
        return reply.status(answer.httpStatus).header('x-content-type-options', 'nosniff').send(answer.answer);
      },
    );
  };
}
