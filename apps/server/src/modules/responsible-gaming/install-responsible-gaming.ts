import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { SessionService, PayloadOpener } from '../session/index.ts';
import { createRgGate, type RgGate } from './rg-gate.ts';
import { createRulesCache, type RulesCache } from './rg-rules.ts';
import { createSessionTime, type SessionTime } from './rg-session.ts';
import { responsibleGamingRoutes } from './responsible-gaming.routes.ts';
import { createResponsibleGamingService, type ResponsibleGamingService } from './responsible-gaming.service.ts';
import { createRgDesk } from './rg-desk.service.ts';
import { rgDeskRoutes } from './rg-desk.routes.ts';
import type { BrandService } from '../brands/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { Cluster } from '../../lib/cluster.ts';

/** The gate other modules call (login, deposits, stakes) and the rules cache it shares with the player's calls. */
export interface ResponsibleGaming {
  gate: RgGate;
  cache: RulesCache;
  /** The session time limit's check, which the auth guard runs on every call, and the reality check. */
  sessionTime: SessionTime;
}

/**
 * Responsible gaming, part one (decision 037): the gate exists before the modules that enforce it
 * are built (login, deposits, the vendor wallet, the lottery), so app.ts creates it first.
 */
export function createResponsibleGaming(deps: { db: Db; clock: Clock; cacheMs: number; cluster?: Cluster }): ResponsibleGaming {
  const cache = createRulesCache(deps.db, deps.clock, deps.cacheMs, deps.cluster);
  const sessionTime = createSessionTime({ db: deps.db, clock: deps.clock, cache });
  return {
    gate: createRgGate({ clock: deps.clock, cache, sessionTime, ...(deps.cluster ? { cluster: deps.cluster } : {}) }),
    cache,
    sessionTime,
  };
}

/** Part two: the player's calls under /wps/member/responsibleGaming; answers the service for the back office's desk. */
export async function installResponsibleGaming(
  app: FastifyInstance,
  rg: ResponsibleGaming,
  deps: {
    db: Db;
    clock: Clock;
    hasher: PasswordHasher;
    sessions: SessionService;
    opener: PayloadOpener;
    guard: AuthGuard;
    moneyLimitPerMinute: number;
  },
): Promise<ResponsibleGamingService> {
  const service = createResponsibleGamingService({
    db: deps.db,
    clock: deps.clock,
    hasher: deps.hasher,
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
      moneyLimitPerMinute: deps.moneyLimitPerMinute,
    }),
  );
  return service;
}

/** Part three, once the staff guard exists: the back office's desk under /bo/rg. */
export async function installRgDesk(
  app: FastifyInstance,
  rg: ResponsibleGaming,
  deps: { db: Db; clock: Clock; brands: Pick<BrandService, 'byCode'>; service: ResponsibleGamingService; guard: StaffGuard },
): Promise<void> {
  const desk = createRgDesk({ db: deps.db, clock: deps.clock, brands: deps.brands, service: deps.service, sessionTime: rg.sessionTime });
  await app.register(rgDeskRoutes({ desk, guard: deps.guard }));
}
