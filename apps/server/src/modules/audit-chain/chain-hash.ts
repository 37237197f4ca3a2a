import { createHash } from 'node:crypto';
import type { AuditChainLog } from '@pkg/contracts/audit-chain';

/** prev_hash of a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The columns each log's canonical form covers, in order, as SQL giving their text (decision 042).
 * Migration 038's audit_log_body / staff_audit_body build the same form inside the database; this
 * is the verifier's own copy, so a change to either shows up as a broken chain in the tests.
 */
export const CHAIN_COLUMNS: Record<AuditChainLog, readonly string[]> = {
  audit_log: ['chain_brand', 'chain_seq', 'id', 'merchant_id', 'account_id', 'actor', 'action', 'ip', 'before', 'after', 'at'],
  staff_audit: ['chain_brand', 'chain_seq', 'id', 'staff_id', 'staff_username', 'action', 'merchant_id', 'target', 'ip', 'detail', 'at'],
};

/** The SQL text of one column: timestamps in UTC with microseconds, jsonb in PostgreSQL's normal form. */
export function columnText(column: string): string {
  return column === 'at' ? `to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `${column}::text`;
}

/** One field: N for null, else its UTF-8 length, a colon and the text (no separator can be forged). */
export function chainField(value: string | null): string {
  return value === null ? 'N' : `${Buffer.byteLength(value, 'utf8')}:${value}`;
}

/** The canonical form of a row: the log's name and its fields, separated by |. */
export function chainBody(log: AuditChainLog, fields: readonly (string | null)[]): string {
  return [log, ...fields.map(chainField)].join('|');
}

/** row_hash: SHA-256 (hex) of the previous row's hash, |, and the row's canonical form. */
export function chainHash(prevHash: string, body: string): string {
  return createHash('sha256').update(`${prevHash}|${body}`, 'utf8').digest('hex');
}
