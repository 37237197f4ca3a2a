import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { createSealer, type Sealer } from '../../lib/sealed-box.ts';
import { promisify } from 'node:util';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertCurrentKey, lockKeyCreation, selectKeyState, selectNewestActiveKey, type KeyRow } from './payload-crypto.queries.ts';

/** A key as clients get it: its id and its public half (SPKI DER, base64). */
export interface PublicKeyInfo {
  keyId: string;
  publicKey: string;
}

/** The server's RSA keys for encrypted payloads: one current key, and retired ones in their grace. */
export interface KeyRing {
  /** The key clients should seal for now; makes one when there is none or the current one is due. */
  current(): Promise<PublicKeyInfo>;
  /** The private key of a key id, or null when it is unknown, past its grace, or cannot be unsealed. */
  privateKeyFor(keyId: string): Promise<KeyObject | null>;
  /** Retires the current key at once (it keeps opening payloads for the grace period) and makes a new one. */
  rotate(): Promise<void>;
}

/** How long keys live. */
export interface KeyRingOptions {
  /** Age after which the current key is replaced (checked when a client asks for the key). */
  rotateAfterMs: number;
  /** How long a retired key still opens payloads sealed before the rotation. */
  graceMs: number;
}

// The shape of the key ids this ring makes; anything else is unknown without asking the database.
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const MODULUS_BITS = 3072;
// Any fixed number works; it only has to be the same for every process sharing one database.
const KEY_CREATION_LOCK = 727_008;
// Only ids that exist in the database are cached, a few a day; the cap only guards a long-lived process.
const CACHE_LIMIT = 64;
// How long a key's retirement, as read from the database, is trusted without reading it again
// (never longer than the grace period; see privateKeyFor).
const STATE_TTL_MS = 30_000;

interface NewKey {
  id: string;
  publicSpki: string;
  sealedPrivate: string;
  privateKey: KeyObject;
}

const generateRsa = promisify(generateKeyPair);

/**
 * The private keys this process has unsealed, by id (null: the id's key does not open here, sealed
 * under another secret or damaged). The id is bound into the seal, so a sealed key copied onto
 * another row does not open.
 */
function createUnsealedKeys(sealer: Sealer) {
  const unsealed = new Map<string, KeyObject | null>();

  function remember(id: string, key: KeyObject | null) {
    if (unsealed.size >= CACHE_LIMIT) unsealed.clear();
    unsealed.set(id, key);
  }

  function unseal(id: string, sealed: string): KeyObject | null {
    if (unsealed.has(id)) return unsealed.get(id) ?? null;
    let key: KeyObject | null = null;
    try {
      const pkcs8 = sealer.open(sealed, id);
      // Null when sealed under another secret (or damaged): this process cannot use it, as if it did not exist.
      if (pkcs8) key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
    } catch {
      key = null;
    }
    remember(id, key);
    return key;
  }

  /** A new RSA key, its private half sealed under its id. */
  async function generate(): Promise<NewKey> {
    const pair = await generateRsa('rsa', {
      modulusLength: MODULUS_BITS,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    const id = randomBytes(12).toString('base64url');
    return {
      id,
      publicSpki: pair.publicKey.toString('base64'),
      sealedPrivate: sealer.seal(pair.privateKey, id),
      privateKey: createPrivateKey({ key: pair.privateKey, format: 'der', type: 'pkcs8' }),
    };
  }

  return { unseal, remember, generate, has: (id: string) => unsealed.has(id), get: (id: string) => unsealed.get(id) ?? null };
}

/**
 * The private key of a key id, reading the key's row only when what was read of it is older than
 * `stateTtlMs`. Another process may retire a key at any moment, but a retired key keeps opening
 * payloads for graceMs after that. So what was read less than min(STATE_TTL_MS, graceMs) ago still
 * gives the right answer: a key seen active then cannot have left its grace since.
 */
function createKeyLookup(db: Db, clock: Clock, keys: ReturnType<typeof createUnsealedKeys>, graceMs: number) {
  // When each key id's row was last read and its retirement then, to spare a query per payload.
  const states = new Map<string, { readMs: number; retiredMs: number | null }>();
  const stateTtlMs = Math.min(STATE_TTL_MS, graceMs);
  return async function privateKeyFor(keyId: string): Promise<KeyObject | null> {
    if (!KEY_ID_PATTERN.test(keyId)) return null;
    const nowMs = clock.now().getTime();
    let state = states.get(keyId);
    if (!state || nowMs - state.readMs >= stateTtlMs || !keys.has(keyId)) {
      const row = await selectKeyState(db, keyId);
      if (!row) {
        states.delete(keyId);
        return null;
      }
      if (states.size >= CACHE_LIMIT) states.clear();
      state = { readMs: nowMs, retiredMs: row.retired_at === null ? null : new Date(row.retired_at).getTime() };
      states.set(keyId, state);
      keys.unseal(keyId, row.sealed_private);
    }
    if (state.retiredMs !== null && state.retiredMs + graceMs < nowMs) return null;
    return keys.get(keyId);
  };
}

/**
 * Opens the key ring on the database. `secret` (APP_SECRET) seals the stored private keys, so a
 * copy of the database alone cannot open payloads. Several processes on one database agree: the
 * newest row not retired is current, and a new key is made under an advisory lock.
 */
export function createKeyRing(db: Db, clock: Clock, secret: string, options: KeyRingOptions): KeyRing {
  const keys = createUnsealedKeys(createSealer(secret, 'payload-keys'));
  let replacing: Promise<PublicKeyInfo> | undefined;

  /** The row as the current key, or null when it is missing, due for rotation, or sealed under another secret. */
  function asCurrent(row: KeyRow | undefined, now: Date): PublicKeyInfo | null {
    if (!row) return null;
    const due = new Date(row.created_at).getTime() + options.rotateAfterMs <= now.getTime();
    if (due || keys.unseal(row.id, row.sealed_private) === null) return null;
    return { keyId: row.id, publicKey: row.public_spki };
  }

  /**
   * Makes a new current key and retires the others. Unless forced, a key another process made
   * while this one was generating wins, so racing processes end up with one current key. The
   * costly generation happens before the lock, which is then held only for a few statements.
   */
  async function replace(force: boolean): Promise<PublicKeyInfo> {
    const fresh = await keys.generate();
    const chosen = await db.transaction(async (tx) => {
      await lockKeyCreation(tx, KEY_CREATION_LOCK);
      const now = clock.now();
      if (!force) {
        const existing = asCurrent(await selectNewestActiveKey(tx), now);
        if (existing) return existing;
      }
      await insertCurrentKey(tx, fresh, now, new Date(now.getTime() - options.graceMs));
      return { keyId: fresh.id, publicKey: fresh.publicSpki };
    });
    if (chosen.keyId === fresh.id) keys.remember(fresh.id, fresh.privateKey);
    return chosen;
  }

  // Callers in one process share one replacement instead of each generating a key.
  function replaceOnce() {
    replacing ??= replace(false).finally(() => {
      replacing = undefined;
    });
    return replacing;
  }

  return {
    async current() {
      // Read every time rather than cached: another process may have rotated, and this one must
      // not keep handing out a key that is about to leave its grace.
      return asCurrent(await selectNewestActiveKey(db), clock.now()) ?? replaceOnce();
    },

    privateKeyFor: createKeyLookup(db, clock, keys, options.graceMs),

    async rotate() {
      await replace(true);
    },
  };
}
