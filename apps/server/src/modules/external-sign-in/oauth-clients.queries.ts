import type { Queryable } from '../../db/client.ts';
import type { ProviderEndpoints, SignInProvider } from './sign-in-providers.ts';

/** A brand's client at a provider as stored (the secret sealed). */
export interface ClientRow {
  client_id: string;
  client_secret_sealed: string | null;
  issuer: string;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  jwks_uri: string | null;
  updated_at: Date | string;
}

/** The brand's client row at a provider; undefined when none is set up. */
export async function selectClientRow(db: Queryable, brandId: string, provider: SignInProvider): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(
    `select client_id, client_secret_sealed, issuer, authorization_endpoint, token_endpoint, jwks_uri, updated_at
       from merchant_oauth_clients where merchant_id = $1 and provider = $2`,
    [brandId, provider],
  );
  return row;
}

/** What an operator sets; a sealed secret left undefined keeps the stored one, null removes it. */
export interface OAuthClientInput extends ProviderEndpoints {
  clientId: string;
  clientSecretSealed?: string | null;
}

/** Creates or replaces the brand's client at a provider. */
export async function upsertOAuthClient(db: Queryable, brandId: string, provider: SignInProvider, input: OAuthClientInput): Promise<void> {
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
      brandId,
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
export async function deleteOAuthClient(db: Queryable, brandId: string, provider: SignInProvider): Promise<void> {
  await db.query('delete from merchant_oauth_clients where merchant_id = $1 and provider = $2', [brandId, provider]);
}

/** Which providers a brand has a client at, and whether each has a secret (never the secret itself). */
export async function listOAuthClients(
  db: Queryable,
  brandId: string,
): Promise<Array<{ provider: SignInProvider; clientId: string; issuer: string; clientSecretSet: boolean; endpoints: boolean }>> {
  const rows = await db.query<{ provider: SignInProvider; client_id: string; issuer: string; secret_set: boolean; endpoints: boolean }>(
    `select provider, client_id, issuer, client_secret_sealed is not null as secret_set, token_endpoint is not null as endpoints
       from merchant_oauth_clients where merchant_id = $1 order by provider`,
    [brandId],
  );
  return rows.map((row) => ({
    provider: row.provider,
    clientId: row.client_id,
    issuer: row.issuer,
    clientSecretSet: row.secret_set,
    endpoints: row.endpoints,
  }));
}
