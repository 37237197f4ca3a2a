import type { Queryable } from '../../db/client.ts';
import { createSealer, type Sealer } from '../../lib/sealed-box.ts';
import { selectClientRow } from './oauth-clients.queries.ts';
import type { ProviderEndpoints, SignInProvider } from './sign-in-providers.ts';

/** A brand's client at a provider, with the secret opened. */
export interface OAuthClient extends ProviderEndpoints {
  provider: SignInProvider;
  clientId: string;
  /** Null for a public client (PKCE only). */
  clientSecret: string | null;
  /** Changes whenever the operator changes the client, so cached provider settings are redone. */
  version: string;
}

/** Client secrets are sealed under the app secret, bound to brand and provider (a copy onto another row does not open). */
export function createClientSecretSealer(appSecret: string): Sealer {
  return createSealer(appSecret, 'oauth-client-secrets');
}

function bindingOf(brandId: string, provider: SignInProvider): string {
  return `${brandId}:${provider}`;
}

/** The brand's client at a provider, or null when none is set up or its secret no longer opens (APP_SECRET changed). */
export async function selectOAuthClient(
  db: Queryable,
  sealer: Sealer,
  brandId: string,
  provider: SignInProvider,
): Promise<OAuthClient | null> {
  const row = await selectClientRow(db, brandId, provider);
  if (!row) return null;
  let clientSecret: string | null = null;
  if (row.client_secret_sealed) {
    const opened = sealer.open(row.client_secret_sealed, bindingOf(brandId, provider));
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

/** Seals a client secret for its row (see createClientSecretSealer). */
export function sealClientSecret(sealer: Sealer, brandId: string, provider: SignInProvider, secret: string): string {
  return sealer.seal(Buffer.from(secret, 'utf8'), bindingOf(brandId, provider));
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
