import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import type { CleanImage } from './image-check.ts';

export type UploadPurpose = 'deposit_receipt' | 'withdrawal_proof' | 'activity' | 'feedback' | 'kyc';

/** Stores clean images for an account; call in the transaction of the record that refers to them. */
export async function insertUploads(
  tx: Queryable,
  owner: { merchantId: string; accountId: string; purpose: UploadPurpose; at: Date },
  images: CleanImage[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const image of images) {
    const id = randomUUID();
    await tx.query(
      `insert into uploads (id, merchant_id, account_id, purpose, content_type, bytes, byte_size, sha256, width, height, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        owner.merchantId,
        owner.accountId,
        owner.purpose,
        image.contentType,
        image.bytes,
        image.bytes.length,
        createHash('sha256').update(image.bytes).digest('hex'),
        image.width,
        image.height,
        owner.at.toISOString(),
      ],
    );
    ids.push(id);
  }
  return ids;
}

/** An upload's image, only for its owner in its brand (null otherwise, as if it did not exist). */
export async function selectOwnUpload(
  db: Queryable,
  id: string,
  merchantId: string,
  accountId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select content_type, bytes from uploads where id = $1 and merchant_id = $2 and account_id = $3`,
    [id, merchantId, accountId],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
