/** The back office's VIP desk (decision 033): its reads of brands and players, and the level table's writes. */
import type { Queryable } from '../../db/client.ts';
import type { VipRule } from './vip.queries.ts';
import type { LevelRule } from './vip-rules.ts';

/** A level of the table as saved: its rule and what the site shows. */
export type LevelInput = LevelRule & { iconUrl: string; colour: string; perks: string };

/** The brand's code and the minor digits of its currency. */
export async function selectBrandCurrency(db: Queryable, brandId: string): Promise<{ code: string; digits: number }> {
  const [code] = await db.query<{ code: string; digits: number }>(
    `select code, currency_minor_digits as digits from merchants where id = $1`,
    [brandId],
  );
  return code!;
}

/** How many players hold each level above 0, keyed by the level as text. */
export async function selectLevelHolders(db: Queryable, brandId: string): Promise<Record<string, number>> {
  const holders = await db.query<{ level: number; n: number }>(
    `select level, count(*)::int as n from vip_players where merchant_id = $1 and level > 0 group by level`,
    [brandId],
  );
  return Object.fromEntries(holders.map((row) => [String(row.level), row.n]));
}

/** An account of the brand by username, whatever its case; null when none. */
export async function selectAccountByUsername(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{ id: string; username: string } | null> {
  const [account] = await db.query<{ id: string; username: string }>(
    `select id::text as id, username from accounts where merchant_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return account ?? null;
}

/** An account of the brand by id, with its type; null when none. */
export async function selectBrandAccount(
  db: Queryable,
  accountId: string,
  brandId: string,
): Promise<{ username: string; type: number } | null> {
  const [account] = await db.query<{ username: string; type: number }>(
    `select username, account_type as type from accounts where id = $1 and merchant_id = $2`,
    [accountId, brandId],
  );
  return account ?? null;
}

/** Locks the brand's settings row (ensureVipSettings creates it) for a table change. */
export async function lockVipSettings(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(`select 1 from vip_settings where merchant_id = $1 for update`, [brandId]);
}

/** The highest level a player holds above `top` (null when none does). */
export async function highestLevelHeldAbove(tx: Queryable, brandId: string, top: number): Promise<number | null> {
  const [held] = await tx.query<{ level: number }>(`select max(level) as level from vip_players where merchant_id = $1 and level > $2`, [
    brandId,
    top,
  ]);
  return held?.level ?? null;
}

/** Writes the level table: levels above its top removed, each level inserted or replaced. */
export async function replaceLevels(tx: Queryable, brandId: string, levels: readonly LevelInput[], at: Date): Promise<void> {
  await tx.query(`delete from vip_levels where merchant_id = $1 and level > $2`, [brandId, levels.length]);
  for (const level of levels) {
    await tx.query(
      `insert into vip_levels (merchant_id, level, name, icon_url, colour, bet_minor, deposit_minor, keep_bet_minor, keep_deposit_minor,
          upgrade_bonus_minor, upgrade_wagering_bp, monthly_gift_minor, gift_wagering_bp, perks, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
       on conflict (merchant_id, level) do update set name = excluded.name, icon_url = excluded.icon_url, colour = excluded.colour,
          bet_minor = excluded.bet_minor, deposit_minor = excluded.deposit_minor, keep_bet_minor = excluded.keep_bet_minor,
          keep_deposit_minor = excluded.keep_deposit_minor, upgrade_bonus_minor = excluded.upgrade_bonus_minor,
          upgrade_wagering_bp = excluded.upgrade_wagering_bp, monthly_gift_minor = excluded.monthly_gift_minor,
          gift_wagering_bp = excluded.gift_wagering_bp, perks = excluded.perks, updated_at = excluded.updated_at`,
      [
        brandId,
        level.level,
        level.name,
        level.iconUrl,
        level.colour,
        level.betMinor.toString(),
        level.depositMinor.toString(),
        level.keepBetMinor.toString(),
        level.keepDepositMinor.toString(),
        level.upgradeBonusMinor.toString(),
        level.upgradeWageringBp,
        level.monthlyGiftMinor.toString(),
        level.giftWageringBp,
        level.perks,
        at.toISOString(),
      ],
    );
  }
}

export async function updateVipRule(tx: Queryable, brandId: string, rule: VipRule, at: Date): Promise<void> {
  await tx.query(`update vip_settings set period_kind = $2, rolling_days = $3, match = $4, updated_at = $5 where merchant_id = $1`, [
    brandId,
    rule.kind,
    rule.rollingDays,
    rule.match,
    at.toISOString(),
  ]);
}
