import type { Queryable } from '../../db/client.ts';
import type { PayoutType } from '@pkg/contracts/withdrawal-rules';
import { isDbId } from '@pkg/contracts/db-ids';

/** A payout account as stored. */
export interface PayoutAccount {
  id: string;
  brandId: string;
  accountId: string;
  type: PayoutType;
  provider: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}

const COLUMNS = `id::text as id, merchant_id::text as "brandId", account_id::text as "accountId", type, provider,
  account_name as "accountName", account_number as "accountNumber", created_at as "createdAt"`;

/** The player's bound (not removed) payout accounts, oldest first. */
export async function selectPayoutAccounts(db: Queryable, accountId: string): Promise<PayoutAccount[]> {
  return db.query<PayoutAccount>(
    `select ${COLUMNS} from payout_accounts where account_id = $1 and removed_at is null order by payout_accounts.id`,
    [accountId],
  );
}

/** One bound payout account of the player, or null (removed, another player's, unknown). */
export async function selectPayoutAccount(db: Queryable, accountId: string, id: string): Promise<PayoutAccount | null> {
  if (!isDbId(id)) return null;
  const [row] = await db.query<PayoutAccount>(
    `select ${COLUMNS} from payout_accounts where id = $1 and account_id = $2 and removed_at is null`,
    [id, accountId],
  );
  return row ?? null;
}

/** True when the same account (type, provider, number) is already bound to the player. */
export async function payoutAccountBound(
  db: Queryable,
  accountId: string,
  input: { type: PayoutType; provider: string; accountNumber: string },
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from payout_accounts where account_id = $1 and type = $2 and lower(provider) = lower($3) and account_number = $4 and removed_at is null`,
    [accountId, input.type, input.provider, input.accountNumber],
  );
  return rows.length > 0;
}

export async function countPayoutAccounts(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from payout_accounts where account_id = $1 and removed_at is null`,
    [accountId],
  );
  return Number(row?.n ?? 0);
}

export async function insertPayoutAccount(db: Queryable, input: Omit<PayoutAccount, 'id' | 'createdAt'>, at: Date): Promise<PayoutAccount> {
  const [row] = await db.query<PayoutAccount>(
    `insert into payout_accounts (merchant_id, account_id, type, provider, account_name, account_number, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [input.brandId, input.accountId, input.type, input.provider, input.accountName, input.accountNumber, at.toISOString()],
  );
  return row as PayoutAccount;
}

/** Marks a bound payout account removed; false when it was not bound (any more). */
export async function removePayoutAccount(db: Queryable, accountId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update payout_accounts set removed_at = $3 where id = $1 and account_id = $2 and removed_at is null returning 1`,
    [id, accountId, at.toISOString()],
  );
  return rows.length === 1;
}

/** Locks the player's account row, so per-player counts (payout accounts) are checked one call at a time. */
export async function lockPlayer(db: Queryable, accountId: string): Promise<void> {
  await db.query(`select 1 from accounts where id = $1 for update`, [accountId]);
}
