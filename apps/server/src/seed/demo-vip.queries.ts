/** The demo seeds' writes of a VIP table (seedVip): only for a brand that has no VIP settings yet. */
import type { Queryable } from '../db/client.ts';

/** Gives the brand the default rule (rolling 30 days, all figures) unless it has settings; whether it did. */
export async function insertVipSettingsIfMissing(tx: Queryable, brandId: string): Promise<boolean> {
  const [settings] = await tx.query<{ merchant_id: string }>(
    `insert into vip_settings (merchant_id, period_kind, rolling_days, match, updated_at) values ($1, 'rolling', 30, 'all', now())
     on conflict (merchant_id) do nothing returning merchant_id`,
    [brandId],
  );
  return Boolean(settings);
}

/** Adds a level (its bonuses to be wagered once) unless the brand has that level. */
export async function insertVipLevelIfMissing(
  tx: Queryable,
  level: {
    brandId: string;
    level: number;
    name: string;
    iconUrl: string;
    colour: string;
    betMinor: bigint;
    depositMinor: bigint;
    keepBetMinor: bigint;
    keepDepositMinor: bigint;
    upgradeBonusMinor: bigint;
    monthlyGiftMinor: bigint;
    perks: string;
  },
): Promise<void> {
  await tx.query(
    `insert into vip_levels (merchant_id, level, name, icon_url, colour, bet_minor, deposit_minor, keep_bet_minor, keep_deposit_minor,
        upgrade_bonus_minor, upgrade_wagering_bp, monthly_gift_minor, gift_wagering_bp, perks, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 10000, $11, 10000, $12, now(), now())
     on conflict (merchant_id, level) do nothing`,
    [
      level.brandId,
      level.level,
      level.name,
      level.iconUrl,
      level.colour,
      level.betMinor.toString(),
      level.depositMinor.toString(),
      level.keepBetMinor.toString(),
      level.keepDepositMinor.toString(),
      level.upgradeBonusMinor.toString(),
      level.monthlyGiftMinor.toString(),
      level.perks,
    ],
  );
}
