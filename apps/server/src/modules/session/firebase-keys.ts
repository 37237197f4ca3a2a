import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AppError } from '../../http/errors.ts';

/**
 * The public keys Firebase signs ID tokens with (one set for every Firebase project). Google
 * publishes them in two shapes, both accepted here: a JWK set
 * (https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com) and
 * a map of key id to X.509 certificate PEM
 * (https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com).
 */
export interface FirebaseKeySource {
  /** The key with this id, or null when the set has none (after one refresh, in case keys rotated). */
  keyFor(kid: string): Promise<KeyObject | null>;
}

export const GOOGLE_FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseKeyOptions {
  /** Where to fetch the keys (JWK set or X.509 map); used when `file` is empty. */
  url: string;
  /** A file holding the keys in either shape, for a server that cannot reach Google; read once. */
  file: string;
  /** How long to wait for the key URL. */
  timeoutMs?: number;
}

// Google answers with Cache-Control max-age of several hours; without one, keep the keys an hour.
const DEFAULT_MAX_AGE_MS = 3_600_000;
const MIN_MAX_AGE_MS = 60_000;
const MAX_MAX_AGE_MS = 24 * 3_600_000;
// An unknown key id refetches at most this often, so forged ids cannot make us hammer the URL.
const REFRESH_GAP_MS = 30_000;

/** Key source from a file (offline) or a URL (cached for the answer's max-age). */
export function createFirebaseKeys(options: FirebaseKeyOptions): FirebaseKeySource {
  if (options.file) {
    let loaded: Promise<Map<string, KeyObject>> | undefined;
    return {
      async keyFor(kid) {
        loaded ??= readFile(options.file, 'utf8').then((text) => parseKeySet(JSON.parse(text)));
        return (await loaded).get(kid) ?? null;
      },
    };
  }

  let keys = new Map<string, KeyObject>();
  let freshUntil = 0;
  let fetchedAt = 0;
  let inFlight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    inFlight ??= (async () => {
      try {
        const response = await fetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const parsed = parseKeySet(await response.json());
        keys = parsed;
        fetchedAt = Date.now();
        freshUntil = fetchedAt + maxAgeOf(response.headers.get('cache-control'));
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  return {
    async keyFor(kid) {
      const now = Date.now();
      const stale = now >= freshUntil;
      const unknown = !keys.has(kid) && now - fetchedAt >= REFRESH_GAP_MS;
      if (stale || unknown) {
        try {
          await refresh();
        } catch (error) {
          // Keys from the last fetch still verify tokens while Google is briefly out of reach.
          if (keys.size === 0) throw new AppError('sign_in_provider_failed', `Firebase keys: ${(error as Error).message}`);
        }
      }
      return keys.get(kid) ?? null;
    },
  };
}

/** Reads either published shape into key id -> public key; anything else is refused. */
export function parseKeySet(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (!body || typeof body !== 'object') throw new Error('the key set is not a JSON object');
  const jwks = (body as { keys?: unknown }).keys;
  if (Array.isArray(jwks)) {
    for (const jwk of jwks as Array<Record<string, unknown>>) {
      if (jwk?.kty !== 'RSA' || typeof jwk.kid !== 'string' || (jwk.alg !== undefined && jwk.alg !== 'RS256')) continue;
      keys.set(jwk.kid, createPublicKey({ key: { kty: 'RSA', n: jwk.n as string, e: jwk.e as string }, format: 'jwk' }));
    }
  } else {
    for (const [kid, pem] of Object.entries(body as Record<string, unknown>)) {
      if (typeof pem !== 'string' || !pem.includes('-----BEGIN')) continue;
      // createPublicKey takes a certificate as well as a bare public key and keeps the public key.
      const key = createPublicKey(pem);
      if (key.asymmetricKeyType === 'rsa') keys.set(kid, key);
    }
  }
  if (keys.size === 0) throw new Error('the key set holds no RSA keys');
  return keys;
}

function maxAgeOf(cacheControl: string | null): number {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  if (!match) return DEFAULT_MAX_AGE_MS;
  return Math.min(MAX_MAX_AGE_MS, Math.max(MIN_MAX_AGE_MS, Number(match[1]) * 1000));
}
