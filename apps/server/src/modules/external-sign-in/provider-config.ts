import * as oidc from 'openid-client';
import { AppError } from '../../http/errors.ts';
import { isLoopback, type OAuthClient } from './oauth-clients.ts';

/** openid-client settings per brand client, discovered or built once and reused (with their key cache). */
export interface ProviderConfigs {
  configFor(brandId: string, client: OAuthClient): Promise<oidc.Configuration>;
}

// Discovery documents change rarely; an hour keeps a key rotation or endpoint move from lingering.
const CACHE_MS = 3_600_000;
// Seconds every call to a provider may take.
const TIMEOUT_S = 10;

export function createProviderConfigs(): ProviderConfigs {
  const cache = new Map<string, { config: Promise<oidc.Configuration>; until: number }>();

  async function build(client: OAuthClient): Promise<oidc.Configuration> {
    const auth = client.clientSecret ? oidc.ClientSecretPost(client.clientSecret) : oidc.None();
    const insecure = new URL(client.issuer).protocol === 'http:' && isLoopback(new URL(client.issuer).hostname);
    const metadata = { client_secret: client.clientSecret ?? undefined, id_token_signed_response_alg: 'RS256' };
    if (client.authorizationEndpoint && client.tokenEndpoint && client.jwksUri) {
      const config = new oidc.Configuration(
        {
          issuer: client.issuer,
          authorization_endpoint: client.authorizationEndpoint,
          token_endpoint: client.tokenEndpoint,
          jwks_uri: client.jwksUri,
          code_challenge_methods_supported: ['S256'],
        },
        client.clientId,
        metadata,
        auth,
      );
      config.timeout = TIMEOUT_S;
      if (insecure) oidc.allowInsecureRequests(config);
      return config;
    }
    return oidc.discovery(new URL(client.issuer), client.clientId, metadata, auth, {
      timeout: TIMEOUT_S,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }

  return {
    async configFor(brandId, client) {
      const key = `${brandId}:${client.provider}:${client.version}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.until > now) return hit.config;
      // Settings of an earlier version of this client are never asked for again.
      for (const stale of cache.keys()) if (stale.startsWith(`${brandId}:${client.provider}:`)) cache.delete(stale);
      const config = build(client);
      cache.set(key, { config, until: now + CACHE_MS });
      try {
        return await config;
      } catch (error) {
        // A provider that was out of reach is asked again next time.
        cache.delete(key);
        throw new AppError('sign_in_provider_failed', `discovery of ${client.issuer}: ${(error as Error).message}`);
      }
    },
  };
}
