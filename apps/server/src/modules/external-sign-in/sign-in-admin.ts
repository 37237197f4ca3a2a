import type { Queryable } from '../../db/client.ts';
import { createClientSecretSealer, isProviderUrl, sealClientSecret } from './oauth-clients.ts';
import { deleteOAuthClient, listOAuthClients, upsertOAuthClient } from './oauth-clients.queries.ts';
import { clearFirebase, selectBrandFlags, selectFirebaseSettings, setFirebase } from './sign-in-admin.queries.ts';
import { PROVIDER_DEFAULTS, PROVIDER_FLAG, SIGN_IN_PROVIDERS, type SignInProvider } from './sign-in-providers.ts';

/**
 * The operator's side of external sign-in (brand-admin and `npm run brand`): Firebase mode and the
 * brand's Google and Facebook clients, checked here so no caller stores a setting the sign-in
 * cannot use.
 */

/** Firebase mode on (the project and the browser SDK's public settings) or off (null). */
export interface FirebaseInput {
  projectId: string;
  apiKey?: string;
  authDomain?: string;
}

/** A client at a provider; issuer and endpoints default to the provider's (PROVIDER_DEFAULTS). */
export interface ClientInput {
  clientId: string;
  /** Undefined keeps the stored secret; null removes it (a public client, PKCE only). */
  clientSecret?: string | null;
  issuer?: string;
  /** Authorization, token and JWK set URLs, when the issuer's discovery document cannot be used. */
  endpoints?: [string, string, string];
}

export interface SignInInput {
  /** Undefined leaves Firebase mode as it is; null turns it off. */
  firebase?: FirebaseInput | null;
  /** Per provider: undefined leaves the client, null removes it. */
  clients?: Partial<Record<SignInProvider, ClientInput | null>>;
}

export interface SignInView {
  firebase: { projectId: string; apiKey: string | null; authDomain: string } | null;
  signInClients: Awaited<ReturnType<typeof listOAuthClients>>;
}

const PROJECT_ID = /^[a-z0-9][a-z0-9-]{4,28}[a-z0-9]$/;
const API_KEY = /^[A-Za-z0-9_-]{10,100}$/;
const HOST = /^(?=.{4,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const CLIENT_ID = /^\S{1,200}$/;

/** Every problem with the input, for the operator to fix in one go; empty when fine. */
export function signInInputProblems(input: SignInInput): string[] {
  const problems: string[] = [];
  const firebase = input.firebase;
  if (firebase) {
    if (!PROJECT_ID.test(firebase.projectId))
      problems.push(`Firebase project "${firebase.projectId}" must be 6-30 lower-case letters, digits or hyphens`);
    if (firebase.apiKey !== undefined && !API_KEY.test(firebase.apiKey))
      problems.push('Firebase API key must be 10-100 letters, digits, - or _');
    if (firebase.authDomain !== undefined && !HOST.test(firebase.authDomain))
      problems.push(`Firebase auth domain "${firebase.authDomain}" is not a host name`);
  }
  for (const [provider, client] of Object.entries(input.clients ?? {})) {
    if (!client) continue;
    if (!CLIENT_ID.test(client.clientId)) problems.push(`${provider} client id must be 1-200 characters without spaces`);
    if (typeof client.clientSecret === 'string' && (client.clientSecret.length < 1 || client.clientSecret.length > 500)) {
      problems.push(`${provider} client secret must be 1-500 characters`);
    }
    for (const url of [client.issuer, ...(client.endpoints ?? [])]) {
      if (url !== undefined && !isProviderUrl(url))
        problems.push(`${provider} URL "${url}" must be https (http only on this machine: localhost, 127.0.0.1)`);
    }
  }
  return problems;
}

/** For a new brand: flags turned on without a client in the same input. */
export function flagsWithoutClients(flags: Partial<Record<string, boolean>>, input: SignInInput | undefined): string[] {
  return SIGN_IN_PROVIDERS.filter((provider) => flags[PROVIDER_FLAG[provider]] === true && !input?.clients?.[provider]).map(
    (provider) => `flag ${PROVIDER_FLAG[provider]} needs a ${provider} client: give --${provider}-client-id (or turn the flag off)`,
  );
}

/** Flags a brand would have on without a client to serve them; empty when consistent. */
export async function unservedSignInFlags(db: Queryable, brandId: string): Promise<string[]> {
  const flags = await selectBrandFlags(db, brandId);
  const clients = new Set((await listOAuthClients(db, brandId)).map((client) => client.provider));
  return SIGN_IN_PROVIDERS.filter((provider) => flags?.[PROVIDER_FLAG[provider]] === true && !clients.has(provider)).map(
    (provider) => `flag ${PROVIDER_FLAG[provider]} needs a ${provider} client: give --${provider}-client-id (or turn the flag off)`,
  );
}

/**
 * Writes the input (call inside the brand's transaction). `appSecret` is asked for only when a
 * client secret must be sealed.
 */
export async function applySignInInput(db: Queryable, brandId: string, input: SignInInput, appSecret: () => string): Promise<void> {
  if (input.firebase === null) {
    await clearFirebase(db, brandId);
  } else if (input.firebase) {
    await setFirebase(db, brandId, {
      projectId: input.firebase.projectId,
      apiKey: input.firebase.apiKey ?? null,
      authDomain: input.firebase.authDomain ?? null,
    });
  }
  for (const provider of SIGN_IN_PROVIDERS) {
    const client = input.clients?.[provider];
    if (client === undefined) continue;
    if (client === null) {
      await deleteOAuthClient(db, brandId, provider);
      continue;
    }
    const defaults = PROVIDER_DEFAULTS[provider];
    // Given endpoints go with a given issuer; the provider's own issuer keeps its own endpoints.
    const endpoints =
      client.endpoints ?? (client.issuer ? null : [defaults.authorizationEndpoint, defaults.tokenEndpoint, defaults.jwksUri]);
    const sealed =
      typeof client.clientSecret === 'string'
        ? sealClientSecret(createClientSecretSealer(appSecret()), brandId, provider, client.clientSecret)
        : client.clientSecret;
    await upsertOAuthClient(db, brandId, provider, {
      clientId: client.clientId,
      clientSecretSealed: sealed,
      issuer: client.issuer ?? defaults.issuer,
      authorizationEndpoint: endpoints?.[0] ?? null,
      tokenEndpoint: endpoints?.[1] ?? null,
      jwksUri: endpoints?.[2] ?? null,
    });
  }
}

/** Firebase mode and the clients, as an operator sees them (secrets only as "set"). */
export async function signInView(db: Queryable, brandId: string): Promise<SignInView> {
  const row = await selectFirebaseSettings(db, brandId);
  return {
    firebase: row?.firebase_project_id
      ? {
          projectId: row.firebase_project_id,
          apiKey: row.firebase_api_key,
          authDomain: row.firebase_auth_domain ?? `${row.firebase_project_id}.firebaseapp.com`,
        }
      : null,
    signInClients: await listOAuthClients(db, brandId),
  };
}
