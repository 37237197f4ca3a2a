import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { LoginValue } from '@pkg/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { insertAccount, selectAccountById } from '../accounts/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { LoginService } from '../session/index.ts';
import { completeFlow, findLinkedAccount, insertFlow, insertIdentity, setHandoff, takeHandoff } from './external-sign-in.queries.ts';
import { selectOAuthClient, type OAuthClient } from './oauth-clients.ts';
import { PROVIDER_DEFAULTS, PROVIDER_FLAG, type SignInProvider } from './sign-in-providers.ts';
import type { ProviderConfigs } from './provider-config.ts';

/** How long the player has at the provider before the round trip is void. */
const FLOW_MINUTES = 10;
/** How long the site has to exchange the hand-off code once the provider sent the player back. */
const HANDOFF_SECONDS = 120;
const RETURN_TO_PATTERN = /^\/(?![/\\])[^\s\\]{0,511}$/;
/** Where the site continues when no page of its own was given: its home (SPEC.md section 2). */
const HOME = '/index';

/** A path of this site to send the browser back to, or the home page: never another site. */
export function safeReturnTo(value: string | undefined): string {
  return value && RETURN_TO_PATTERN.test(value) ? value : HOME;
}

/** A refusal after the round trip was found: the route sends the player back to the page they started from. */
export class RefusedOnReturn extends Error {
  constructor(
    readonly refusal: unknown,
    readonly returnTo: string,
  ) {
    super('sign-in refused');
  }
}
const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface ExternalSignInDeps {
  db: Db;
  clock: Clock;
  sealer: Sealer;
  configs: ProviderConfigs;
  login: LoginService;
}

/** What the start of a sign-in gives the route: where to send the browser and the value it must keep. */
export interface StartedFlow {
  redirectTo: string;
  /** Goes into an httpOnly cookie; the callback and the exchange must come from the browser holding it. */
  browserBinding: string;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function random(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Google and Facebook sign-in (decision 013): the authorization code flow with PKCE, state and
 * nonce through openid-client; the provider's user is linked to an account by its subject; the
 * site receives a one-time code, bound to the browser, that it exchanges for the session.
 */
export function createExternalSignIn(deps: ExternalSignInDeps) {
  const { db, clock } = deps;

  async function clientFor(brand: Brand, provider: SignInProvider): Promise<OAuthClient> {
    if (!brand.flags[PROVIDER_FLAG[provider]]) throw new AppError('feature_disabled', `${provider} sign-in`);
    const client = await selectOAuthClient(db, deps.sealer, brand.id, provider);
    if (!client) throw new AppError('feature_disabled', `${provider} sign-in has no client set up`);
    return client;
  }

  /** The account a provider's user signs in to: the linked one, or a new member account linked to it. */
  async function accountOf(
    request: FastifyRequest,
    brand: Brand,
    provider: SignInProvider,
    claims: oidc.IDToken,
    flow: { referral_code: string | null; terms_accepted: boolean },
  ): Promise<string> {
    const now = clock.now();
    const subject = claims.sub;
    const referralCode = flow.referral_code;
    const linked = await findLinkedAccount(db, brand.id, provider, subject, now);
    if (linked) return linked;
    // Creating an account asks for the terms like the register form (decision 066): only a round
    // trip started with the box ticked may open one. A linked player signs in without it.
    if (!flow.terms_accepted) throw new AppError('terms_not_accepted', `${provider} sign-up without consent`);
    const email = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email : null;
    const verifiedEmail = claims.email_verified === true ? email : null;
    const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 64) || null : null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Letters and digits, starting with a letter: passes every brand's username pattern family.
      const username = `${provider === 'google' ? 'gg' : 'fb'}${randomBytes(5).toString('hex')}`;
      const outcome: { id: string } | { retry: true } = await db
        .transaction(async (tx): Promise<{ id: string } | { retry: true }> => {
          const created = await insertAccount(tx, {
            brandId: brand.id,
            username,
            // No password: this account signs in through the provider (decision 013).
            passwordHash: null,
            accountType: 0,
            uplineId: null,
            nickname: name,
            mobileDialingCode: null,
            mobileNumber: null,
            email: verifiedEmail,
            profile: {},
            referralCode,
            registerMethod: provider.toUpperCase(),
            registerUrl: null,
            registerIp: request.ip,
            language: request.caller.textLanguage,
            now,
          });
          if (!created.id) return { retry: true };
          if (!(await insertIdentity(tx, { brandId: brand.id, provider, subject, accountId: created.id, email, now }))) {
            // The same user finished a second sign-in meanwhile; roll this account back and use theirs.
            throw new LinkedMeanwhile();
          }
          await recordAudit(tx, {
            brandId: brand.id,
            accountId: created.id,
            actor: 'self',
            action: 'register',
            ip: request.ip,
            after: { method: provider, username, referralCode },
            at: now,
          });
          return { id: created.id };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof LinkedMeanwhile)) throw error;
          const id = await findLinkedAccount(db, brand.id, provider, subject, now);
          if (!id) throw new AppError('internal_error');
          return { id };
        });
      if ('id' in outcome) return outcome.id;
    }
    throw new AppError('internal_error', 'no free username');
  }

  return {
    /** Starts a sign-in: records the round trip and answers the provider's authorization URL. */
    async start(
      request: FastifyRequest,
      brand: Brand,
      provider: SignInProvider,
      options: { returnTo?: string; referralCode?: string; agreeTerms?: boolean },
    ): Promise<StartedFlow> {
      const client = await clientFor(brand, provider);
      const returnTo = safeReturnTo(options.returnTo);
      const referralCode = options.referralCode && REFERRAL_PATTERN.test(options.referralCode) ? options.referralCode : null;
      // Asked before anything is written, so a provider out of reach leaves no row behind.
      const config = await deps.configs.configFor(brand.id, client);
      const state = random();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browserBinding = random();
      // The provider must know this exact address (registered per brand domain at Google and Facebook).
      const redirectUri = `${request.protocol}://${request.host}/wps/session/oauth/${provider}/callback`;
      const now = clock.now();
      await insertFlow(db, {
        brandId: brand.id,
        provider,
        stateHash: sha256(state),
        browserHash: sha256(browserBinding),
        nonce,
        codeVerifier,
        redirectUri,
        returnTo,
        referralCode,
        termsAccepted: options.agreeTerms === true,
        now,
        expiresAt: new Date(now.getTime() + FLOW_MINUTES * 60_000),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: PROVIDER_DEFAULTS[provider].scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { redirectTo: url.href, browserBinding };
    },

    /**
     * The provider sent the player back: checks the round trip (once, same browser), exchanges the
     * code, verifies the ID token (signature, issuer, audience, times, nonce), finds or creates the
     * linked account and answers where the site continues with its one-time hand-off code.
     */
    async callback(
      request: FastifyRequest,
      brand: Brand,
      provider: SignInProvider,
      query: Record<string, string>,
      browserBinding: string | undefined,
    ): Promise<{ returnTo: string; handoff: string }> {
      const state = query.state;
      if (!state || !browserBinding) throw new AppError('sign_in_state_invalid', !state ? 'no state' : 'no browser binding');
      const flow = await completeFlow(
        db,
        brand.id,
        provider,
        { stateHash: sha256(state), browserHash: sha256(browserBinding) },
        clock.now(),
      );
      if (!flow) throw new AppError('sign_in_state_invalid');
      try {
        if (query.error) throw new AppError(query.error === 'access_denied' ? 'sign_in_cancelled' : 'sign_in_provider_failed', query.error);

        const client = await clientFor(brand, provider);
        const config = await deps.configs.configFor(brand.id, client);
        const current = new URL(flow.redirect_uri);
        for (const [key, value] of Object.entries(query)) current.searchParams.set(key, value);
        let claims: oidc.IDToken | undefined;
        try {
          const tokens = await oidc.authorizationCodeGrant(config, current, {
            pkceCodeVerifier: flow.code_verifier,
            expectedState: state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          claims = tokens.claims();
        } catch (error) {
          request.log.warn({ err: error, provider }, 'sign-in code exchange failed');
          throw new AppError('sign_in_provider_failed', (error as Error).message);
        }
        if (!claims?.sub || claims.sub.length > 255) throw new AppError('sign_in_provider_failed', 'no subject');

        const accountId = await accountOf(request, brand, provider, claims, flow);
        const account = await selectAccountById(db, accountId);
        if (!account) throw new AppError('internal_error');
        if (!account.memberSite) throw new AppError('member_no_enter');
        const handoff = random();
        await setHandoff(db, flow.id, accountId, sha256(handoff), new Date(clock.now().getTime() + HANDOFF_SECONDS * 1000));
        return { returnTo: flow.return_to, handoff };
      } catch (error) {
        throw new RefusedOnReturn(error, flow.return_to);
      }
    },

    /** The site trades the one-time hand-off code (from the same browser) for the session: a login like any other. */
    async exchange(request: FastifyRequest, brand: Brand, code: string, browserBinding: string | undefined): Promise<LoginValue> {
      if (!browserBinding) throw new AppError('sign_in_state_invalid', 'no browser binding');
      const flow = await takeHandoff(db, brand.id, { handoffHash: sha256(code), browserHash: sha256(browserBinding) }, clock.now());
      if (!flow?.account_id) throw new AppError('sign_in_state_invalid');
      const account: Account | undefined = await selectAccountById(db, flow.account_id);
      if (!account || account.brandId !== brand.id) throw new AppError('sign_in_state_invalid');
      if (!account.memberSite) throw new AppError('member_no_enter');
      return deps.login.loginByProvider(request, brand, account, flow.provider);
    },
  };
}

export type ExternalSignIn = ReturnType<typeof createExternalSignIn>;

class LinkedMeanwhile extends Error {}
