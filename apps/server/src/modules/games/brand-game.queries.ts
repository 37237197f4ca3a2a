/**
 * A brand's game as the house games check it on every call (decisions 024, 053): switched on (the
 * game, its vendor and its category), in maintenance, and the brand's code in the same statement.
 */
import type { Queryable } from '../../db/client.ts';

/** A game of a brand's catalogue as the house games check it: switched on (game and vendor), in maintenance, the game types. */
export interface CatalogueGame {
  enabled: boolean;
  maintenance: boolean;
  gameType: string;
  vendorType: string;
}

/**
 * The code of a brand (the brand service looks brands up by code) and, in the same statement, one
 * of its games with its vendor; null when the brand does not exist, `game` null when the brand
 * has no such game.
 */
export async function selectBrandGame(
  db: Queryable,
  brandId: string,
  vendorCode: string,
  gameCode: string,
): Promise<{ code: string; game: CatalogueGame | null } | null> {
  const [row] = await db.query<{
    code: string;
    enabled: boolean | null;
    maintenance: boolean | null;
    gameType: string | null;
    vendorType: string | null;
  }>(
    `select m.code, g.enabled and v.enabled as enabled, g.maintenance or v.maintenance as maintenance,
            g.game_type as "gameType", v.game_type as "vendorType"
       from merchants m
       left join games g on g.merchant_id = m.id and g.vendor_code = $2 and g.game_code = $3
       left join game_vendors v on v.merchant_id = g.merchant_id and v.vendor_code = g.vendor_code
      where m.id = $1`,
    [brandId, vendorCode, gameCode],
  );
  if (!row) return null;
  const { code, enabled, maintenance, gameType, vendorType } = row;
  if (enabled === null || maintenance === null || gameType === null || vendorType === null) return { code, game: null };
  return { code, game: { enabled, maintenance, gameType, vendorType } };
}
