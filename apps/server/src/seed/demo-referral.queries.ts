/** The demo seeds' writes of referral rules (seedDemoReferral): only when the brand has none. */
import type { Queryable } from '../db/client.ts';
import type { RulesRow } from '../modules/referral/index.ts';

/** Writes a brand's rules, by its code, unless it has some (a later run keeps what staff changed). */
export async function insertReferralRulesIfMissing(db: Queryable, brandCode: string, rules: RulesRow): Promise<void> {
  await db.query(
    `insert into referral_settings (merchant_id, enabled, min_deposit_minor, min_valid_bet_minor, window_days, reward_fixed_minor,
        reward_deposit_bp, reward_share_max_minor, wagering_bp, monthly_cap, updated_at)
     select id, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() from merchants where code = $1
     on conflict (merchant_id) do nothing`,
    [
      brandCode,
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
