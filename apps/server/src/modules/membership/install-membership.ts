import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { accountRoutes, type AccountRouteDeps } from './account.routes.ts';
import { createAccountService, type AccountDeps } from './account.service.ts';
import { createRegisterService, type RegisterDeps } from './register.service.ts';

/**
 * Membership: joining (registration by username or mobile, the brand's field rules) and the
 * member's own account (info, avatar, password change and reset by phone, language). The account
 * records themselves are modules/accounts', which the session and every other module read. Answers the registration service, which the agent
 * centre (downline) and the referral programme (invitation codes) use.
 */
export async function installMembership(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Pick<RegisterDeps, 'system' | 'captcha' | 'humanCheck' | 'firebase' | 'paymentPassword'> &
    Pick<AccountDeps, 'sessions' | 'smsCodes'> &
    Pick<AccountRouteDeps, 'login' | 'opener' | 'guard'>,
) {
  const { db, clock, hasher } = ctx;
  const { system, captcha, humanCheck, smsCodes, firebase, paymentPassword } = deps;
  const register = createRegisterService({ db, clock, hasher, system, captcha, humanCheck, smsCodes, firebase, paymentPassword });
  const accounts = createAccountService({ db, clock, hasher, sessions: deps.sessions, system, smsCodes });
  const { login, opener, guard } = deps;
  await app.register(accountRoutes({ register, accounts, login, opener, guard, credentialLimit: ctx.config.credentialRateLimit }));
  return { register };
}
