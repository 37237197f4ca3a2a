import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, PAYLOAD_NONCE_BYTES } from '@pkg/contracts/payload-seal';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { KeyRing } from './key-ring.ts';
import { deleteEndedNonces, insertNonce } from './payload-crypto.queries.ts';

/** Opens the encrypted bodies of login, register and password calls (decision 008). */
export interface PayloadOpener {
  /**
   * Decrypts the request body, refuses replays, and validates what is left with `schema`. Throws
   * AppError: encryption_required (plain body, no or unknown key), payload_invalid (does not open
   * or parse), payload_replayed (nonce seen, or stamp too far from now), bad_request (schema).
   */
  open<T>(request: FastifyRequest, schema: ZodType<T>): Promise<T>;
}

/** How far a payload's `_ts` may be from the server clock, either way, before it is refused. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

// Expired nonces are deleted by the next open after this long, so the table stays small without a timer.
const SWEEP_EVERY_MS = 60_000;
const HEADER_PATTERN = /^\s*([^;\s]+)\s*;\s*kid=([^;\s]+)\s*$/;
const PART_PATTERN = /^[A-Za-z0-9_-]+$/;
const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((PAYLOAD_NONCE_BYTES * 4) / 3)}}$`);
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CONTENT_KEY_BYTES = 32;

/** Creates the opener; nonces go to the database so a replay to another process is caught too. */
export function createPayloadOpener(db: Db, clock: Clock, keyRing: KeyRing): PayloadOpener {
  let lastSweepMs = Number.NEGATIVE_INFINITY;

  async function rememberNonce(nonce: string, stampMs: number): Promise<boolean> {
    const now = clock.now().getTime();
    if (now - lastSweepMs >= SWEEP_EVERY_MS) {
      lastSweepMs = now;
      await deleteEndedNonces(db, new Date(now));
    }
    // Once the stamp is out of the window the payload is refused for its age, so the nonce can go.
    return insertNonce(db, nonce, new Date(stampMs + REPLAY_WINDOW_MS));
  }

  return {
    async open<T>(request: FastifyRequest, schema: ZodType<T>): Promise<T> {
      const keyId = keyIdOf(request.headers[ENCRYPTION_HEADER]);
      const privateKey = await keyRing.privateKeyFor(keyId);
      if (!privateKey) throw new AppError('encryption_required', 'unknown or retired key, fetch the key again');

      const fields = decrypt(privateKey, request.body);
      const { _ts: stamp, _nonce: nonce, ...payload } = fields;
      if (typeof stamp !== 'number' || !Number.isSafeInteger(stamp) || typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) {
        throw new AppError('payload_invalid');
      }
      if (Math.abs(clock.now().getTime() - stamp) > REPLAY_WINDOW_MS) throw new AppError('payload_replayed', 'stale or early timestamp');
      if (!(await rememberNonce(nonce, stamp))) throw new AppError('payload_replayed');

      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const detail = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ');
        throw new AppError('bad_request', detail);
      }
      return parsed.data;
    },
  };
}

/** The key id of a well-formed `Encryption` header naming our scheme. */
function keyIdOf(header: string | string[] | undefined): string {
  if (header === undefined) throw new AppError('encryption_required');
  const match = typeof header === 'string' ? HEADER_PATTERN.exec(header) : null;
  if (!match || match[1] !== ENCRYPTION_SCHEME) throw new AppError('encryption_required', `expected ${ENCRYPTION_SCHEME}; kid=<key id>`);
  return match[2] ?? '';
}

/**
 * Unwraps the content key and decrypts the body into its JSON object. Every failure gives the
 * same payload_invalid, so an attacker learns nothing about which step refused (an RSA padding
 * oracle needs exactly that distinction).
 */
function decrypt(privateKey: KeyObject, body: unknown): Record<string, unknown> {
  const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  if (typeof value !== 'string') throw new AppError('payload_invalid');
  const parts = value.split('.');
  if (parts.length !== 3 || !parts.every((part) => PART_PATTERN.test(part))) throw new AppError('payload_invalid');
  const [wrappedKey, iv, sealed] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new AppError('payload_invalid');

  let parsed: unknown;
  try {
    const contentKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrappedKey);
    if (contentKey.length !== CONTENT_KEY_BYTES) throw new Error('content key of the wrong size');
    const decipher = createDecipheriv('aes-256-gcm', contentKey, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    throw new AppError('payload_invalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError('payload_invalid');
  return parsed as Record<string, unknown>;
}
