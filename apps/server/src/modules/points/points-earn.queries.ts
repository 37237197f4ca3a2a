/** Earning points (decision 032): the brands' earning cursors and the players' carried remainders. */
import type { Queryable } from '../../db/client.ts';

/** Each brand with saved settings: its switch and how far it has earned (null: not started). */
export async function selectEarnCursors(db: Queryable): Promise<{ brandId: string; enabled: boolean; earnedUntil: Date | null }[]> {
  const brands = await db.query<{ brandId: string; enabled: boolean; earnedUntil: Date | string | null }>(
    `select merchant_id::text as "brandId", enabled, earned_until as "earnedUntil" from point_settings order by merchant_id`,
  );
  return brands.map((brand) => ({ ...brand, earnedUntil: brand.earnedUntil === null ? null : new Date(brand.earnedUntil) }));
}

/** Starts a brand's cursor at `at` unless it has one. */
export async function startEarnCursor(db: Queryable, brandId: string, at: Date): Promise<void> {
  await db.query(`update point_settings set earned_until = $2 where merchant_id = $1 and earned_until is null`, [
    brandId,
    at.toISOString(),
  ]);
}

/** Moves a switched-off brand's cursor forward to `to` (never back; not once switched on). */
export async function skipEarnCursor(db: Queryable, brandId: string, to: Date): Promise<void> {
  await db.query(`update point_settings set earned_until = $2 where merchant_id = $1 and enabled = false and earned_until < $2`, [
    brandId,
    to.toISOString(),
  ]);
}

/** Locks a brand's settings row and answers its switch and cursor; null when it has none. */
export async function lockEarnCursor(tx: Queryable, brandId: string): Promise<{ enabled: boolean; earnedUntil: Date | null } | null> {
  const [cursor] = await tx.query<{ enabled: boolean; earnedUntil: Date | string | null }>(
    `select enabled, earned_until as "earnedUntil" from point_settings where merchant_id = $1 for update`,
    [brandId],
  );
  return cursor ? { enabled: cursor.enabled, earnedUntil: cursor.earnedUntil === null ? null : new Date(cursor.earnedUntil) } : null;
}

export async function setEarnCursor(tx: Queryable, brandId: string, to: Date): Promise<void> {
  await tx.query(`update point_settings set earned_until = $2 where merchant_id = $1`, [brandId, to.toISOString()]);
}

/** The valid bets (minor units) each account carries per game type, keyed `<account>:<game type>`, locked. */
export async function lockCarries(tx: Queryable, accountIds: readonly string[]): Promise<Map<string, bigint>> {
  const carried = new Map<string, bigint>();
  for (const row of await tx.query<{ accountId: string; gameType: string; carry: string }>(
    `select account_id::text as "accountId", game_type as "gameType", carry_minor::text as carry
       from point_carry where account_id = any($1::bigint[]) for update`,
    [accountIds],
  ))
    carried.set(`${row.accountId}:${row.gameType}`, BigInt(row.carry));
  return carried;
}

/** Writes each account's new remainder per game type and adds the window's valid bets to its total. */
export async function writeCarries(
  tx: Queryable,
  brandId: string,
  carries: readonly { accountId: string; gameType: string; carry: bigint; validBet: bigint }[],
): Promise<void> {
  await tx.query(
    `insert into point_carry (account_id, game_type, merchant_id, carry_minor, valid_bet_total_minor)
     select account_id, game_type, $1, carry, valid_bet from unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[])
       as c(account_id, game_type, carry, valid_bet)
     on conflict (account_id, game_type) do update set carry_minor = excluded.carry_minor,
       valid_bet_total_minor = point_carry.valid_bet_total_minor + excluded.valid_bet_total_minor`,
    [
      brandId,
      carries.map((row) => row.accountId),
      carries.map((row) => row.gameType),
      carries.map((row) => row.carry.toString()),
      carries.map((row) => row.validBet.toString()),
    ],
  );
}
