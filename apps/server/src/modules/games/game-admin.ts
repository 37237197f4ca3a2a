import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { auditChangeBy } from '../staff/index.ts';
import type { StaffActor } from '../staff/index.ts';
import {
  selectBrandId,
  selectDisabledGameTypes,
  selectGame,
  selectGamePage,
  selectGameTypeCounts,
  selectVendorCode,
  updateDisabledGameTypes,
  upsertGame,
} from './game-admin.queries.ts';
import type { AdminGame, GameChange, GameFilter } from './game-admin.types.ts';

/**
 * Operators' game switches (the `game` CLI, decision 022, and the back office's catalogue desk,
 * decision 040): a brand's games added and changed, and the game types the brand does not offer (the vendors are
 * vendor-admin.ts's). Every change goes to the staff audit
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

const GAME_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
export const VENDOR_CODE = /^[A-Za-z0-9_]{2,32}$/;
export const SITE_OR_HTTPS = /^(https:\/\/|\/)[^\s"<>]{1,499}$/;

export function invalid(message: string): never {
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

/** A brand's id by its code (not_found when there is none). */
export async function brandIdOf(db: Queryable, brandCode: string): Promise<string> {
  const id = await selectBrandId(db, brandCode);
  if (!id) throw new GameAdminError('not_found', `no brand "${brandCode}"`);
  return id;
}

async function vendorCodeOf(db: Queryable, brandId: string, vendor: string): Promise<string> {
  const code = await selectVendorCode(db, brandId, vendor);
  if (!code) throw new GameAdminError('not_found', `no vendor "${vendor}" in this brand`);
  return code;
}

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
  return selectGamePage(db, await brandIdOf(db, brandCode), filter, page);
}

export function audit(
  tx: Queryable,
  clock: Clock,
  actor: StaffActor | null,
  brandId: string,
  action: string,
  target: string,
  detail: object,
) {
  return auditChangeBy(tx, clock, actor, { action, brandId, target, detail: { ...detail } });
}

/** A game's settings after a change: what the change names over what is stored; a new game needs its name and type. */
function nextGame(change: GameChange, existing: AdminGame | undefined): Omit<AdminGame, 'vendorCode' | 'gameCode'> {
  const names = { ...(existing?.names ?? {}), ...(change.names ?? {}) };
  for (const [language, name] of Object.entries(names)) if (name === '') delete names[language];
  return {
    displayName: change.displayName?.trim() ?? existing?.displayName ?? invalid('a new game needs --name'),
    names,
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
    const brandId = await brandIdOf(tx, target.brand);
    const vendorCode = await vendorCodeOf(tx, brandId, target.vendor);
    const key: [string, string, string] = [brandId, vendorCode, target.code];
    const existing = await selectGame(tx, key, true);
    if (target.create && existing) throw new GameAdminError('exists', `game "${target.code}" exists: use update`);
    if (!target.create && !existing) throw new GameAdminError('not_found', `no game "${target.code}" of vendor ${vendorCode}`);
    await upsertGame(tx, key, nextGame(change, existing));
    const saved = await selectGame(tx, key);
    await audit(tx, clock, actor, brandId, existing ? 'game.update' : 'game.create', `game:${vendorCode}/${target.code}`, {
      before: existing ?? null,
      after: saved,
    });
    return saved as AdminGame;
  });
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
    const brandId = await brandIdOf(tx, brand);
    const stored = await selectDisabledGameTypes(tx, brandId, true);
    const before = GAME_TYPES.filter((type) => stored.includes(type));
    const off = new Set<string>(before);
    for (const type of change.disable) off.add(type);
    for (const type of change.enable) off.delete(type);
    const types = GAME_TYPES.filter((type) => off.has(type));
    await updateDisabledGameTypes(tx, brandId, types, clock.now());
    await audit(tx, clock, actor, brandId, 'brand.game_types', `brand:${brand}`, {
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
  const brandId = await brandIdOf(db, brandCode);
  const disabled: string[] = await selectDisabledGameTypes(db, brandId);
  const { vendors, games } = await selectGameTypeCounts(db, brandId);
  return GAME_TYPES.map((gameType) => {
    const categories = games
      .filter((row) => row.gameType === gameType)
      .map((row) => ({ category: row.category, games: Number(row.count) }));
    return {
      gameType,
      offered: !disabled.includes(gameType),
      vendors: Number(vendors.find((row) => row.gameType === gameType)?.count ?? 0),
      games: categories.reduce((sum, row) => sum + row.games, 0),
      categories,
    };
  });
}
