import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Brand } from '../brands/index.ts';
import { createAuthGuard, type AuthGuard, type SessionLimitCheck } from '../../http/auth-guard.ts';
import { createFirebaseKeys, GOOGLE_FIREBASE_JWKS_URL } from './firebase-keys.ts';
import { createFirebaseTokenVerifier } from './firebase-token.ts';
import { createLoginFailures, type LoginFailures } from './login-failures.ts';
import { selectAgentFactorReady } from './agent-factor.queries.ts';
import { createLoginService, type LoginDeps } from './login.service.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessionService, type SessionService } from './session.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * Part one: the session store, the failed-login count, and the auth guard that resolves a call's session (and runs the
 * player's session time limit, `sessionTime`, decision 037). Every module with signed-in calls
 * needs the guard, so it exists before them; the login (part two) needs modules built after it.
 */
export function installSessions(_app: FastifyInstance, ctx: AppContext, deps: { sessionTime: SessionLimitCheck }) {
  const sessions = createSessionService(ctx.db, ctx.clock);
  // Failed logins per typed username: the login counts them, a password reset by e-mail clears them.
  const loginFailures = createLoginFailures(ctx.clock);
  // Agents move money to their downlines: their calls wait for a bound second factor where the brand asks (decision 060).
  const agentFactor = {
    ready: async (brand: Brand, accountId: string) => !brand.flags.agentSecondFactor || (await selectAgentFactorReady(ctx.db, accountId)),
  };
  return { sessions, loginFailures, guard: createAuthGuard(sessions, deps.sessionTime, agentFactor) };
}

/**
 * Part two: logging in (password, SMS code, Firebase, free play), the second step of a login held
 * for two-factor, and logout. Firebase mode's ID tokens are checked against Google's keys (or the
 * configured ones, decision 013). Answers the login (the accounts' registration, external sign-in
 * and the two-factor answer finish through it) and the Firebase verifier (registration uses it).
 */
export async function installLogin(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Pick<LoginDeps, 'captcha' | 'humanCheck' | 'smsCodes' | 'twoFactor' | 'exclusions'> & {
    loginFailures: LoginFailures;
    sessions: SessionService;
    guard: AuthGuard;
    opener: PayloadOpener;
  },
) {
  const { db, clock, config } = ctx;
  const keys = createFirebaseKeys({ url: config.firebaseKeysUrl ?? GOOGLE_FIREBASE_JWKS_URL, file: config.firebaseKeysFile ?? '' });
  const firebase = createFirebaseTokenVerifier({ db, clock, keys });
  const login = createLoginService({
    db,
    clock,
    hasher: ctx.hasher,
    sessions: deps.sessions,
    failures: deps.loginFailures,
    captcha: deps.captcha,
    humanCheck: deps.humanCheck,
    smsCodes: deps.smsCodes,
    twoFactor: deps.twoFactor,
    firebase,
    exclusions: deps.exclusions,
    cluster: ctx.cluster,
  });
  const { sessions, opener, guard } = deps;
  await app.register(sessionRoutes({ login, sessions, opener, guard, credentialLimit: config.credentialRateLimit }));
  return { login, firebase };
}
