import type { Queryable } from '../../db/client.ts';

/** Forgets the uses of challenges that ended before `now`. */
export async function deleteEndedUses(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from human_check_uses where expires_at < $1', [now.toISOString()]);
}

/** Records a solved challenge's use by its signature: false when it was used before. */
export async function insertUse(db: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
  const fresh = await db.query(
    `insert into human_check_uses (signature, expires_at) values ($1, $2)
           on conflict (signature) do nothing
         returning signature`,
    [signature, expiresAt.toISOString()],
  );
  return fresh.length > 0;
}
