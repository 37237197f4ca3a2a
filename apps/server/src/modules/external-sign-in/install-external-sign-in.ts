import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { externalSignInRoutes } from './external-sign-in.routes.ts';
import { createExternalSignIn, type ExternalSignInDeps } from './external-sign-in.service.ts';
import { createClientSecretSealer } from './oauth-clients.ts';
import { createProviderConfigs } from './provider-config.ts';

/** Google and Facebook sign-in (decision 013): start, provider callback, and the one-time code the login dialog exchanges. */
export async function installExternalSignIn(app: FastifyInstance, ctx: AppContext, deps: Pick<ExternalSignInDeps, 'login'>): Promise<void> {
  const signIn = createExternalSignIn({
    db: ctx.db,
    clock: ctx.clock,
    sealer: createClientSecretSealer(ctx.secret),
    configs: createProviderConfigs(),
    login: deps.login,
  });
  await app.register(externalSignInRoutes({ signIn, credentialLimit: ctx.config.credentialRateLimit }));
}
