/** The back office's points desk (decision 032): goods and their images, redemption decisions, players. */
import { createHash, randomUUID } from 'node:crypto';
import type { GoodsInput } from '@pkg/contracts/points';
import type { Queryable } from '../../db/client.ts';
import type { CleanImage } from '../uploads/index.ts';

/** Stores a good's image (checked and re-encoded) for a brand; its id. */
export async function insertGoodsImage(tx: Queryable, brandId: string, image: CleanImage, at: Date): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into point_goods_images (id, merchant_id, content_type, bytes, byte_size, sha256, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      brandId,
      image.contentType,
      image.bytes,
      image.bytes.length,
      createHash('sha256').update(image.bytes).digest('hex'),
      at.toISOString(),
    ],
  );
  return id;
}

/**
 * Writes a good: a new one (id null) or the brand's good `id`; answers its id, or null when the
 * brand has no good by that id.
 */
export async function saveGoodsRow(
  tx: Queryable,
  id: string | null,
  input: GoodsInput,
  image: { imagePath: string | null; imageId: string | null },
  at: Date,
): Promise<string | null> {
  const values = [
    input.brandId,
    input.name,
    input.description,
    input.kind,
    image.imagePath,
    image.imageId,
    input.pointsRequired,
    input.requiredValidBetMinor,
    input.stock,
    input.unit,
    input.enabled,
    input.sortOrder,
    at.toISOString(),
  ];
  const [row] =
    id === null
      ? await tx.query<{ id: string }>(
          `insert into point_goods (merchant_id, name, description, kind, image_path, image_id, points_required, amount_required_minor,
             stock, unit, enabled, sort_order, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning id::text as id`,
          values,
        )
      : await tx.query<{ id: string }>(
          `update point_goods set name = $2, description = $3, kind = $4, image_path = $5, image_id = $6, points_required = $7,
             amount_required_minor = $8, stock = $9, unit = $10, enabled = $11, sort_order = $12, updated_at = $13
           where merchant_id = $1 and id = $14 returning id::text as id`,
          [...values, id],
        );
  return row?.id ?? null;
}

/** A good's uploaded image for staff whose scope holds its brand (null otherwise). */
export async function selectScopedGoodsImage(
  db: Queryable,
  goodsId: string,
  scope: string[] | null,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ contentType: string; bytes: Uint8Array }>(
    `select i.content_type as "contentType", i.bytes from point_goods g join point_goods_images i on i.id = g.image_id
      where g.id = $1 and ($2::bigint[] is null or g.merchant_id = any($2::bigint[]))`,
    [goodsId, scope],
  );
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
}

/** Records a decision on a redemption in process. */
export async function decideRedemption(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; staffId: string; at: Date },
): Promise<void> {
  await tx.query(
    `update point_redemptions set status = '${decision.status}', reason = $2, decided_by = $3, decided_at = $4 where id = $1`,
    [id, decision.reason, decision.staffId, decision.at.toISOString()],
  );
}

/** Puts a rejected redemption's items back in stock. */
export async function returnStock(tx: Queryable, goodsId: string, quantity: number): Promise<void> {
  await tx.query(`update point_goods set stock = stock + $2, redeemed = greatest(redeemed - $2, 0) where id = $1`, [goodsId, quantity]);
}

/** An account of the brand by username (any case), with its name and type; null when none. */
export async function selectDeskPlayer(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{ id: string; username: string; accountType: number } | null> {
  const [player] = await db.query<{ id: string; username: string; accountType: number }>(
    `select id::text as id, username, account_type as "accountType" from accounts where merchant_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return player ?? null;
}
