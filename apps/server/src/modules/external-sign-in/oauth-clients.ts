import type { Queryable } from '../../db/client.ts';
import { createSealer, type Sealer } from '../../lib/sealed-box.ts';

/** The providers a brand can offer sign-in with (flags googleLogin and facebookLogin). */
export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export function isSignInProvider(value: string): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** The brand flag that offers each provider. */
export const PROVIDER_FLAG = { google: 'googleLogin', facebook: 'facebookLogin' } as const;

/** Where a provider's OpenID endpoints are: discovered from the issuer, or given one by one. */
export interface ProviderEndpoints {
  issuer: string;
  /** All three or none; none means discovery at `<issuer>/.well-known/openid-configuration`. */
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  jwksUri: string | null;
}

/**
 * What each provider uses unless the operator says otherwise. Google is a discoverable OpenID
 * provider. Facebook's discovery document describes only Limited Login (no token endpoint), but
 * its login dialog runs the OpenID code flow with PKCE when asked for the `openid` scope and its
 * token endpoint then returns an ID token signed with the keys of its JWK set; so its endpoints are
 * given here (decision 013).
 */
export const PROVIDER_DEFAULTS: Record<SignInProvider, ProviderEndpoints & { scope: string }> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: null,
    tokenEndpoint: null,
    jwksUri: null,
    scope: 'openid email profile',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    jwksUri: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    scope: 'openid email',
  },
};

/** A brand's client at a provider, with the secret opened. */
export interface OAuthClient extends ProviderEndpoints {
  provider: SignInProvider;
  clientId: string;
  /** Null for a public client (PKCE only). */
  clientSecret: string | null;
  /** Changes whenever the operator changes the client, so cached provider settings are redone. */
  version: string;
}

interface ClientRow {
  client_id: string;
  client_secret_sealed: string | null;
  issuer: string;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  jwks_uri: string | null;
  updated_at: Date | string;
}

/** Client secrets are sealed under the app secret, bound to brand and provider (a copy onto another row does not open). */
export function createClientSecretSealer(appSecret: string): Sealer {
  return createSealer(appSecret, 'oauth-client-secrets');
}

function bindingOf(merchantId: string, provider: SignInProvider): string {
  return `${merchantId}:${provider}`;
}

/** The brand's client at a provider, or null when none is set up or its secret no longer opens (APP_SECRET changed). */
export async function selectOAuthClient(
  db: Queryable,
  sealer: Sealer,
  merchantId: string,
  provider: SignInProvider,
): Promise<OAuthClient | null> {
  const [row] = await db.query<ClientRow>(
    `select client_id, client_secret_sealed, issuer, authorization_endpoint, token_endpoint, jwks_uri, updated_at
       from merchant_oauth_clients where merchant_id = $1 and provider = $2`,
    [merchantId, provider],
  );
  if (!row) return null;
  let clientSecret: string | null = null;
  if (row.client_secret_sealed) {
    const opened = sealer.open(row.client_secret_sealed, bindingOf(merchantId, provider));
    if (!opened) return null;
    clientSecret = opened.toString('utf8');
  }
  return {
    provider,
    clientId: row.client_id,
    clientSecret,
    issuer: row.issuer,
    authorizationEndpoint: row.authorization_endpoint,
    tokenEndpoint: row.token_endpoint,
    jwksUri: row.jwks_uri,
    version: new Date(row.updated_at).toISOString(),
  };
}

/** What an operator sets; a sealed secret left undefined keeps the stored one, null removes it. */
export interface OAuthClientInput extends ProviderEndpoints {
  clientId: string;
  clientSecretSealed?: string | null;
}

/** Seals a client secret for its row (see createClientSecretSealer). */
export function sealClientSecret(sealer: Sealer, merchantId: string, provider: SignInProvider, secret: string): string {
  return sealer.seal(Buffer.from(secret, 'utf8'), bindingOf(merchantId, provider));
}

/** Creates or replaces the brand's client at a provider. */
export async function upsertOAuthClient(
  db: Queryable,
  merchantId: string,
  provider: SignInProvider,
  input: OAuthClientInput,
): Promise<void> {
  await db.query(
    `insert into merchant_oauth_clients
       (merchant_id, provider, client_id, client_secret_sealed, issuer, authorization_endpoint, token_endpoint, jwks_uri, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())
     on conflict (merchant_id, provider) do update set
       client_id = excluded.client_id,
       client_secret_sealed = case when $9 then excluded.client_secret_sealed else merchant_oauth_clients.client_secret_sealed end,
       issuer = excluded.issuer, authorization_endpoint = excluded.authorization_endpoint,
       token_endpoint = excluded.token_endpoint, jwks_uri = excluded.jwks_uri, updated_at = clock_timestamp()`,
    [
      merchantId,
      provider,
      input.clientId,
      input.clientSecretSealed ?? null,
      input.issuer,
      input.authorizationEndpoint,
      input.tokenEndpoint,
      input.jwksUri,
      input.clientSecretSealed !== undefined,
    ],
  );
}

/** Removes the brand's client at a provider. */
export async function deleteOAuthClient(db: Queryable, merchantId: string, provider: SignInProvider): Promise<void> {
  await db.query('delete from merchant_oauth_clients where merchant_id = $1 and provider = $2', [merchantId, provider]);
}

/** Which providers a brand has a client at, and whether each has a secret (never the secret itself). */
export async function listOAuthClients(
  db: Queryable,
  merchantId: string,
): Promise<Array<{ provider: SignInProvider; clientId: string; issuer: string; clientSecretSet: boolean; endpoints: boolean }>> {
  const rows = await db.query<{ provider: SignInProvider; client_id: string; issuer: string; secret_set: boolean; endpoints: boolean }>(
    `select provider, client_id, issuer, client_secret_sealed is not null as secret_set, token_endpoint is not null as endpoints
       from merchant_oauth_clients where merchant_id = $1 order by provider`,
    [merchantId],
  );
  return rows.map((row) => ({
    provider: row.provider,
    clientId: row.client_id,
    issuer: row.issuer,
    clientSecretSet: row.secret_set,
    endpoints: row.endpoints,
  }));
}

/**
 * True for a URL a provider may live at: https, or http on this machine only (a local provider
 * for tests and development; a real provider over plain http would leak codes and tokens).
 */
export function isProviderUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopback(url.hostname);
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
