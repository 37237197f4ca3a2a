import type { Queryable } from '../../db/client.ts';
import { selectWithdrawalRules, upsertWithdrawalRules, type WithdrawalRules } from './withdrawal-settings.queries.ts';

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

/** The brand's rules, or the defaults when it has none stored. */
export async function readWithdrawalRules(db: Queryable, brandId: string): Promise<WithdrawalRules> {
  return (await selectWithdrawalRules(db, brandId)) ?? DEFAULT_WITHDRAWAL_RULES;
}

/** Stores a brand's rules (the caller has checked them). */
export function writeWithdrawalRules(db: Queryable, brandId: string, rules: WithdrawalRules, at: Date): Promise<void> {
  return upsertWithdrawalRules(db, brandId, rules, at);
}
