/** The SQL the demo seeds share. */
import type { Queryable } from '../db/client.ts';

/** A brand's id by its code, or null. */
export async function selectBrandId(db: Queryable, brandCode: string): Promise<string | null> {
  const [brand] = await db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
  return brand?.id ?? null;
}
