import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { createAuthenticatorService, type AuthenticatorDeps } from './authenticator.service.ts';
import { createPhoneBinding } from './phone-binding.ts';
import { securityRoutes } from './security.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService, type TwoFactorDeps } from './two-factor.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * Two-factor from a new IP (decision 014): authenticator, SMS code, e-mailed code or bank account
 * name; the request for a code during a held login, and the security centre's authenticator calls.
 * Answers the service the login holds new addresses with.
 */
export async function installTwoFactor(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Pick<TwoFactorDeps, 'smsCodes' | 'emailCodes' | 'messenger'> &
    Pick<AuthenticatorDeps, 'sessions'> & { opener: PayloadOpener; guard: AuthGuard },
) {
  const { db, clock } = ctx;
  const credentialLimit = ctx.config.credentialRateLimit;
  const authenticator = createAuthenticatorService({ db, clock, secret: ctx.secret, hasher: ctx.hasher, sessions: deps.sessions });
  const twoFactor = createTwoFactorService({
    db,
    clock,
    authenticator,
    smsCodes: deps.smsCodes,
    emailCodes: deps.emailCodes,
    ...(deps.messenger ? { messenger: deps.messenger } : {}),
  });
  await app.register(twoFactorRoutes({ twoFactor, credentialLimit }));
  const phoneBinding = createPhoneBinding({ db, clock, smsCodes: deps.smsCodes });
  await app.register(securityRoutes({ twoFactor, authenticator, phoneBinding, opener: deps.opener, guard: deps.guard, credentialLimit }));
  return { twoFactor };
}
