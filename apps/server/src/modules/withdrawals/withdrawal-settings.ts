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

/**
 * What a brand gets until its operator sets its own: 100.00 to 50,000.00 in a two-digit currency,
 * a day to confirm receipt (the platform's value is not known; a day lets a bank transfer land),
 * and five payout accounts.
 */
export const DEFAULT_WITHDRAWAL_RULES: WithdrawalRules = {
  minMinor: 10_000n,
  maxMinor: 5_000_000n,
  autoReceiveMinutes: 1_440,
  maxPayoutAccounts: 5,
};

interface Row {
  min_amount: string;
  max_amount: string;
  auto_receive_minutes: number;
  max_payout_accounts: number;
}

/** The brand's rules, or the defaults when it has none stored. */
export async function readWithdrawalRules(db: Queryable, brandId: string): Promise<WithdrawalRules> {
  const [row] = await db.query<Row>(
    `select min_amount::text as min_amount, max_amount::text as max_amount, auto_receive_minutes, max_payout_accounts
       from withdrawal_settings where merchant_id = $1`,
    [brandId],
  );
  if (!row) return DEFAULT_WITHDRAWAL_RULES;
  return {
    minMinor: BigInt(row.min_amount),
    maxMinor: BigInt(row.max_amount),
    autoReceiveMinutes: Number(row.auto_receive_minutes),
    maxPayoutAccounts: Number(row.max_payout_accounts),
  };
}

/** Stores a brand's rules (the caller has checked them). */
export async function writeWithdrawalRules(db: Queryable, brandId: string, rules: WithdrawalRules, at: Date): Promise<void> {
  await db.query(
    `insert into withdrawal_settings (merchant_id, min_amount, max_amount, auto_receive_minutes, max_payout_accounts, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id) do update set min_amount = excluded.min_amount, max_amount = excluded.max_amount,
       auto_receive_minutes = excluded.auto_receive_minutes, max_payout_accounts = excluded.max_payout_accounts, updated_at = excluded.updated_at`,
    [brandId, rules.minMinor.toString(), rules.maxMinor.toString(), rules.autoReceiveMinutes, rules.maxPayoutAccounts, at.toISOString()],
  );
}
