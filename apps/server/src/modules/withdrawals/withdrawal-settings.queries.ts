import type { Queryable } from '../../db/client.ts';

/** A brand's withdrawal rules (SPEC.md leaves the values to the operator; these are brand settings). */
export interface WithdrawalRules {
  minMinor: bigint;
  maxMinor: bigint;
  /** Minutes after approval in which the player may answer; unanswered then counts as received. */
  autoReceiveMinutes: number;
  /** Payout accounts a player may have bound at once. */
  maxPayoutAccounts: number;
}

interface Row {
  min_amount: string;
  max_amount: string;
  auto_receive_minutes: number;
  max_payout_accounts: number;
}

/** The brand's stored rules, amounts as bigint; null when it has none. */
export async function selectWithdrawalRules(db: Queryable, brandId: string): Promise<WithdrawalRules | null> {
  const [row] = await db.query<Row>(
    `select min_amount::text as min_amount, max_amount::text as max_amount, auto_receive_minutes, max_payout_accounts
       from withdrawal_settings where merchant_id = $1`,
    [brandId],
  );
  if (!row) return null;
  return {
    minMinor: BigInt(row.min_amount),
    maxMinor: BigInt(row.max_amount),
    autoReceiveMinutes: Number(row.auto_receive_minutes),
    maxPayoutAccounts: Number(row.max_payout_accounts),
  };
}

export async function upsertWithdrawalRules(db: Queryable, brandId: string, rules: WithdrawalRules, at: Date): Promise<void> {
  await db.query(
    `insert into withdrawal_settings (merchant_id, min_amount, max_amount, auto_receive_minutes, max_payout_accounts, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id) do update set min_amount = excluded.min_amount, max_amount = excluded.max_amount,
       auto_receive_minutes = excluded.auto_receive_minutes, max_payout_accounts = excluded.max_payout_accounts, updated_at = excluded.updated_at`,
    [brandId, rules.minMinor.toString(), rules.maxMinor.toString(), rules.autoReceiveMinutes, rules.maxPayoutAccounts, at.toISOString()],
  );
}

/** True when there is a brand of this id. */
export async function brandExists(db: Queryable, brandId: string): Promise<boolean> {
  const [brand] = await db.query(`select 1 from merchants where id = $1`, [brandId]);
  return brand !== undefined;
}
