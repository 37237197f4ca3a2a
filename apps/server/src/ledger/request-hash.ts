import { createHash } from 'node:crypto';

/**
 * The fingerprint stored with an idempotency key: the movement's own fields (what the ledger will
 * do) plus the caller's hash of its request body when it gives one. A replay must match it to get
 * the first answer; a different fingerprint under the same key is refused.
 */
export function requestHash(fields: readonly (string | bigint | null)[], callerHash: string | undefined): string {
  const canonical = JSON.stringify([...fields.map((field) => (field === null ? null : String(field))), callerHash ?? null]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A small stable number from a string, to pick a house shard (FNV-1a, 32 bits). */
export function stableBucket(text: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}
