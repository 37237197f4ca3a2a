import type { FastifyRequest } from 'fastify';
import { HEADERS, IDEMPOTENCY_KEY_PATTERN } from '@pkg/contracts/routes';
import { AppError } from './errors.ts';

/** A client-made Idempotency-Key value (8-64 letters, digits, - or _), or idempotency_key_required. */
export function checkIdempotencyKey(value: unknown): string {
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('idempotency_key_required', 'Idempotency-Key: 8-64 letters, digits, - or _');
  }
  return value;
}

/** The Idempotency-Key header every money call carries (the same rule for deposits, withdrawals and transfers). */
export function readIdempotencyKey(request: FastifyRequest): string {
  return checkIdempotencyKey(request.headers[HEADERS.idempotencyKey]);
}
