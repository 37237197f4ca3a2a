/**
 * What players did with promotions (decision 030): their applications, their daily entries
 * (check-ins and raffle draws) with the rewards those paid, and the automatic promotions' cursors.
 */
import type { Queryable } from '../../db/client.ts';

/** The player's latest application of each promotion given. */
export async function selectLatestApplications(
  db: Queryable,
  accountId: string,
  promotionIds: readonly string[],
): Promise<{ promotionId: string; status: 'applying' | 'issued' | 'rejected' }[]> {
  const rows = await db.query<{ promotion_id: string; status: 'applying' | 'issued' | 'rejected' }>(
    `select distinct on (promotion_id) promotion_id::text, status from promotion_applications
      where account_id = $1 and promotion_id = any($2::bigint[]) order by promotion_id, id desc`,
    [accountId, promotionIds],
  );
  return rows.map((row) => ({ promotionId: row.promotion_id, status: row.status }));
}

/** The player's reward of each promotion given (a claimable one first, else the latest), with its wagering's status. */
export async function selectPromotionRewards(
  db: Queryable,
  accountId: string,
  promotionIds: readonly string[],
): Promise<{ promotionId: string; status: 'claimable' | 'claimed' | 'expired'; wagering: string | null }[]> {
  const rows = await db.query<{ promotion_id: string; status: 'claimable' | 'claimed' | 'expired'; wagering: string | null }>(
    `select distinct on (r.promotion_id) r.promotion_id::text, r.status, w.status as wagering
       from player_rewards r left join bonus_wagering w on w.reward_id = r.id
      where r.account_id = $1 and r.promotion_id = any($2::bigint[]) order by r.promotion_id, (r.status = 'claimable') desc, r.id desc`,
    [accountId, promotionIds],
  );
  return rows.map((row) => ({ promotionId: row.promotion_id, status: row.status, wagering: row.wagering }));
}

/** The promotions the player entered on a GMT+8 day. */
export async function selectEnteredOn(db: Queryable, accountId: string, day: string): Promise<string[]> {
  const rows = await db.query<{ promotion_id: string }>(
    `select promotion_id::text from promotion_entries where account_id = $1 and day = $2`,
    [accountId, day],
  );
  return rows.map((row) => row.promotion_id);
}

/** Whether the player has an application of the promotion that was not rejected (locked when it has). */
export async function lockOpenApplication(tx: Queryable, promotionId: string, accountId: string): Promise<boolean> {
  const pending = await tx.query(
    `select 1 from promotion_applications where promotion_id = $1 and account_id = $2 and status <> 'rejected' for update`,
    [promotionId, accountId],
  );
  return pending.length > 0;
}

/** Writes an application; false when another of the player's won the race (the unique index keeps one). */
export async function insertApplication(
  tx: Queryable,
  a: {
    brandId: string;
    promotionId: string;
    accountId: string;
    comment: string;
    imageIds: readonly string[];
    /** A Zalo reward's claim: the Zalo number staff confirm (decision 075). */
    zalo?: string;
    at: Date;
  },
): Promise<boolean> {
  try {
    await tx.query(
      `insert into promotion_applications (merchant_id, promotion_id, account_id, comment, image_ids, zalo, created_at)
       values ($1, $2, $3, $4, $5::uuid[], $6, $7)`,
      [a.brandId, a.promotionId, a.accountId, a.comment, a.imageIds, a.zalo ?? null, a.at.toISOString()],
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

/** The streak of the player's check-in on a day (null when none). */
export async function selectStreak(tx: Queryable, promotionId: string, accountId: string, day: string): Promise<number | null> {
  const [previous] = await tx.query<{ streak: number }>(
    `select streak from promotion_entries where promotion_id = $1 and account_id = $2 and day = $3`,
    [promotionId, accountId, day],
  );
  return previous?.streak ?? null;
}

/** Writes the day's check-in; false when the player checked in that day already. */
export async function insertCheckin(
  tx: Queryable,
  e: { brandId: string; promotionId: string; accountId: string; day: string; streak: number; at: Date },
): Promise<boolean> {
  const entered = await tx.query(
    `insert into promotion_entries (merchant_id, promotion_id, account_id, day, streak, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing returning 1`,
    [e.brandId, e.promotionId, e.accountId, e.day, e.streak, e.at.toISOString()],
  );
  return entered.length > 0;
}

/** Writes the day's raffle draw; false when the player drew that day already. */
export async function insertDraw(
  tx: Queryable,
  e: { brandId: string; promotionId: string; accountId: string; day: string; prizeMinor: bigint; at: Date },
): Promise<boolean> {
  const entered = await tx.query(
    `insert into promotion_entries (merchant_id, promotion_id, account_id, day, prize_minor, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing returning 1`,
    [e.brandId, e.promotionId, e.accountId, e.day, e.prizeMinor.toString(), e.at.toISOString()],
  );
  return entered.length > 0;
}

/** Links a check-in to the reward it paid. */
export async function setEntryReward(tx: Queryable, promotionId: string, accountId: string, day: string, rewardId: string): Promise<void> {
  await tx.query(`update promotion_entries set reward_id = $4 where promotion_id = $1 and account_id = $2 and day = $3`, [
    promotionId,
    accountId,
    day,
    rewardId,
  ]);
}

/** Links a raffle draw to its reward, with the prize as offered. */
export async function setDrawReward(
  tx: Queryable,
  promotionId: string,
  accountId: string,
  day: string,
  reward: { id: string; amountMinor: bigint },
): Promise<void> {
  await tx.query(`update promotion_entries set reward_id = $4, prize_minor = $5 where promotion_id = $1 and account_id = $2 and day = $3`, [
    promotionId,
    accountId,
    day,
    reward.id,
    reward.amountMinor.toString(),
  ]);
}

/** The brand's currency code. */
export async function selectBrandCurrency(db: Queryable, brandId: string): Promise<string> {
  const [row] = await db.query<{ currency: string }>(`select currency_code as currency from merchants where id = $1`, [brandId]);
  return row!.currency;
}

/** How far an automatic promotion's rule of a brand has been swept (null: never). */
export async function selectSweepCursor(db: Queryable, brandId: string, rule: string): Promise<Date | null> {
  const [row] = await db.query<{ until: Date | string }>(`select until from promotion_sweeps where merchant_id = $1 and rule = $2`, [
    brandId,
    rule,
  ]);
  return row ? new Date(row.until) : null;
}

/** Moves the brand's first-deposit sweep forward to `until` (never back). */
export async function advanceFirstDepositCursor(tx: Queryable, brandId: string, until: Date): Promise<void> {
  await tx.query(
    `insert into promotion_sweeps (merchant_id, rule, until) values ($1, 'first_deposit', $2)
     on conflict (merchant_id, rule) do update set until = excluded.until where promotion_sweeps.until < excluded.until`,
    [brandId, until.toISOString()],
  );
}

/** Sets how far a rebate promotion's days have been planned. */
export async function setRebateCursor(tx: Queryable, brandId: string, rule: string, until: Date): Promise<void> {
  await tx.query(
    `insert into promotion_sweeps (merchant_id, rule, until) values ($1, $2, $3)
     on conflict (merchant_id, rule) do update set until = excluded.until`,
    [brandId, rule, until.toISOString()],
  );
}

/** The brand of a promotion (null when there is no such promotion). */
export async function selectPromotionBrand(db: Queryable, promotionId: string): Promise<string | null> {
  const [merchant] = await db.query<{ merchant_id: string }>(`select merchant_id::text from promotions where id = $1`, [promotionId]);
  return merchant?.merchant_id ?? null;
}

/** Links the player's Zalo number to their profile (the registration field `zalo`), as a Zalo reward's claim names it. */
export async function setProfileZalo(tx: Queryable, accountId: string, zalo: string, at: Date): Promise<void> {
  await tx.query(`update accounts set profile = profile || jsonb_build_object('zalo', $2::text), updated_at = $3 where id = $1`, [
    accountId,
    zalo,
    at.toISOString(),
  ]);
}
