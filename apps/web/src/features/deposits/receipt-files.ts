import { RECEIPT_IMAGE_LIMITS } from '@pkg/contracts/deposit-rules';

/** Why a chosen file cannot be sent, for the message next to the picker. */
export type ReceiptProblem = { kind: 'tooMany' } | { kind: 'tooBig'; name: string } | { kind: 'wrongType'; name: string };

const TYPES: readonly string[] = RECEIPT_IMAGE_LIMITS.types;

/**
 * Checks receipt images before they are sent (SPEC.md section 5: PNG or JPEG, at most 5 MB each,
 * at most 3). The server checks again by the bytes; this only spares the player a wasted upload.
 */
export function checkReceipts(files: readonly Pick<File, 'name' | 'size' | 'type'>[]): ReceiptProblem | null {
  if (files.length > RECEIPT_IMAGE_LIMITS.maxFiles) return { kind: 'tooMany' };
  for (const file of files) {
    if (!TYPES.includes(file.type)) return { kind: 'wrongType', name: file.name };
    if (file.size > RECEIPT_IMAGE_LIMITS.maxBytes) return { kind: 'tooBig', name: file.name };
  }
  return null;
}
