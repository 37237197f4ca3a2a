import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { LoginService } from '../session/index.ts';
import { passkeyRoutes } from './passkeys.routes.ts';
import { createPasskeys } from './passkeys.service.ts';

/** One-click login with a passkey (decision 073): the security centre's passkeys and the login with one, which ends in the session module's login. */
export async function installPasskeys(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { login: LoginService; guard: AuthGuard },
): Promise<void> {
  const passkeys = createPasskeys({ db: ctx.db, clock: ctx.clock, secret: ctx.secret, login: deps.login });
  await app.register(passkeyRoutes({ passkeys, guard: deps.guard, credentialLimit: ctx.config.credentialRateLimit }));
}
