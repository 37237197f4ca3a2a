import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
// oidc-provider ships no type declarations; the few calls used here are typed below.
// @ts-expect-error -- untyped package
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (the npm package oidc-provider, by the author of openid-client) for tests
 * of Google and Facebook sign-in, shared by the server tests and the browser journeys (which is why
 * it lives outside both apps): discovery, authorization with PKCE, a login page, the token
 * endpoint with signed ID tokens, and a JWK set. Consent is given on the user's behalf (a first
 * party client), so signing in is one form: a username, or Cancel.
 */

export interface TestProviderClient {
  client_id: string;
  /** Leave out for a public client (token_endpoint_auth_method none, PKCE only). */
  client_secret?: string;
  redirect_uris: string[];
}

export interface TestProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

interface OidcProvider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<{ uid: string; params: Record<string, unknown> }>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (init: { clientId: string; accountId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

interface GrantContext {
  oidc: {
    provider: { Grant: { find(id: string): Promise<unknown> } & OidcProvider['Grant'] };
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}

/** Starts the provider on 127.0.0.1 (port 0 picks a free one). */
export async function startOidcProvider(options: {
  port?: number;
  clients: TestProviderClient[];
  users: TestProviderUser[];
}): Promise<TestProvider> {
  const users = new Map(options.users.map((user) => [user.sub, user]));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-op-key', alg: 'RS256', use: 'sig' };

  const provider: OidcProvider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.client_secret ? 'client_secret_post' : 'none',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The requested claims go into the ID token itself (as Google's do), not only to userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, id: string) {
      const user = users.get(id);
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ ...user }) };
    },
    // A first-party client: consent is given at once, so the login form is the only page.
    async loadExistingGrant(ctx: GrantContext) {
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();

  server.on('request', (request, response) => {
    const match = /^\/interaction\/([^/?]+)/.exec(request.url ?? '');
    if (!match) return handle(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, ''));
          return;
        }
        const form = new URLSearchParams(await bodyOf(request));
        if (form.has('cancel')) {
          await provider.interactionFinished(
            request,
            response,
            { error: 'access_denied', error_description: 'The user cancelled' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const login = form.get('login') ?? '';
        if (!users.has(login)) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, 'Unknown user'));
          return;
        }
        await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function loginPage(uid: string, problem: string): string {
  return `<!doctype html><html><head><title>Test provider sign-in</title></head><body>
<h1>Sign in to the test provider</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}">
<label>Username <input name="login" autocomplete="off"></label>
<button type="submit">Sign in</button>
<button type="submit" name="cancel" value="1">Cancel</button>
</form></body></html>`;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => resolve(raw));
    request.on('error', reject);
  });
}
