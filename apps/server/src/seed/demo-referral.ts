import type { Db } from '../db/client.ts';
import type { RulesRow } from '../modules/referral/index.ts';

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
  await db.query(
    `insert into referral_settings (merchant_id, enabled, min_deposit_minor, min_valid_bet_minor, window_days, reward_fixed_minor,
        reward_deposit_bp, reward_share_max_minor, wagering_bp, monthly_cap, updated_at)
     select id, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() from merchants where code = $1
     on conflict (merchant_id) do nothing`,
    [
      merchantCode,
      rules.enabled,
      rules.minDepositMinor.toString(),
      rules.minValidBetMinor.toString(),
      rules.windowDays,
      rules.rewardFixedMinor.toString(),
      rules.rewardDepositBp,
      rules.rewardShareMaxMinor.toString(),
      rules.wageringBp,
      rules.monthlyCap,
    ],
  );
}
