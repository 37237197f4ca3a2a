import { RECEIPT_IMAGE_LIMITS } from '@pkg/contracts/deposit-rules';

/**
 * How full a wagering bar is, in tenths of a percent (0-1000), by integer division on the minor
 * units, so it is full only when the requirement is met (99.99% shows as 999).
 */
export function progressPermille(countedMinor: string, requiredMinor: string): number {
  const counted = BigInt(countedMinor);
  const required = BigInt(requiredMinor);
  if (required <= 0n || counted >= required) return 1000;
  return Number((counted * 1000n) / required);
}

/** Why a chosen image cannot be sent with an application, for the message next to the picker. */
export type ImageProblem = { kind: 'tooMany' } | { kind: 'tooBig'; name: string } | { kind: 'wrongType'; name: string };

const TYPES: readonly string[] = RECEIPT_IMAGE_LIMITS.types;

/**
 * Checks an application's images before they are sent (the server's upload limits, as for deposit
 * receipts: PNG or JPEG, at most 5 MB each, at most 3). The server checks again by the bytes.
 */
export function checkImages(files: readonly Pick<File, 'name' | 'size' | 'type'>[]): ImageProblem | null {
  if (files.length > RECEIPT_IMAGE_LIMITS.maxFiles) return { kind: 'tooMany' };
  for (const file of files) {
    if (!TYPES.includes(file.type)) return { kind: 'wrongType', name: file.name };
    if (file.size > RECEIPT_IMAGE_LIMITS.maxBytes) return { kind: 'tooBig', name: file.name };
  }
  return null;
}
