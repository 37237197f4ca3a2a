import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { auditChangeBy } from '../staff/index.ts';
import type { StaffActor } from '../staff/index.ts';

/**
 * Operators' game switches (the `game` CLI, decision 022, and the back office's catalogue desk,
 * decision 040): a brand's vendors and games added and changed, a vendor switched off or into
 * maintenance, and the game types the brand does not offer. Every change goes to the staff audit
 * with the values before and after, as the staff member (`actor`) or, without one, the operator CLI.
 */

export class GameAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'not_found' | 'exists' | 'in_use',
    message: string,
  ) {
    super(message);
  }
}

/** What may be set on a game; absent fields keep their value (a new game needs name and type). */
export interface GameChange {
  displayName?: string;
  /** Names per shipped language; "" removes that language. */
  names?: Record<string, string>;
  gameType?: string;
  category?: string;
  iconUrl?: string;
  isHot?: boolean;
  isNew?: boolean;
  enabled?: boolean;
  maintenance?: boolean;
  /** The PVP room id; "" removes it. */
  roomId?: string;
  sort?: number;
}

/** What may be set on a vendor; absent fields keep their value (a new vendor needs name and type). */
export interface VendorChange {
  displayName?: string;
  /** The key the lobby groups the vendor's games by (defaults to the vendor code). */
  vassalage?: string;
  gameType?: string;
  /** Logo: https URL or site path; "" for none. */
  logoUrl?: string;
  isHot?: boolean;
  /** VASSALAGE: the menu opens the vendor's lobby; GAME: the vendor is one game launched directly. */
  isGame?: 'VASSALAGE' | 'GAME';
  enabled?: boolean;
  maintenance?: boolean;
  /** Launch address template ({token}, {game}, {lang}): an https URL or a site path. */
  launchUrl?: string;
  /** A second launch address template, answered as game_url2 (decision 044); "" for none. */
  launchUrl2?: string;
  /** seamless: bets move the main wallet through the wallet API; transfer: the vendor keeps its own sub-wallet. */
  walletType?: 'seamless' | 'transfer';
  sort?: number;
}

/** A vendor as the desk lists it (never its secret, only whether one is set). */
export interface AdminVendor {
  vendorCode: string;
  vassalage: string;
  displayName: string;
  gameType: string;
  logoUrl: string;
  isHot: boolean;
  isGame: 'VASSALAGE' | 'GAME';
  enabled: boolean;
  maintenance: boolean;
  launchUrl: string;
  /** The second launch address template (game_url2), "" for none. */
  launchUrl2: string;
  walletType: 'seamless' | 'transfer';
  sort: number;
  hasWalletSecret: boolean;
  gameCount: number;
}

/** Filters of the desk's game list; absent ones match every game. */
export interface GameFilter {
  vendor?: string;
  gameType?: string;
  /** Part of the game code or the fallback name, any case. */
  search?: string;
  enabled?: boolean;
}

/** A game as the CLI lists it. */
export interface AdminGame {
  vendorCode: string;
  gameCode: string;
  displayName: string;
  names: Record<string, string>;
  gameType: string;
  category: string;
  iconUrl: string;
  isHot: boolean;
  isNew: boolean;
  enabled: boolean;
  maintenance: boolean;
  roomId: string | null;
  sort: number;
}

const GAME_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const VENDOR_CODE = /^[A-Za-z0-9_]{2,32}$/;
const SITE_OR_HTTPS = /^(https:\/\/|\/)[^\s"<>]{1,499}$/;

function invalid(message: string): never {
  throw new GameAdminError('invalid', message);
}

function checkChange(change: GameChange): void {
  if (change.displayName !== undefined && (change.displayName.trim().length < 1 || change.displayName.length > 100))
    invalid('name: 1-100 characters');
  if (change.gameType !== undefined && !(GAME_TYPES as readonly string[]).includes(change.gameType))
    invalid(`type: one of ${GAME_TYPES.join(', ')}`);
  if (change.category !== undefined && change.category.length > 32) invalid('category: at most 32 characters');
  if (change.iconUrl !== undefined && change.iconUrl !== '' && !SITE_OR_HTTPS.test(change.iconUrl))
    invalid('icon: an https URL or a site path');
  if (change.roomId !== undefined && change.roomId.length > 64) invalid('room: at most 64 characters');
  if (change.sort !== undefined && (!Number.isInteger(change.sort) || Math.abs(change.sort) > 1_000_000)) invalid('sort: a whole number');
  for (const [language, name] of Object.entries(change.names ?? {})) {
    if (!(SHIPPED_LANGUAGES as readonly string[]).includes(language))
      invalid(`names: language ${language} is not one of ${SHIPPED_LANGUAGES.join(', ')}`);
    if (name.length > 100) invalid('names: at most 100 characters each');
  }
}

async function brandIdOf(db: Queryable, brandCode: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id::text as id from merchants where code = $1', [brandCode]);
  if (!row) throw new GameAdminError('not_found', `no brand "${brandCode}"`);
  return row.id;
}

async function vendorCodeOf(db: Queryable, merchantId: string, vendor: string): Promise<string> {
  const [row] = await db.query<{ code: string }>(
    'select vendor_code as code from game_vendors where merchant_id = $1 and vendor_code = $2',
    [merchantId, vendor],
  );
  if (!row) throw new GameAdminError('not_found', `no vendor "${vendor}" in this brand`);
  return row.code;
}

const GAME_COLUMNS = `vendor_code as "vendorCode", game_code as "gameCode", display_name as "displayName", names,
  game_type as "gameType", category, icon_url as "iconUrl", is_hot as "isHot", is_new as "isNew", enabled, maintenance,
  room_id as "roomId", sort`;

/** A brand's games (of one vendor when named), enabled or not, in catalogue order. */
export async function listGames(db: Db, brandCode: string, vendor?: string): Promise<AdminGame[]> {
  return (await findGames(db, brandCode, vendor === undefined ? {} : { vendor }, { limit: null, offset: 0 })).rows;
}

/** A page of a brand's games matching the filter, enabled or not, in catalogue order, with the count of all matches. */
export async function findGames(
  db: Db,
  brandCode: string,
  filter: GameFilter,
  page: { limit: number | null; offset: number },
): Promise<{ rows: AdminGame[]; total: number }> {
  const merchantId = await brandIdOf(db, brandCode);
  const where = `merchant_id = $1 and ($2::text is null or vendor_code = $2) and ($3::text is null or game_type = $3)
    and ($4::text is null or position($4 in lower(game_code)) > 0 or position($4 in lower(display_name)) > 0)
    and ($5::boolean is null or enabled = $5)`;
  const params = [
    merchantId,
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

function audit(tx: Queryable, clock: Clock, actor: StaffActor | null, merchantId: string, action: string, target: string, detail: object) {
  return auditChangeBy(tx, clock, actor, { action, merchantId, target, detail: { ...detail } });
}

/** Adds a game to a vendor of a brand (game code unused), or changes one (`create` false). */
export async function saveGame(
  db: Db,
  clock: Clock,
  target: { brand: string; vendor: string; code: string; create: boolean },
  change: GameChange,
  actor: StaffActor | null = null,
): Promise<AdminGame> {
  if (!GAME_CODE.test(target.code)) invalid('code: 1-64 letters, digits, dots, dashes or underscores');
  checkChange(change);
  return db.transaction(async (tx) => {
    const merchantId = await brandIdOf(tx, target.brand);
    const vendorCode = await vendorCodeOf(tx, merchantId, target.vendor);
    const key = [merchantId, vendorCode, target.code];
    const [existing] = await tx.query<AdminGame>(
      `select ${GAME_COLUMNS} from games where merchant_id = $1 and vendor_code = $2 and game_code = $3 for update`,
      key,
    );
    if (target.create && existing) throw new GameAdminError('exists', `game "${target.code}" exists: use update`);
    if (!target.create && !existing) throw new GameAdminError('not_found', `no game "${target.code}" of vendor ${vendorCode}`);
    const names = { ...(existing?.names ?? {}), ...(change.names ?? {}) };
    for (const [language, name] of Object.entries(names)) if (name === '') delete names[language];
    const next = {
      displayName: change.displayName?.trim() ?? existing?.displayName ?? invalid('a new game needs --name'),
      gameType: change.gameType ?? existing?.gameType ?? invalid('a new game needs --type'),
      category: change.category ?? existing?.category ?? '',
      iconUrl: change.iconUrl ?? existing?.iconUrl ?? '',
      isHot: change.isHot ?? existing?.isHot ?? false,
      isNew: change.isNew ?? existing?.isNew ?? false,
      enabled: change.enabled ?? existing?.enabled ?? true,
      maintenance: change.maintenance ?? existing?.maintenance ?? false,
      roomId: change.roomId === undefined ? (existing?.roomId ?? null) : change.roomId || null,
      sort: change.sort ?? existing?.sort ?? 0,
    };
    await tx.query(
      `insert into games (merchant_id, vendor_code, game_code, display_name, names, game_type, category, icon_url, is_hot, is_new, enabled, maintenance, room_id, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (merchant_id, vendor_code, game_code) do update set display_name = excluded.display_name, names = excluded.names,
         game_type = excluded.game_type, category = excluded.category, icon_url = excluded.icon_url, is_hot = excluded.is_hot,
         is_new = excluded.is_new, enabled = excluded.enabled, maintenance = excluded.maintenance, room_id = excluded.room_id, sort = excluded.sort`,
      [
        ...key,
        next.displayName,
        JSON.stringify(names),
        next.gameType,
        next.category,
        next.iconUrl,
        next.isHot,
        next.isNew,
        next.enabled,
        next.maintenance,
        next.roomId,
        next.sort,
      ],
    );
    const [saved] = await tx.query<AdminGame>(
      `select ${GAME_COLUMNS} from games where merchant_id = $1 and vendor_code = $2 and game_code = $3`,
      key,
    );
    await audit(tx, clock, actor, merchantId, existing ? 'game.update' : 'game.create', `game:${vendorCode}/${target.code}`, {
      before: existing ?? null,
      after: saved,
    });
    return saved as AdminGame;
  });
}

const VENDOR_COLUMNS = `v.vendor_code as "vendorCode", v.vassalage, v.display_name as "displayName", v.game_type as "gameType",
  v.logo_url as "logoUrl", v.is_hot as "isHot", v.is_game as "isGame", v.enabled, v.maintenance, v.launch_url as "launchUrl",
  v.launch_url2 as "launchUrl2", v.wallet_type as "walletType", v.sort, v.wallet_secret_sealed is not null as "hasWalletSecret",
  (select count(*)::int from games g where g.merchant_id = v.merchant_id and g.vendor_code = v.vendor_code) as "gameCount"`;

async function selectAdminVendors(db: Queryable, merchantId: string, vendor: string | null, lock = false): Promise<AdminVendor[]> {
  const rows = await db.query<AdminVendor>(
    `select ${VENDOR_COLUMNS} from game_vendors v where v.merchant_id = $1 and ($2::text is null or v.vendor_code = $2)
      order by v.sort, v.vendor_code${lock ? ' for update' : ''}`,
    [merchantId, vendor],
  );
  return rows.map((row) => ({ ...row, gameCount: Number(row.gameCount) }));
}

/** A brand's vendors, enabled or not, in menu order. */
export async function listVendors(db: Db, brandCode: string): Promise<AdminVendor[]> {
  return selectAdminVendors(db, await brandIdOf(db, brandCode), null);
}

function checkVendorChange(change: VendorChange): void {
  if (change.displayName !== undefined && (change.displayName.trim().length < 1 || change.displayName.length > 100))
    invalid('name: 1-100 characters');
  if (change.vassalage !== undefined && !VENDOR_CODE.test(change.vassalage)) invalid('vassalage: 2-32 letters, digits or underscores');
  if (change.gameType !== undefined && !(GAME_TYPES as readonly string[]).includes(change.gameType))
    invalid(`type: one of ${GAME_TYPES.join(', ')}`);
  if (change.logoUrl !== undefined && change.logoUrl !== '' && !SITE_OR_HTTPS.test(change.logoUrl))
    invalid('logo: an https URL or a site path');
  if (change.launchUrl !== undefined && change.launchUrl !== '' && !SITE_OR_HTTPS.test(change.launchUrl))
    invalid('launch-url: an https URL or a site path');
  if (change.launchUrl2 !== undefined && change.launchUrl2 !== '' && !SITE_OR_HTTPS.test(change.launchUrl2))
    invalid('launch-url2: an https URL or a site path');
  if (change.isGame !== undefined && change.isGame !== 'VASSALAGE' && change.isGame !== 'GAME') invalid('kind: VASSALAGE or GAME');
  if (change.walletType !== undefined && change.walletType !== 'seamless' && change.walletType !== 'transfer')
    invalid('wallet type: seamless or transfer');
  if (change.sort !== undefined && (!Number.isInteger(change.sort) || change.sort < 0 || change.sort > 32_767)) invalid('sort: 0-32767');
}

/**
 * Adds a vendor to a brand (`create`: its code unused) or changes one: name, type, logo, switches,
 * maintenance, launch address and wallet type. The wallet secret is set only by rotation.
 */
export async function saveVendor(
  db: Db,
  clock: Clock,
  target: { brand: string; vendor: string; create: boolean },
  change: VendorChange,
  actor: StaffActor | null = null,
): Promise<AdminVendor> {
  if (target.create && !VENDOR_CODE.test(target.vendor)) invalid('code: 2-32 letters, digits or underscores');
  checkVendorChange(change);
  if (!target.create && Object.keys(change).length === 0) invalid('nothing to change: give --enabled, --maintenance or --launch-url');
  return db.transaction(async (tx) => {
    const merchantId = await brandIdOf(tx, target.brand);
    const [existing] = await selectAdminVendors(tx, merchantId, target.vendor, true);
    if (target.create && existing) throw new GameAdminError('exists', `vendor "${target.vendor}" exists in this brand`);
    if (!target.create && !existing) throw new GameAdminError('not_found', `no vendor "${target.vendor}" in this brand`);
    if (existing) {
      await tx.query(
        `update game_vendors set display_name = coalesce($3, display_name), vassalage = coalesce($4, vassalage),
           game_type = coalesce($5, game_type), logo_url = coalesce($6, logo_url), is_hot = coalesce($7, is_hot),
           is_game = coalesce($8, is_game), enabled = coalesce($9, enabled), maintenance = coalesce($10, maintenance),
           launch_url = coalesce($11, launch_url), wallet_type = coalesce($12, wallet_type), sort = coalesce($13, sort),
           launch_url2 = coalesce($14, launch_url2)
         where merchant_id = $1 and vendor_code = $2`,
        [
          merchantId,
          existing.vendorCode,
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
    } else {
      await tx.query(
        `insert into game_vendors (merchant_id, vendor_code, vassalage, display_name, game_type, logo_url, is_hot, is_game,
           enabled, maintenance, launch_url, wallet_type, sort, launch_url2)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          merchantId,
          target.vendor,
          change.vassalage ?? target.vendor,
          change.displayName?.trim() ?? invalid('a new vendor needs a name'),
          change.gameType ?? invalid('a new vendor needs a type'),
          change.logoUrl ?? '',
          change.isHot ?? false,
          change.isGame ?? 'VASSALAGE',
          change.enabled ?? true,
          change.maintenance ?? false,
          change.launchUrl ?? '',
          change.walletType ?? 'seamless',
          change.sort ?? 0,
          change.launchUrl2 ?? '',
        ],
      );
    }
    const [saved] = await selectAdminVendors(tx, merchantId, target.vendor);
    if (!saved) throw new Error(`vendor ${target.vendor} vanished inside its transaction`);
    await audit(tx, clock, actor, merchantId, existing ? 'game_vendor.update' : 'game_vendor.create', `game_vendor:${saved.vendorCode}`, {
      before: existing ?? null,
      after: saved,
    });
    return saved;
  });
}

/** Switches a vendor on or off, into or out of maintenance, or sets its launch address (the CLI's `update` without a game). */
export async function updateVendor(db: Db, clock: Clock, brand: string, vendor: string, change: VendorChange): Promise<void> {
  await saveVendor(db, clock, { brand, vendor, create: false }, change);
}

/** Turns game types off (`disable`) or back on (`enable`) for a brand; returns the types now off. */
export async function switchGameTypes(
  db: Db,
  clock: Clock,
  brand: string,
  change: { disable: string[]; enable: string[] },
  actor: StaffActor | null = null,
): Promise<GameType[]> {
  for (const type of [...change.disable, ...change.enable]) {
    if (!(GAME_TYPES as readonly string[]).includes(type)) invalid(`type ${type}: one of ${GAME_TYPES.join(', ')}`);
  }
  return db.transaction(async (tx) => {
    const merchantId = await brandIdOf(tx, brand);
    const [row] = await tx.query<{ types: GameType[] }>('select disabled_game_types as types from merchants where id = $1 for update', [
      merchantId,
    ]);
    const before = GAME_TYPES.filter((type) => (row?.types ?? []).includes(type));
    const off = new Set<string>(before);
    for (const type of change.disable) off.add(type);
    for (const type of change.enable) off.delete(type);
    const types = GAME_TYPES.filter((type) => off.has(type));
    await tx.query('update merchants set disabled_game_types = $2, updated_at = $3 where id = $1', [
      merchantId,
      types,
      clock.now().toISOString(),
    ]);
    await audit(tx, clock, actor, merchantId, 'brand.game_types', `brand:${brand}`, {
      before: { disabledGameTypes: before },
      after: { disabledGameTypes: types },
    });
    return types;
  });
}

/** One game type (the catalogue's category) of a brand: offered or switched off, its vendors and games, and the vendors' kinds of game in it. */
export interface GameTypeSummary {
  gameType: GameType;
  offered: boolean;
  vendors: number;
  games: number;
  categories: Array<{ category: string; games: number }>;
}

/** Every game type with what the brand has of it, in menu order. */
export async function gameTypeSummary(db: Db, brandCode: string): Promise<GameTypeSummary[]> {
  const merchantId = await brandIdOf(db, brandCode);
  const [brand] = await db.query<{ types: string[] }>('select disabled_game_types as types from merchants where id = $1', [merchantId]);
  const vendors = await db.query<{ gameType: string; count: number }>(
    `select game_type as "gameType", count(*)::int as count from game_vendors where merchant_id = $1 group by game_type`,
    [merchantId],
  );
  const games = await db.query<{ gameType: string; category: string; count: number }>(
    `select game_type as "gameType", category, count(*)::int as count from games where merchant_id = $1
      group by game_type, category order by game_type, category`,
    [merchantId],
  );
  return GAME_TYPES.map((gameType) => {
    const categories = games
      .filter((row) => row.gameType === gameType)
      .map((row) => ({ category: row.category, games: Number(row.count) }));
    return {
      gameType,
      offered: !(brand?.types ?? []).includes(gameType),
      vendors: Number(vendors.find((row) => row.gameType === gameType)?.count ?? 0),
      games: categories.reduce((sum, row) => sum + row.games, 0),
      categories,
    };
  });
}
