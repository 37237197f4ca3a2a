import type { GameType } from '@pkg/contracts/game-types';
import type { Queryable } from '../../db/client.ts';
import type { AdminGame, AdminVendor, GameFilter, VendorChange } from './game-admin.types.ts';

/** A brand's id by its code; null when there is none. */
export async function selectBrandId(db: Queryable, brandCode: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('select id::text as id from merchants where code = $1', [brandCode]);
  return row?.id ?? null;
}

/** A vendor's code when the brand has it; null otherwise. */
export async function selectVendorCode(db: Queryable, brandId: string, vendor: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(
    'select vendor_code as code from game_vendors where merchant_id = $1 and vendor_code = $2',
    [brandId, vendor],
  );
  return row?.code ?? null;
}

const GAME_COLUMNS = `vendor_code as "vendorCode", game_code as "gameCode", display_name as "displayName", names,
  game_type as "gameType", category, icon_url as "iconUrl", is_hot as "isHot", is_new as "isNew", enabled, maintenance,
  room_id as "roomId", sort`;

/** A page of a brand's games matching the filter (null limit: all), in catalogue order, with the count of all matches. */
export async function selectGamePage(
  db: Queryable,
  brandId: string,
  filter: GameFilter,
  page: { limit: number | null; offset: number },
): Promise<{ rows: AdminGame[]; total: number }> {
  const where = `merchant_id = $1 and ($2::text is null or vendor_code = $2) and ($3::text is null or game_type = $3)
    and ($4::text is null or position($4 in lower(game_code)) > 0 or position($4 in lower(display_name)) > 0)
    and ($5::boolean is null or enabled = $5)`;
  const params = [
    brandId,
    filter.vendor ?? null,
    filter.gameType ?? null,
    filter.search?.trim().toLowerCase() || null,
    filter.enabled ?? null,
  ];
  const rows = await db.query<AdminGame>(
    `select ${GAME_COLUMNS} from games where ${where} order by vendor_code, sort, game_code limit $6 offset $7`,
    [...params, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from games where ${where}`, params);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A brand's game by vendor and code, locked when `lock`; undefined when there is none. */
export async function selectGame(db: Queryable, key: [string, string, string], lock = false): Promise<AdminGame | undefined> {
  const [game] = await db.query<AdminGame>(
    `select ${GAME_COLUMNS} from games where merchant_id = $1 and vendor_code = $2 and game_code = $3${lock ? ' for update' : ''}`,
    key,
  );
  return game;
}

/** Creates a brand's game or replaces its settings. */
export async function upsertGame(
  tx: Queryable,
  key: [string, string, string],
  game: Omit<AdminGame, 'vendorCode' | 'gameCode'>,
): Promise<void> {
  await tx.query(
    `insert into games (merchant_id, vendor_code, game_code, display_name, names, game_type, category, icon_url, is_hot, is_new, enabled, maintenance, room_id, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (merchant_id, vendor_code, game_code) do update set display_name = excluded.display_name, names = excluded.names,
         game_type = excluded.game_type, category = excluded.category, icon_url = excluded.icon_url, is_hot = excluded.is_hot,
         is_new = excluded.is_new, enabled = excluded.enabled, maintenance = excluded.maintenance, room_id = excluded.room_id, sort = excluded.sort`,
    [
      ...key,
      game.displayName,
      JSON.stringify(game.names),
      game.gameType,
      game.category,
      game.iconUrl,
      game.isHot,
      game.isNew,
      game.enabled,
      game.maintenance,
      game.roomId,
      game.sort,
    ],
  );
}

const VENDOR_COLUMNS = `v.vendor_code as "vendorCode", v.vassalage, v.display_name as "displayName", v.game_type as "gameType",
  v.logo_url as "logoUrl", v.is_hot as "isHot", v.is_game as "isGame", v.enabled, v.maintenance, v.launch_url as "launchUrl",
  v.launch_url2 as "launchUrl2", v.wallet_type as "walletType", v.sort, v.wallet_secret_sealed is not null as "hasWalletSecret",
  (select count(*)::int from games g where g.merchant_id = v.merchant_id and g.vendor_code = v.vendor_code) as "gameCount"`;

/** A brand's vendors (one when named), in menu order, locked when `lock`. */
export async function selectAdminVendors(db: Queryable, brandId: string, vendor: string | null, lock = false): Promise<AdminVendor[]> {
  const rows = await db.query<AdminVendor>(
    `select ${VENDOR_COLUMNS} from game_vendors v where v.merchant_id = $1 and ($2::text is null or v.vendor_code = $2)
      order by v.sort, v.vendor_code${lock ? ' for update' : ''}`,
    [brandId, vendor],
  );
  return rows.map((row) => ({ ...row, gameCount: Number(row.gameCount) }));
}

/** Changes a brand's vendor: what the change names (null keeps a value). */
export async function updateVendorSettings(tx: Queryable, brandId: string, vendorCode: string, change: VendorChange): Promise<void> {
  await tx.query(
    `update game_vendors set display_name = coalesce($3, display_name), vassalage = coalesce($4, vassalage),
           game_type = coalesce($5, game_type), logo_url = coalesce($6, logo_url), is_hot = coalesce($7, is_hot),
           is_game = coalesce($8, is_game), enabled = coalesce($9, enabled), maintenance = coalesce($10, maintenance),
           launch_url = coalesce($11, launch_url), wallet_type = coalesce($12, wallet_type), sort = coalesce($13, sort),
           launch_url2 = coalesce($14, launch_url2)
         where merchant_id = $1 and vendor_code = $2`,
    [
      brandId,
      vendorCode,
      change.displayName?.trim() ?? null,
      change.vassalage ?? null,
      change.gameType ?? null,
      change.logoUrl ?? null,
      change.isHot ?? null,
      change.isGame ?? null,
      change.enabled ?? null,
      change.maintenance ?? null,
      change.launchUrl ?? null,
      change.walletType ?? null,
      change.sort ?? null,
      change.launchUrl2 ?? null,
    ],
  );
}

/** Adds a vendor to a brand with every setting given. */
export async function insertVendor(
  tx: Queryable,
  brandId: string,
  vendor: Omit<AdminVendor, 'hasWalletSecret' | 'gameCount'>,
): Promise<void> {
  await tx.query(
    `insert into game_vendors (merchant_id, vendor_code, vassalage, display_name, game_type, logo_url, is_hot, is_game,
           enabled, maintenance, launch_url, wallet_type, sort, launch_url2)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      brandId,
      vendor.vendorCode,
      vendor.vassalage,
      vendor.displayName,
      vendor.gameType,
      vendor.logoUrl,
      vendor.isHot,
      vendor.isGame,
      vendor.enabled,
      vendor.maintenance,
      vendor.launchUrl,
      vendor.walletType,
      vendor.sort,
      vendor.launchUrl2,
    ],
  );
}

/** The game types a brand has switched off, locked when `lock`. */
export async function selectDisabledGameTypes(db: Queryable, brandId: string, lock = false): Promise<GameType[]> {
  const [row] = await db.query<{ types: GameType[] }>(
    `select disabled_game_types as types from merchants where id = $1${lock ? ' for update' : ''}`,
    [brandId],
  );
  return row?.types ?? [];
}

export async function updateDisabledGameTypes(tx: Queryable, brandId: string, types: GameType[], at: Date): Promise<void> {
  await tx.query('update merchants set disabled_game_types = $2, updated_at = $3 where id = $1', [brandId, types, at.toISOString()]);
}

/** How many vendors and games (by category) a brand has of each game type. */
export async function selectGameTypeCounts(
  db: Queryable,
  brandId: string,
): Promise<{ vendors: Array<{ gameType: string; count: number }>; games: Array<{ gameType: string; category: string; count: number }> }> {
  const vendors = await db.query<{ gameType: string; count: number }>(
    `select game_type as "gameType", count(*)::int as count from game_vendors where merchant_id = $1 group by game_type`,
    [brandId],
  );
  const games = await db.query<{ gameType: string; category: string; count: number }>(
    `select game_type as "gameType", category, count(*)::int as count from games where merchant_id = $1
      group by game_type, category order by game_type, category`,
    [brandId],
  );
  return { vendors, games };
}
