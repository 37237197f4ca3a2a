import { GAME_TYPES } from '@pkg/contracts/game-types';
import type { GameMenus, Vendor } from '@pkg/contracts/games';
import type { Db } from '../../db/client.ts';
import type { Brand } from '../brands/index.ts';
import { selectEnabledVendors } from './vendor.queries.ts';

/** The game vendor catalogue as the header navigation and lobby read it. */
export function createVendorService(db: Db) {
  return {
    /** The brand's enabled vendors of the game types it offers. */
    list: (brand: Brand): Promise<Vendor[]> => offeredVendors(db, brand),

    /** Vendors grouped by game type in menu order; types without vendors are left out. */
    async menus(brand: Brand): Promise<GameMenus> {
      const vendors = await offeredVendors(db, brand);
      return {
        menus: GAME_TYPES.map((gameType) => ({ gameType, vendors: vendors.filter((vendor) => vendor.gameType === gameType) })).filter(
          (menu) => menu.vendors.length > 0,
        ),
      };
    },
  };
}

/** Enabled vendors, less those of the game types the brand switched off (decision 022). */
async function offeredVendors(db: Db, brand: Brand): Promise<Vendor[]> {
  const vendors = await selectEnabledVendors(db, brand.id);
  return vendors.filter((vendor) => !brand.disabledGameTypes.includes(vendor.gameType));
}

export type VendorService = ReturnType<typeof createVendorService>;
