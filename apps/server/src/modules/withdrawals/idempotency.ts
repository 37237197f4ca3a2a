import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/index.ts';

interface CallUnderKey {
  key: string;
  /** What the call does ('withdrawal.request' ...): a key is bound to one operation. */
  operation: string;
  /** Fingerprint of the call's body; a repeat with another fingerprint is refused. */
  hash: string;
}

/**
 * One call made under an Idempotency-Key: a player's (keys per account, withdrawal_idempotency) or
 * a staff member's in the back office (keys per staff member, staff_idempotency). Same rule for both.
 */
export type IdempotentCall = (CallUnderKey & { accountId: string }) | (CallUnderKey & { staffId: string });

// Fixed statements per key owner (no names built from input).
const STATEMENTS = {
  player: {
    select: `select operation, request_hash, response from withdrawal_idempotency where account_id = $1 and idempotency_key = $2`,
    claim: `insert into withdrawal_idempotency (account_id, idempotency_key, operation, request_hash, created_at)
       values ($1, $2, $3, $4, $5) on conflict (account_id, idempotency_key) do nothing returning 1`,
    answer: `update withdrawal_idempotency set response = $3::jsonb where account_id = $1 and idempotency_key = $2`,
  },
  staff: {
    select: `select operation, request_hash, response from staff_idempotency where staff_id = $1 and idempotency_key = $2`,
    claim: `insert into staff_idempotency (staff_id, idempotency_key, operation, request_hash, created_at)
       values ($1, $2, $3, $4, $5) on conflict (staff_id, idempotency_key) do nothing returning 1`,
    answer: `update staff_idempotency set response = $3::jsonb where staff_id = $1 and idempotency_key = $2`,
  },
} as const;

/** The statements of the call's key owner and the owner's id. */
function ownerOf(call: IdempotentCall): { sql: (typeof STATEMENTS)[keyof typeof STATEMENTS]; id: string } {
  return 'staffId' in call ? { sql: STATEMENTS.staff, id: call.staffId } : { sql: STATEMENTS.player, id: call.accountId };
}

/** A stable fingerprint of a call's body (fields in a fixed order; secrets such as the PIN left out by the caller). */
export function fingerprint(operation: string, fields: readonly (string | number | null | undefined)[]): string {
  const canonical = JSON.stringify([operation, ...fields.map((field) => (field === undefined ? null : field))]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface StoredRow {
  operation: string;
  request_hash: string;
  response: unknown;
}

/**
 * The first answer to this key, if the call was made before: the same answer when the body is the
 * same, idempotency_key_reused when it is not. Undefined when the key is new.
 */
export async function storedAnswer(db: Queryable, call: IdempotentCall): Promise<unknown> {
  const owner = ownerOf(call);
  const [row] = await db.query<StoredRow>(owner.sql.select, [owner.id, call.key]);
  if (!row) return undefined;
  if (row.operation !== call.operation || row.request_hash !== call.hash) throw new AppError('idempotency_key_reused');
  return row.response;
}

/**
 * Runs a change in one transaction (with the ledger's retry on lost races) that first claims the
 * key. A concurrent call with the same key waits for the first to commit and then answers from it;
 * when the change throws, the claim rolls back with it, so a refused call leaves no trace.
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall, change: (tx: Queryable) => Promise<T>, at: Date): Promise<T> {
  const owner = ownerOf(call);
  return withLedgerTransaction(db, async (tx) => {
    const claimed = await tx.query(owner.sql.claim, [owner.id, call.key, call.operation, call.hash, at.toISOString()]);
    if (claimed.length === 0) return (await storedAnswer(tx, call)) as T;
    const value = await change(tx);
    await tx.query(owner.sql.answer, [owner.id, call.key, JSON.stringify(value)]);
    return value;
  });
}
