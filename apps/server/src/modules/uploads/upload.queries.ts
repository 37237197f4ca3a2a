import type { Queryable } from '../../db/client.ts';
import type { CleanImage } from './image-check.ts';

export type UploadPurpose = 'deposit_receipt' | 'withdrawal_proof' | 'activity' | 'feedback' | 'kyc';

/** Uploads staff deciding finance may look at: deposit receipts and withdrawal proofs. */
const FINANCE_PURPOSES = ['deposit_receipt', 'withdrawal_proof'];

/** One stored image: its id and SHA-256 (hex) are the caller's. */
export async function insertUpload(
  tx: Queryable,
  row: { id: string; brandId: string; accountId: string; purpose: UploadPurpose; image: CleanImage; sha256: string; at: Date },
): Promise<void> {
  await tx.query(
    `insert into uploads (id, merchant_id, account_id, purpose, content_type, bytes, byte_size, sha256, width, height, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.brandId,
      row.accountId,
      row.purpose,
      row.image.contentType,
      row.image.bytes,
      row.image.bytes.length,
      row.sha256,
      row.image.width,
      row.image.height,
      row.at.toISOString(),
    ],
  );
}

/** An upload's image, only for its owner in its brand (null otherwise, as if it did not exist). */
export async function selectOwnUpload(
  db: Queryable,
  id: string,
  brandId: string,
  accountId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select content_type, bytes from uploads where id = $1 and merchant_id = $2 and account_id = $3`,
    [id, brandId, accountId],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** An upload's image for staff whose brands include its brand (scope null: every brand); null otherwise. */
export async function selectUploadInScope(
  db: Queryable,
  id: string,
  scope: string[] | null,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select content_type, bytes from uploads
      where id = $1 and purpose = any($2::text[]) and ($3::bigint[] is null or merchant_id = any($3::bigint[]))`,
    [id, FINANCE_PURPOSES, scope],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
