import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { createSealer } from '../../lib/sealed-box.ts';
import { promisify } from 'node:util';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

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

interface KeyRow {
  id: string;
  public_spki: string;
  sealed_private: string;
  created_at: Date | string;
}

interface NewKey {
  id: string;
  publicSpki: string;
  sealedPrivate: string;
  privateKey: KeyObject;
}

const generateRsa = promisify(generateKeyPair);

/**
 * Opens the key ring on the database. `secret` (APP_SECRET) seals the stored private keys, so a
 * copy of the database alone cannot open payloads. Several processes on one database agree: the
 * newest row not retired is current, and a new key is made under an advisory lock.
 */
export function createKeyRing(db: Db, clock: Clock, secret: string, options: KeyRingOptions): KeyRing {
  const sealer = createSealer(secret, 'payload-keys');
  const unsealed = new Map<string, KeyObject | null>();
  // When each key id's row was last read and its retirement then, to spare a query per payload.
  const states = new Map<string, { readMs: number; retiredMs: number | null }>();
  const stateTtlMs = Math.min(STATE_TTL_MS, options.graceMs);
  let replacing: Promise<PublicKeyInfo> | undefined;

  // The id is bound in, so a sealed key copied onto another row does not open.
  const seal = (id: string, pkcs8: Buffer): string => sealer.seal(pkcs8, id);

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

  function remember(id: string, key: KeyObject | null) {
    if (unsealed.size >= CACHE_LIMIT) unsealed.clear();
    unsealed.set(id, key);
  }

  async function newestActive(q: Queryable): Promise<KeyRow | undefined> {
    const rows = await q.query<KeyRow>(
      `select id, public_spki, sealed_private, created_at from payload_keys
       where retired_at is null order by created_at desc, id desc limit 1`,
    );
    return rows[0];
  }

  /** The row as the current key, or null when it is missing, due for rotation, or sealed under another secret. */
  function asCurrent(row: KeyRow | undefined, now: Date): PublicKeyInfo | null {
    if (!row) return null;
    const due = new Date(row.created_at).getTime() + options.rotateAfterMs <= now.getTime();
    if (due || unseal(row.id, row.sealed_private) === null) return null;
    return { keyId: row.id, publicKey: row.public_spki };
  }

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
      sealedPrivate: seal(id, pair.privateKey),
      privateKey: createPrivateKey({ key: pair.privateKey, format: 'der', type: 'pkcs8' }),
    };
  }

  /**
   * Makes a new current key and retires the others. Unless forced, a key another process made
   * while this one was generating wins, so racing processes end up with one current key. The
   * costly generation happens before the lock, which is then held only for a few statements.
   */
  async function replace(force: boolean): Promise<PublicKeyInfo> {
    const fresh = await generate();
    const chosen = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [KEY_CREATION_LOCK]);
      const now = clock.now();
      if (!force) {
        const existing = asCurrent(await newestActive(tx), now);
        if (existing) return existing;
      }
      await tx.query('update payload_keys set retired_at = $1 where retired_at is null', [now]);
      await tx.query('delete from payload_keys where retired_at < $1', [new Date(now.getTime() - options.graceMs)]);
      await tx.query('insert into payload_keys (id, public_spki, sealed_private, created_at) values ($1, $2, $3, $4)', [
        fresh.id,
        fresh.publicSpki,
        fresh.sealedPrivate,
        now,
      ]);
      return { keyId: fresh.id, publicKey: fresh.publicSpki };
    });
    if (chosen.keyId === fresh.id) remember(fresh.id, fresh.privateKey);
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
      return asCurrent(await newestActive(db), clock.now()) ?? replaceOnce();
    },

    async privateKeyFor(keyId) {
      if (!KEY_ID_PATTERN.test(keyId)) return null;
      const nowMs = clock.now().getTime();
      // Another process may retire a key at any moment, but a retired key keeps opening payloads
      // for graceMs after that. So what was read less than min(STATE_TTL_MS, graceMs) ago still
      // gives the right answer: a key seen active then cannot have left its grace since.
      let state = states.get(keyId);
      if (!state || nowMs - state.readMs >= stateTtlMs || !unsealed.has(keyId)) {
        const rows = await db.query<{ sealed_private: string; retired_at: Date | string | null }>(
          'select sealed_private, retired_at from payload_keys where id = $1',
          [keyId],
        );
        const row = rows[0];
        if (!row) {
          states.delete(keyId);
          return null;
        }
        if (states.size >= CACHE_LIMIT) states.clear();
        state = { readMs: nowMs, retiredMs: row.retired_at === null ? null : new Date(row.retired_at).getTime() };
        states.set(keyId, state);
        unseal(keyId, row.sealed_private);
      }
      if (state.retiredMs !== null && state.retiredMs + options.graceMs < nowMs) return null;
      return unsealed.get(keyId) ?? null;
    },

    async rotate() {
      await replace(true);
    },
  };
}
