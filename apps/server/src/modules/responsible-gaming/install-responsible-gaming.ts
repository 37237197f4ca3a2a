import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { SessionService } from '../session/index.ts';
import { createRgGate, type RgGate } from './rg-gate.ts';
import { createRulesCache, type RulesCache } from './rg-rules.ts';
import { createSessionTime, type SessionTime } from './rg-session.ts';
import { responsibleGamingRoutes } from './responsible-gaming.routes.ts';
import { createResponsibleGamingService } from './responsible-gaming.service.ts';
import { createRgDesk } from './rg-desk.service.ts';
import { rgDeskRoutes } from './rg-desk.routes.ts';
import type { BrandService } from '../brands/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/** The gate other modules call (login, deposits, stakes) and the rules cache it shares with the player's calls. */
export interface ResponsibleGaming {
  gate: RgGate;
  cache: RulesCache;
  /** The session time limit's check, which the auth guard runs on every call, and the reality check. */
  sessionTime: SessionTime;
}

/**
 * Responsible gaming, part one (decision 037): the rules cache (cleared across the cluster), the
 * session time limit and the gate exist before the modules that enforce them are built (the auth
 * guard, login, deposits, the vendor wallet, the lottery, house slots), so app.ts installs this first.
 */
export function installRgRules(_app: FastifyInstance, ctx: AppContext): ResponsibleGaming {
  const { db, clock, cluster } = ctx;
  const cache = createRulesCache(db, clock, ctx.config.brandCacheMs, cluster);
  const sessionTime = createSessionTime({ db, clock, cache });
  return { gate: createRgGate({ clock, cache, sessionTime, cluster }), cache, sessionTime };
}

/**
 * Part two: the player's calls under /wps/member/responsibleGaming and the back office's desk under
 * /bo/rg, where staff see and apply a player's limits and breaks.
 */
export async function installResponsibleGaming(
  app: FastifyInstance,
  ctx: AppContext,
  rg: ResponsibleGaming,
  deps: {
    sessions: SessionService;
    opener: PayloadOpener;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    brands: Pick<BrandService, 'byCode'>;
  },
): Promise<void> {
  const { db, clock } = ctx;
  const service = createResponsibleGamingService({
    db,
    clock,
    hasher: ctx.hasher,
    sessions: deps.sessions,
    cache: rg.cache,
    sessionTime: rg.sessionTime,
  });
  await app.register(
    responsibleGamingRoutes({
      service,
      sessionTime: rg.sessionTime,
      opener: deps.opener,
      guard: deps.guard,
      moneyLimitPerMinute: ctx.config.credentialRateLimit,
    }),
  );
  const desk = createRgDesk({ db, clock, brands: deps.brands, service, sessionTime: rg.sessionTime });
  await app.register(rgDeskRoutes({ desk, guard: deps.staffGuard }));
}
