import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { MULTIPART_LIMITS } from '../../http/multipart.ts';
import { reencodeImage, type CleanImage } from './image-check.ts';

// The plugin's own errors, mapped onto the closed error codes.
const MULTIPART_ERRORS: Record<
  string,
  [code: 'payload_too_large' | 'upload_too_many' | 'bad_request' | 'unsupported_media_type', detail: string]
> = {
  FST_REQ_FILE_TOO_LARGE: ['payload_too_large', 'each image at most 5 MB'],
  FST_FILES_LIMIT: ['upload_too_many', 'at most 3 images'],
  FST_FIELDS_LIMIT: ['bad_request', 'too many fields'],
  FST_PARTS_LIMIT: ['bad_request', 'too many parts'],
  FST_PROTO_VIOLATION: ['bad_request', 'field name'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['unsupported_media_type', 'multipart/form-data expected'],
  FST_MP_PREMATURE_CLOSE: ['bad_request', 'upload interrupted'],
};

/**
 * A file name without a path (no slash, backslash or ..) or control characters (NUL and the like). The name
 * is never used to store anything, but such a name is an attack, not a photo (decision 043).
 */
export function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && !name.split(/[/\\]/).includes('..');
}

export interface ReadUploads {
  /** Text fields of the form (the last value wins when a name repeats). */
  fields: Record<string, string>;
  /** The images, checked by content and re-encoded, in the order sent. */
  images: (CleanImage & { fileName: string })[];
}

/**
 * Reads a multipart form of text fields and up to three images. Size and count limits apply while
 * streaming (413 payload_too_large past 5 MB, upload_too_many past 3 files); each image is then
 * checked by its bytes and re-encoded (unsupported_media_type for anything else). Nothing is stored
 * here: the caller stores the clean images in the same transaction as the record they belong to.
 */
export async function readUploads(request: FastifyRequest): Promise<ReadUploads> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'multipart/form-data expected');
  const fields: Record<string, string> = {};
  const raw: { fileName: string; bytes: Buffer }[] = [];
  try {
    // preservePath: see the name as sent, so a name with a path in it is refused rather than cut to its last part.
    for await (const part of request.parts({ limits: MULTIPART_LIMITS, preservePath: true })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('bad_request', `unexpected file field ${part.fieldname}`);
        if (!isPlainFileName(part.filename)) throw new AppError('bad_request', 'file name: no path or control characters');
        raw.push({ fileName: part.filename.slice(0, 100) || 'image', bytes: await part.toBuffer() });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const mapped = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
    if (mapped) throw new AppError(mapped[0], mapped[1]);
    throw error;
  }
  const images: ReadUploads['images'] = [];
  // One at a time: re-encoding is CPU-heavy and a burst of uploads should queue, not pile up memory.
  for (const file of raw) images.push({ fileName: file.fileName, ...(await reencodeImage(file.bytes, file.fileName)) });
  return { fields, images };
}
