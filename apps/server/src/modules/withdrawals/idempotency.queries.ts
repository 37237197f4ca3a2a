import type { Queryable } from '../../db/client.ts';

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

/** A call as kept under its key: what it did, its body's fingerprint and its first answer. */
export interface KeyedCallRow {
  operation: string;
  request_hash: string;
  response: unknown;
}

/** The call kept under this key of its owner; undefined when the key is new. */
export async function selectKeyedCall(db: Queryable, call: IdempotentCall): Promise<KeyedCallRow | undefined> {
  const owner = ownerOf(call);
  const [row] = await db.query<KeyedCallRow>(owner.sql.select, [owner.id, call.key]);
  return row;
}

/** Claims the key for this call: false when another call holds it (its transaction has committed by then). */
export async function claimKey(tx: Queryable, call: IdempotentCall, at: Date): Promise<boolean> {
  const owner = ownerOf(call);
  const claimed = await tx.query(owner.sql.claim, [owner.id, call.key, call.operation, call.hash, at.toISOString()]);
  return claimed.length > 0;
}

/** Keeps the call's answer under its claimed key. */
export async function keepAnswer(tx: Queryable, call: IdempotentCall, value: unknown): Promise<void> {
  const owner = ownerOf(call);
  await tx.query(owner.sql.answer, [owner.id, call.key, JSON.stringify(value)]);
}
