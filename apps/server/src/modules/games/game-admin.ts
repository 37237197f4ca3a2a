import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertStaffAudit } from '../staff/staff.queries.ts';

/**
 * Operators' game switches (the `game` CLI, decision 022): a brand's games added and changed, a
 * vendor switched off or into maintenance, and the game types the brand does not offer. Every
 * change goes to the staff audit as the operator CLI.
 */

export class GameAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'not_found' | 'in_use',
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

/** What may be set on a vendor. */
export interface VendorChange {
  enabled?: boolean;
  maintenance?: boolean;
  /** Launch address template ({token}, {game}, {lang}): an https URL or a site path. */
  launchUrl?: string;
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
  const merchantId = await brandIdOf(db, brandCode);
  return db.query<AdminGame>(
    `select ${GAME_COLUMNS} from games where merchant_id = $1 and ($2::text is null or vendor_code = $2) order by vendor_code, sort, game_code`,
    [merchantId, vendor ?? null],
  );
}

function audit(tx: Queryable, merchantId: string, action: string, target: string, detail: object, clock: Clock) {
  return insertStaffAudit(tx, {
    staffId: null,
    staffUsername: 'operator-cli',
    action,
    merchantId,
    target,
    ip: null,
    detail: { ...detail },
    at: clock.now(),
  });
}

/** Adds a game to a vendor of a brand (game code unused), or changes one (`create` false). */
export async function saveGame(
  db: Db,
  clock: Clock,
  target: { brand: string; vendor: string; code: string; create: boolean },
  change: GameChange,
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
    if (target.create && existing) invalid(`game "${target.code}" exists: use update`);
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
    await audit(tx, merchantId, existing ? 'game.update' : 'game.create', `game:${vendorCode}/${target.code}`, change, clock);
    const [saved] = await tx.query<AdminGame>(
      `select ${GAME_COLUMNS} from games where merchant_id = $1 and vendor_code = $2 and game_code = $3`,
      key,
    );
    return saved as AdminGame;
  });
}

/** Switches a vendor on or off, into or out of maintenance, or sets its launch address. */
export async function updateVendor(db: Db, clock: Clock, brand: string, vendor: string, change: VendorChange): Promise<void> {
  if (change.launchUrl !== undefined && change.launchUrl !== '' && !SITE_OR_HTTPS.test(change.launchUrl))
    invalid('launch-url: an https URL or a site path');
  if (Object.keys(change).length === 0) invalid('nothing to change: give --enabled, --maintenance or --launch-url');
  await db.transaction(async (tx) => {
    const merchantId = await brandIdOf(tx, brand);
    const vendorCode = await vendorCodeOf(tx, merchantId, vendor);
    await tx.query(
      `update game_vendors set enabled = coalesce($3, enabled), maintenance = coalesce($4, maintenance), launch_url = coalesce($5, launch_url)
        where merchant_id = $1 and vendor_code = $2`,
      [merchantId, vendorCode, change.enabled ?? null, change.maintenance ?? null, change.launchUrl ?? null],
    );
    await audit(tx, merchantId, 'game_vendor.update', `game_vendor:${vendorCode}`, change, clock);
  });
}

/** Turns game types off (`disable`) or back on (`enable`) for a brand; returns the types now off. */
export async function switchGameTypes(
  db: Db,
  clock: Clock,
  brand: string,
  change: { disable: string[]; enable: string[] },
): Promise<GameType[]> {
  for (const type of [...change.disable, ...change.enable]) {
    if (!(GAME_TYPES as readonly string[]).includes(type)) invalid(`type ${type}: one of ${GAME_TYPES.join(', ')}`);
  }
  return db.transaction(async (tx) => {
    const merchantId = await brandIdOf(tx, brand);
    const [row] = await tx.query<{ types: GameType[] }>('select disabled_game_types as types from merchants where id = $1 for update', [
      merchantId,
    ]);
    const off = new Set<string>(row?.types ?? []);
    for (const type of change.disable) off.add(type);
    for (const type of change.enable) off.delete(type);
    const types = GAME_TYPES.filter((type) => off.has(type));
    await tx.query('update merchants set disabled_game_types = $2, updated_at = $3 where id = $1', [
      merchantId,
      types,
      clock.now().toISOString(),
    ]);
    await audit(tx, merchantId, 'brand.game_types', `brand:${brand}`, { disabledGameTypes: types }, clock);
    return types;
  });
}
