import type { Db } from '../db/client.ts';
import type { RulesRow } from '../modules/referral/index.ts';
import { insertReferralRulesIfMissing } from './demo-referral.queries.ts';

/**
 * The demo brand's invite friends rules (decision 034), switched on: a friend qualifies with a
 * first deposit of 100.00 and 500.00 of valid bets within 30 days of signing up; the referrer
 * earns 50.00 plus 10% of that first deposit (the share at most 200.00), to be wagered once, and
 * at most 20 rewards a month.
 */
export const DEMO_REFERRAL_RULES: RulesRow = {
  enabled: true,
  minDepositMinor: 10_000n,
  minValidBetMinor: 50_000n,
  windowDays: 30,
  rewardFixedMinor: 5_000n,
  rewardDepositBp: 1_000,
  rewardShareMaxMinor: 20_000n,
  wageringBp: 10_000,
  monthlyCap: 20,
};

/** Writes the brand's rules once; a later run keeps what staff changed since. */
export async function seedDemoReferral(db: Db, merchantCode: string, rules: RulesRow = DEMO_REFERRAL_RULES): Promise<void> {
  await insertReferralRulesIfMissing(db, merchantCode, rules);
}
