import type { Queryable } from '../../db/client.ts';

/**
 * Serialises the e-mail requests of one subject until the transaction ends (an advisory lock on
 * `key`, e.g. `email:<brand>:<subject>`), so parallel requests cannot slip past the limits.
 */
export async function lockEmailSubject(tx: Queryable, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}

/** When the too-many-requests lock of a subject ends (epoch ms); 0 when it has none. */
export async function selectEmailLockEnd(tx: Queryable, brandId: string, subject: string): Promise<number> {
  const [lock] = await tx.query<{ lockedUntil: Date | string }>(
    'select locked_until as "lockedUntil" from email_locks where merchant_id = $1 and subject = $2',
    [brandId, subject],
  );
  return lock ? new Date(lock.lockedUntil).getTime() : 0;
}

/** Locks a subject until `until` (epoch ms). */
export async function upsertEmailLock(tx: Queryable, brandId: string, subject: string, until: number): Promise<void> {
  await tx.query(
    `insert into email_locks (merchant_id, subject, locked_until) values ($1, $2, $3)
               on conflict (merchant_id, subject) do update set locked_until = excluded.locked_until`,
    [brandId, subject, new Date(until).toISOString()],
  );
}
