/** The demo seeds' writes of a points mall (seedDemoPoints): only what is missing. */
import type { Queryable } from '../db/client.ts';

/** Switches earning on at 100 points for 1.00 (at least 1,000 at a time) unless the brand has settings. */
export async function insertPointSettingsIfMissing(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(
    `insert into point_settings (merchant_id, enabled, convert_points, convert_cash_minor, min_convert_points, updated_at)
     values ($1, true, 100, 100, 1000, now()) on conflict (merchant_id) do nothing`,
    [brandId],
  );
}

/** Adds the earning rates (valid bets in minor units per point) of the game types the brand has none for. */
export async function insertRatesIfMissing(tx: Queryable, brandId: string, rates: Record<string, number>): Promise<void> {
  await tx.query(
    `insert into point_rates (merchant_id, game_type, valid_bet_per_point_minor)
     select $1, game_type, per_point from unnest($2::text[], $3::bigint[]) as r(game_type, per_point)
     on conflict (merchant_id, game_type) do nothing`,
    [brandId, Object.keys(rates), Object.values(rates)],
  );
}

/** How many goods the brand's mall has. */
export async function countGoods(tx: Queryable, brandId: string): Promise<number> {
  const [goods] = await tx.query<{ n: number }>(`select count(*)::int as n from point_goods where merchant_id = $1`, [brandId]);
  return goods?.n ?? 0;
}

export async function insertGood(
  tx: Queryable,
  good: {
    brandId: string;
    name: string;
    description: string;
    kind: string;
    imagePath: string;
    points: number;
    requiredValidBetMinor: number;
    stock: number;
    unit: string;
    sortOrder: number;
  },
): Promise<void> {
  await tx.query(
    `insert into point_goods (merchant_id, name, description, kind, image_path, points_required, amount_required_minor, stock, unit,
       enabled, sort_order, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, now(), now())`,
    [
      good.brandId,
      good.name,
      good.description,
      good.kind,
      good.imagePath,
      good.points,
      good.requiredValidBetMinor,
      good.stock,
      good.unit,
      good.sortOrder,
    ],
  );
}
