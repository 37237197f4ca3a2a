/** The demo seeds' writes of vendors' games (seedVendorGames): only what is missing, never overwriting. */
import type { Queryable } from '../db/client.ts';

/** The brand of a brand's vendor, by the brand's code (null when the brand has no such vendor). */
export async function selectVendorBrand(tx: Queryable, brandCode: string, vendorCode: string): Promise<string | null> {
  const [vendor] = await tx.query<{ brandId: string }>(
    `select v.merchant_id::text as "brandId" from game_vendors v join merchants m on m.id = v.merchant_id
      where m.code = $1 and v.vendor_code = $2`,
    [brandCode, vendorCode],
  );
  return vendor?.brandId ?? null;
}

/** Gives the vendor its launch address when it has none. */
export async function setMissingLaunchUrl(tx: Queryable, brandId: string, vendorCode: string, launchUrl: string): Promise<void> {
  await tx.query(`update game_vendors set launch_url = $3 where merchant_id = $1 and vendor_code = $2 and launch_url = ''`, [
    brandId,
    vendorCode,
    launchUrl,
  ]);
}

/** Adds a game to the vendor's catalogue unless it is there. */
export async function insertGameIfMissing(
  tx: Queryable,
  game: {
    brandId: string;
    vendorCode: string;
    gameCode: string;
    displayName: string;
    names: Record<string, string>;
    gameType: string;
    category: string;
    iconUrl: string;
    isHot: boolean;
    isNew: boolean;
    sort: number;
  },
): Promise<void> {
  await tx.query(
    `insert into games (merchant_id, vendor_code, game_code, display_name, names, game_type, category, icon_url, is_hot, is_new, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
    [
      game.brandId,
      game.vendorCode,
      game.gameCode,
      game.displayName,
      JSON.stringify(game.names),
      game.gameType,
      game.category,
      game.iconUrl,
      game.isHot,
      game.isNew,
      game.sort,
    ],
  );
}
