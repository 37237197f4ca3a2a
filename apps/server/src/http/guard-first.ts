import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';

/** Who a guarded route lets through: a player's session, an agent's, or a staff member's. */
export type GuardKind = 'player' | 'agent' | 'staff';

/** What a route's guard asks for; the route catalogue (and the route-walking test) reads it. */
export interface GuardMark {
  kind: GuardKind;
  /** Player routes: trial accounts (type 4) may call it. */
  allowTrial?: boolean;
  /** Staff routes: the permission the call needs, when it needs one beyond a session. */
  permission?: string;
}

/** A route as registered, with the guard it declared (null: public). */
export interface GuardedRoute {
  method: string;
  url: string;
  guard: GuardMark | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by installGuardFirst from the route's guard: who may call it. */
    guard?: GuardMark;
  }
}

const MARK = Symbol('guard-mark');
type Marked = { [MARK]?: GuardMark };

/** Marks a guard hook with what it checks, so installGuardFirst runs it before the input is read. */
export function markGuard<F extends (...args: never[]) => unknown>(hook: F, mark: GuardMark): F {
  (hook as F & Marked)[MARK] = mark;
  return hook;
}

/** The mark of a guard hook, or null for any other hook. */
export function guardMarkOf(hook: unknown): GuardMark | null {
  return typeof hook === 'function' ? ((hook as Marked)[MARK] ?? null) : null;
}

const catalogues = new WeakMap<FastifyInstance, GuardedRoute[]>();

/** Every route registered after installGuardFirst, with its guard; for the route-walking test. */
export function guardedRoutes(app: FastifyInstance): readonly GuardedRoute[] {
  return catalogues.get(app) ?? [];
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Authenticates before validating (decision 060). Routes name their guard among their preHandlers,
 * which Fastify runs after the body is parsed and the schema checked, so a caller without a session
 * learnt the call's shape from a 400 (`q: Invalid input`). For every route registered from now on,
 * the marked guards move to the route's onRequest hooks: they run after the app's own onRequest
 * hooks (request id, security headers, rate limit, cookies, the caller's brand and access status)
 * and before the body is read, so a caller without the right session gets 401 or 403 whatever it
 * sends. Other preHandlers (per-session budgets, which read what the guard found) stay where they
 * were, after the guard. Call before any route is registered.
 */
export function installGuardFirst(app: FastifyInstance): void {
  const routes: GuardedRoute[] = [];
  catalogues.set(app, routes);
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler as preHandlerHookHandler | preHandlerHookHandler[] | undefined);
    const guards = preHandlers.filter((hook) => guardMarkOf(hook) !== null);
    const mark = guards.length > 0 ? guardMarkOf(guards[0]) : null;
    if (mark) {
      route.preHandler = preHandlers.filter((hook) => guardMarkOf(hook) === null);
      const onRequest = asList(route.onRequest as onRequestHookHandler | onRequestHookHandler[] | undefined);
      route.onRequest = [...onRequest, ...(guards as unknown as onRequestHookHandler[])];
      route.config = { ...route.config, guard: mark };
    }
    for (const method of asList(route.method)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, guard: mark });
    }
  });
}
