import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A vendor's budget of wallet calls: at most `max` calls per `windowMs` from one vendor code and
 * caller address (calls naming a code no catalogue has share one budget per address).
 */
export interface VendorWalletLimit {
  max: number;
  windowMs: number;
}

/**
 * The default budget (decision 044): 10,000 calls a second per vendor and caller address. The
 * ledger bench sends 10,000 debits in all at a target of 2,000 a second (one vendor, one address), so
 * it can never pass this budget in any one second; a real game server sends far fewer. Set by
 * VENDOR_RATE_LIMIT_PER_SECOND.
 */
export const DEFAULT_VENDOR_WALLET_LIMIT: VendorWalletLimit = { max: 10_000, windowMs: 1_000 };

/** How often one vendor and address being throttled is written to the server log, at most. */
const WARN_EVERY_MS = 10_000;

/**
 * The seamless wallet's rate limit (decision 044), on the app's one rate limiter (@fastify/rate-limit,
 * http/security.ts) with its own budget and key: the vendor code of the path and the caller's
 * address. The address is part of the key so that a stranger who knows a vendor's code (it is in
 * every launch address) cannot spend that vendor's budget from elsewhere: the limit is counted before
 * the signature is checked, which is what lets it shed a flood cheaply. The code is part of the key
 * only when some brand's catalogue has it (`knownVendor`, the wallet's cached catalogue): calls naming
 * made-up codes share one budget per address, so a new code per call is no way around the limit.
 * Answers whether the call is over the budget, with the seconds until the window ends.
 */
export function createVendorWalletLimiter(
  app: FastifyInstance,
  limit: VendorWalletLimit,
  knownVendor: (vendorCode: string) => Promise<boolean>,
) {
  const keyOf = async (request: FastifyRequest) => {
    const { vendorCode } = request.params as { vendorCode: string };
    return (await knownVendor(vendorCode)) ? `vendor-wallet|${vendorCode}|${request.ip}` : `vendor-wallet-unknown|${request.ip}`;
  };
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: keyOf,
    // The app-wide limit leaves this path alone (its allow list); this one counts every call here.
    allowList: [],
  });
  const warnedUntil = new Map<string, number>();
  return async (request: FastifyRequest): Promise<{ over: false } | { over: true; retryAfterSeconds: number }> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return { over: false };
    const now = Date.now();
    if ((warnedUntil.get(result.key) ?? 0) <= now) {
      if (warnedUntil.size > 1_000) warnedUntil.clear();
      warnedUntil.set(result.key, now + WARN_EVERY_MS);
      request.log.warn(
        { vendorCode: (request.params as { vendorCode: string }).vendorCode, max: limit.max, windowMs: limit.windowMs },
        'vendor wallet calls over the budget',
      );
    }
    return { over: true, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
}
