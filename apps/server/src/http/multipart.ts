import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** What SPEC.md section 5 allows: PNG or JPEG, at most 5 MB each, at most 3 at once. */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxFiles: 3 } as const;

/** Limits @fastify/multipart enforces while streaming, before anything is buffered whole. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.maxBytes,
  files: UPLOAD_LIMITS.maxFiles,
  fields: 20,
  fieldSize: 4096,
  parts: 24,
  headerPairs: 200,
};

/**
 * Image uploads (receipts, proofs; modules/uploads reads them): limits apply while streaming.
 * Registered before any route, as every route plugin takes the content parsers the app has when it
 * is registered.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}
