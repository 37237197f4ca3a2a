import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import type { CleanImage } from './image-check.ts';
import { insertUpload, type UploadPurpose } from './upload.queries.ts';

/**
 * Stores clean images for an account, each under a new id with its SHA-256; call in the transaction
 * of the record that refers to them. Answers the ids in the order of the images.
 */
export async function insertUploads(
  tx: Queryable,
  owner: { brandId: string; accountId: string; purpose: UploadPurpose; at: Date },
  images: CleanImage[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const image of images) {
    const id = randomUUID();
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    await insertUpload(tx, { id, ...owner, image, sha256 });
    ids.push(id);
  }
  return ids;
}
