import type { Queryable } from '../../db/client.ts';
import type { Vendor } from '@pkg/contracts/games';

/** The brand's enabled vendors in menu order. */
export async function selectEnabledVendors(db: Queryable, brandId: string): Promise<Vendor[]> {
  return db.query<Vendor>(
    `select vendor_code as "vendorCode", vassalage, display_name as "displayName", game_type as "gameType",
            is_hot as "isHot", logo_url as "logoUrl", account_type_id as "accountTypeId", is_game as "isGame", maintenance
       from game_vendors where merchant_id = $1 and enabled
      order by sort, vendor_code`,
    [brandId],
  );
}
