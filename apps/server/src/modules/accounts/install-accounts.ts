import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { accountRoutes, type AccountRouteDeps } from './account.routes.ts';
import { createAccountService, type AccountDeps } from './account.service.ts';
import { createRegisterService, type RegisterDeps } from './register.service.ts';

/**
 * Accounts: registration (by username or mobile, the brand's field rules), member info, avatar,
 * password change and reset by phone, language. Answers the registration service, which the agent
 * centre (downline) and the referral programme (invitation codes) use.
 */
export async function installAccounts(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Pick<RegisterDeps, 'system' | 'captcha' | 'humanCheck' | 'smsCodes' | 'firebase' | 'paymentPassword'> &
    Pick<AccountDeps, 'sessions'> &
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
