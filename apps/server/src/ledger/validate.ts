/**
 * Input checks every ledger call runs before touching the database, each failing with a closed
 * error code, so a refused call never leaves a trace.
 */
import { AppError } from '../http/errors.ts';
import { HOLD_CODES, MAX_AMOUNT_MINOR, MAX_KEY_LENGTH, TRANSFER_CODES, type HoldCode, type TransferCode } from './codes.ts';
import type { Actor, Metadata } from './ledger.types.ts';
import { DB_ID_PATTERN } from '@pkg/contracts/db-ids';

const MINOR = /^(0|[1-9][0-9]*)$/;
// Printable ASCII without spaces: vendor ids, UUIDs and derived keys such as "stake:JILI:123".
const KEY = /^[\x21-\x7e]+$/;

/**
 * An amount as positive integer minor units: a bigint or its decimal string. Zero, negatives,
 * fractions, exponents, floats and anything above MAX_AMOUNT_MINOR are refused with
 * amount_invalid; `field` names the request's field in the failure (an `amountMinorInput` of
 * packages/contracts/src/amount.ts, which only shapes the string and leaves this check to here).
 */
export function checkAmount(value: unknown, field?: string): bigint {
  let amount: bigint | undefined;
  if (typeof value === 'bigint') amount = value;
  else if (typeof value === 'string' && MINOR.test(value)) amount = BigInt(value);
  if (amount === undefined || amount <= 0n || amount > MAX_AMOUNT_MINOR) {
    const detail = `not a positive whole number of minor units up to ${MAX_AMOUNT_MINOR}: ${String(value)}`;
    throw new AppError('amount_invalid', field ? `${field}: ${detail}` : detail, field ? { field } : undefined);
  }
  return amount;
}

/** A database id (brand, account, transfer, hold); anything else names nothing. */
export function checkId(value: unknown, missing: 'wallet_not_found' | 'transfer_not_found' | 'hold_not_found' | 'bad_request'): string {
  if (typeof value !== 'string' || !DB_ID_PATTERN.test(value)) throw new AppError(missing, `not an id: ${String(value)}`);
  return value;
}

/** A three-letter currency code. */
export function checkCurrency(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) throw new AppError('currency_mismatch', `not a currency: ${String(value)}`);
  return value;
}

/** A caller's idempotency key: 1 to 200 printable characters without spaces. */
export function checkKey(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_KEY_LENGTH || !KEY.test(value)) {
    throw new AppError('bad_request', 'idempotency key must be 1-200 printable characters');
  }
  return value;
}

/** A transfer code from the closed list. */
export function checkCode(value: unknown): TransferCode {
  if (!(TRANSFER_CODES as readonly unknown[]).includes(value)) throw new AppError('bad_request', `unknown transfer code: ${String(value)}`);
  return value as TransferCode;
}

/** A hold code from the closed list. */
export function checkHoldCode(value: unknown): HoldCode {
  if (!(HOLD_CODES as readonly unknown[]).includes(value)) throw new AppError('bad_request', `unknown hold code: ${String(value)}`);
  return value as HoldCode;
}

/** Who, from where and when: every movement is audited with these. */
export function checkActor(value: Actor): Actor {
  if (typeof value.actor !== 'string' || value.actor.length === 0 || value.actor.length > 100)
    throw new AppError('bad_request', 'actor missing');
  if (value.ip !== null && (typeof value.ip !== 'string' || value.ip.length > 64)) throw new AppError('bad_request', 'ip malformed');
  if (!(value.at instanceof Date) || Number.isNaN(value.at.getTime())) throw new AppError('bad_request', 'time missing');
  return { actor: value.actor, ip: value.ip, at: value.at };
}

/** An optional memo of at most 200 characters. */
export function checkMemo(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 200) throw new AppError('bad_request', 'memo longer than 200 characters');
  return value;
}

/** Optional flat metadata, at most 2 kB once written as JSON. */
export function checkMetadata(value: Metadata | undefined): Metadata {
  if (value === undefined) return {};
  const flat = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!flat || Object.values(value).some((item) => item !== null && typeof item === 'object') || JSON.stringify(value).length > 2048) {
    throw new AppError('bad_request', 'metadata must be a flat object under 2 kB');
  }
  return value;
}
