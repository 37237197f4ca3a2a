import type { Queryable } from '../../db/client.ts';

/** True when a Firebase ID token (by its hash) was used before. */
export async function firebaseTokenUsed(db: Queryable, tokenHash: string): Promise<boolean> {
  const used = await db.query('select 1 from firebase_token_uses where token_hash = $1', [tokenHash]);
  return used.length > 0;
}

/** Forgets the uses of tokens that ended before `before` (they fail the time check anyway). */
export async function deleteEndedTokenUses(tx: Queryable, before: Date): Promise<void> {
  await tx.query('delete from firebase_token_uses where expires_at < $1', [before.toISOString()]);
}

/** Records a token's use: false when another call recorded it first. */
export async function insertTokenUse(tx: Queryable, use: { tokenHash: string; brandId: string; expiresAt: Date }): Promise<boolean> {
  const rows = await tx.query(
    `insert into firebase_token_uses (token_hash, merchant_id, expires_at) values ($1, $2, $3)
         on conflict (token_hash) do nothing returning token_hash`,
    [use.tokenHash, use.brandId, use.expiresAt.toISOString()],
  );
  return rows.length > 0;
}
