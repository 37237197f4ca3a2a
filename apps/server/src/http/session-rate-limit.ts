import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthGuard } from './auth-guard.ts';
import { AppError } from './errors.ts';

/** A budget of calls per session: `max` calls to one route from one session in each window. */
export interface SessionBudget {
  /** Names the budget in its counters' keys (`wd`, `lotto` ...), so no two modules share a counter. */
  name: string;
  max: number;
  /** A minute when absent. */
  timeWindow?: string | number;
}

/**
 * The preHandlers of a route with a budget per session: the route's guard, then the budget, counted
 * on the session the guard found. Such a route keeps the app-wide per-IP limit (http/security.ts):
 * it must not set its own `config.rateLimit`, since a route's own limit replaces the app-wide one.
 *
 * The budget is counted only after the guard, keyed on the authenticated session id, so a caller
 * cannot invent keys: a made-up Authorization value is refused by the guard (401) and counted only
 * by the per-IP limit, which answers 429 once spent (before the session look-up). Per session so that
 * players behind one carrier address do not share this budget (they share the per-IP limit, as on
 * every API call).
 *
 * The counting is the app's own @fastify/rate-limit (`createRateLimit`; not `app.rateLimit()`, whose
 * handler does nothing on a request the per-IP hook already counted), so it uses the plugin's
 * store: Redis when the processes form a cluster (one budget whichever process answers, decision
 * 045), and skips counting while Redis is away, as the app-wide limit does. Each route has its own
 * counter, as a route's own `config.rateLimit` had. Over the budget the call gets the same 429
 * `too_many_requests` envelope and Retry-After / X-RateLimit-* headers as the plugin's own refusals.
 */
export function guardedPerSession(app: FastifyInstance, guard: ReturnType<AuthGuard>, budget: SessionBudget) {
  const check = app.createRateLimit({
    max: budget.max,
    timeWindow: budget.timeWindow ?? '1 minute',
    // Runs after the guard (below), so request.auth is set.
    keyGenerator: (request) =>
      `session|${budget.name}|${request.routeOptions.method} ${request.routeOptions.url}|${request.auth.session.sessionId}`,
    // The app-wide allow list (pages and assets) is not this budget's business.
    allowList: [],
  });
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply
      .header('x-ratelimit-limit', result.max)
      .header('x-ratelimit-remaining', 0)
      .header('x-ratelimit-reset', result.ttlInSeconds)
      .header('retry-after', result.ttlInSeconds);
    throw new AppError('too_many_requests');
  };
  return [guard, limit];
}
