import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginValue, signInExchangePayload } from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import type { ErrorCode } from '@pkg/contracts/error-codes';
import { API, SIGN_IN_RETURN } from '@pkg/contracts/routes';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { RefusedOnReturn, safeReturnTo, type ExternalSignIn } from './external-sign-in.service.ts';
import { isSignInProvider, type SignInProvider } from './sign-in-providers.ts';

/** The cookie binding a sign-in to the browser that started it; only the sign-in paths see it. */
const BINDING_COOKIE = 'ext_signin';
const COOKIE_PATH = '/wps/session/oauth';

const startQuery = z.object({
  returnTo: z.string().max(512).optional(),
  referralCode: z.string().max(32).optional(),
  // The register dialog's consent box, ticked before leaving for the provider ("true"); needed when
  // the sign-in creates the account (decision 066).
  agreeTerms: z.enum(['true', 'false']).optional(),
});

/**
 * Google and Facebook sign-in (decision 013). Start and callback are page navigations, so their
 * failures send the browser back to the site's login dialog with the error code rather than
 * answering JSON the player would see raw.
 */
export function externalSignInRoutes(deps: { signIn: ExternalSignIn; credentialLimit: number }): FastifyPluginAsyncZod {
  const LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };

  function providerOf(request: FastifyRequest): SignInProvider {
    const provider = (request.params as { provider?: string }).provider ?? '';
    if (!isSignInProvider(provider)) throw new AppError('not_found', `no sign-in provider "${provider}"`);
    return provider;
  }

  /** Back to the page the player started from (or the home page), with the login (or register) dialog showing why. */
  function backToLogin(request: FastifyRequest, reply: FastifyReply, thrown: unknown, returnTo: string | undefined) {
    const error = thrown instanceof RefusedOnReturn ? thrown.refusal : thrown;
    const code: ErrorCode = error instanceof AppError ? error.code : 'internal_error';
    if (error instanceof AppError) request.log.info({ code, detail: error.detail }, 'sign-in refused');
    else request.log.error({ err: error }, 'sign-in failed');
    const target = new URL(safeReturnTo(thrown instanceof RefusedOnReturn ? thrown.returnTo : returnTo), 'http://site.invalid');
    // A sign-up without the terms goes back to the register dialog, where the consent box is.
    target.searchParams.set('modal', code === 'terms_not_accepted' ? 'register' : 'login');
    target.searchParams.set(SIGN_IN_RETURN.error, code);
    return reply.redirect(`${target.pathname}${target.search}`, 303);
  }

  return async (app) => {
    app.get(API.signInStart, { config: LIMIT, schema: { querystring: startQuery } }, async (request, reply) => {
      const provider = providerOf(request);
      try {
        const { agreeTerms, ...options } = request.query;
        const started = await deps.signIn.start(request, request.caller.brand, provider, { ...options, agreeTerms: agreeTerms === 'true' });
        reply.setCookie(BINDING_COOKIE, started.browserBinding, {
          path: COOKIE_PATH,
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level GET, which carries Lax cookies.
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 15 * 60,
        });
        return reply.redirect(started.redirectTo, 303);
      } catch (error) {
        return backToLogin(request, reply, error, request.query.returnTo);
      }
    });

    app.get(API.signInCallback, { config: LIMIT }, async (request, reply) => {
      const provider = providerOf(request);
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      try {
        const done = await deps.signIn.callback(request, request.caller.brand, provider, query, request.cookies[BINDING_COOKIE]);
        const target = new URL(done.returnTo, 'http://site.invalid');
        // The site's login dialog takes the code, exchanges it and finishes the login there.
        target.searchParams.set('modal', 'login');
        target.searchParams.set(SIGN_IN_RETURN.code, done.handoff);
        // A path on this site only (the service accepts nothing else as returnTo).
        return reply.redirect(`${target.pathname}${target.search}`, 303);
      } catch (error) {
        return backToLogin(request, reply, error, undefined);
      }
    });

    app.post(
      API.signInExchange,
      { config: LIMIT, schema: { body: signInExchangePayload, response: { 200: okEnvelope(loginValue) } } },
      async (request, reply) => {
        const value = await deps.signIn.exchange(request, request.caller.brand, request.body.code, request.cookies[BINDING_COOKIE]);
        reply.clearCookie(BINDING_COOKIE, { path: COOKIE_PATH });
        return ok(value);
      },
    );
  };
}
