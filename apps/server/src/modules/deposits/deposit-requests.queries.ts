import type { Queryable } from '../../db/client.ts';
import type { KeyedCall } from './deposit.types.ts';

/** The call and first answer kept under a player's key in a brand; undefined when the key is new. */
export async function selectKeptAnswer<T>(
  db: Queryable,
  call: Pick<KeyedCall, 'brandId' | 'accountId' | 'key'>,
): Promise<{ operation: string; requestHash: string; response: T } | undefined> {
  const [row] = await db.query<{ operation: string; requestHash: string; response: T }>(
    `select operation, request_hash as "requestHash", response from deposit_requests
      where merchant_id = $1 and account_id = $2 and idempotency_key = $3`,
    [call.brandId, call.accountId, call.key],
  );
  return row;
}

/** Keeps a call's answer under its key. */
export async function insertKeptAnswer(tx: Queryable, call: KeyedCall, orderId: string, response: unknown, at: Date): Promise<void> {
  await tx.query(
    `insert into deposit_requests (merchant_id, account_id, idempotency_key, operation, request_hash, order_id, response, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [call.brandId, call.accountId, call.key, call.operation, call.hash, orderId, JSON.stringify(response), at.toISOString()],
  );
}
