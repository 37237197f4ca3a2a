import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';
import { UPLOAD_LIMITS } from '../../http/multipart.ts';

/** Larger images than this many pixels are refused before decoding (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

export type ImageType = 'image/png' | 'image/jpeg';

/** The type the bytes really are, by their first bytes (never by name or declared type), or null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export interface CleanImage {
  contentType: ImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Accepts an image by its content and re-encodes it: the result is a fresh PNG or JPEG with no
 * metadata (EXIF location, comments, anything appended after the image), turned upright. Bytes that
 * are not a PNG or JPEG, or that do not decode as one (a disguised file), are refused with
 * unsupported_media_type; nothing of them is kept.
 */
export async function reencodeImage(bytes: Buffer, fileName: string): Promise<CleanImage> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('unsupported_media_type', `${fileName}: PNG or JPEG only`);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded = contentType === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (data.length > UPLOAD_LIMITS.maxBytes) throw new AppError('payload_too_large', `${fileName}: at most 5 MB`);
    return { contentType, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unsupported_media_type', `${fileName}: not a readable PNG or JPEG`);
  }
}
