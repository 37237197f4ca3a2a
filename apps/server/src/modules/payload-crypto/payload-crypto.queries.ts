import type { Queryable } from '../../db/client.ts';

/** A payload key as stored: its private half sealed under APP_SECRET. */
export interface KeyRow {
  id: string;
  public_spki: string;
  sealed_private: string;
  created_at: Date | string;
}

/** The newest key not retired: the current one. */
export async function selectNewestActiveKey(q: Queryable): Promise<KeyRow | undefined> {
  const rows = await q.query<KeyRow>(
    `select id, public_spki, sealed_private, created_at from payload_keys
       where retired_at is null order by created_at desc, id desc limit 1`,
  );
  return rows[0];
}

/** Serialises key creation across processes on one database until the transaction ends. */
export async function lockKeyCreation(tx: Queryable, lockId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [lockId]);
}

/**
 * Makes a key the only current one: retires the others at `now`, deletes those retired before
 * `graceStart`, and stores the new key.
 */
export async function insertCurrentKey(
  tx: Queryable,
  key: { id: string; publicSpki: string; sealedPrivate: string },
  now: Date,
  graceStart: Date,
): Promise<void> {
  await tx.query('update payload_keys set retired_at = $1 where retired_at is null', [now]);
  await tx.query('delete from payload_keys where retired_at < $1', [graceStart]);
  await tx.query('insert into payload_keys (id, public_spki, sealed_private, created_at) values ($1, $2, $3, $4)', [
    key.id,
    key.publicSpki,
    key.sealedPrivate,
    now,
  ]);
}

/** A key's sealed private half and when it was retired (null: current); undefined when unknown. */
export async function selectKeyState(
  db: Queryable,
  keyId: string,
): Promise<{ sealed_private: string; retired_at: Date | string | null } | undefined> {
  const rows = await db.query<{ sealed_private: string; retired_at: Date | string | null }>(
    'select sealed_private, retired_at from payload_keys where id = $1',
    [keyId],
  );
  return rows[0];
}

/** Forgets the nonces whose replay window ended before `now`. */
export async function deleteEndedNonces(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from payload_nonces where expires_at < $1', [now]);
}

/** Records a payload's nonce until `expiresAt`: false when it was seen before (a replay). */
export async function insertNonce(db: Queryable, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.query('insert into payload_nonces (nonce, expires_at) values ($1, $2) on conflict do nothing returning nonce', [
    nonce,
    expiresAt,
  ]);
  return rows.length === 1;
}
