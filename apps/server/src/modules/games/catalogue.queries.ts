import type { GameType } from '@pkg/contracts/game-types';
import type { Queryable } from '../../db/client.ts';

/** A listed game as stored, before its icon gets a CDN host. */
export interface GameRow {
  vendorCode: string;
  vassalage: string;
  gameCode: string;
  displayName: string;
  gameType: GameType;
  category: string;
  iconUrl: string;
  isHot: boolean;
  isNew: boolean;
  maintenance: boolean;
  favourite: boolean;
  roomId: string | null;
}

/** Who is listing, in which brand and language; every list query starts from this. */
export interface ListScope {
  brandId: string;
  /** The brand's switched-off game types: their games are never listed. */
  disabledTypes: readonly string[];
  /** Language code whose name (games.names) is shown, else the fallback display_name. */
  language: string;
  /** The caller's account, to mark favourites; null for a visitor. */
  accountId: string | null;
}

/** Filters of the game list; each one given narrows it. */
export interface GameFilter {
  type?: GameType;
  /** Vendor code or vassalage. */
  vendor?: string;
  category?: string;
  /** Search text, matched case-insensitively inside the shown and the fallback name. */
  name?: string;
  hot?: boolean;
  isNew?: boolean;
  /** Only PVP rooms (games with a room id). */
  rooms?: boolean;
}

// Parameters every list query starts with: $1 the brand, $2 its switched-off types, $3 the
// caller's account (null for a visitor). The language is added only where a query reads it, as
// PostgreSQL refuses a parameter it cannot type because nothing uses it.
class Params {
  readonly values: unknown[];
  private languageRef: string | undefined;
  constructor(private readonly scope: ListScope) {
    this.values = [scope.brandId, [...scope.disabledTypes], scope.accountId];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  language(): string {
    this.languageRef ??= `${this.add(this.scope.language)}::text`;
    return this.languageRef;
  }
}

function selectSql(params: Params): string {
  return `select g.vendor_code as "vendorCode", v.vassalage, g.game_code as "gameCode",
    coalesce(nullif(g.names ->> ${params.language()}, ''), g.display_name) as "displayName", g.game_type as "gameType", g.category,
    g.icon_url as "iconUrl", g.is_hot as "isHot", g.is_new as "isNew", (g.maintenance or v.maintenance) as maintenance,
    (f.account_id is not null) as favourite, g.room_id as "roomId"`;
}

// The vendor and the game must both be on, and neither's type switched off by the brand. The
// favourites join only marks rows; the favourites and recent lists add their own inner join.
const FROM = `from games g
  join game_vendors v on v.merchant_id = g.merchant_id and v.vendor_code = g.vendor_code
  left join favourite_games f on f.account_id = $3::bigint and f.merchant_id = g.merchant_id
                             and f.vendor_code = g.vendor_code and f.game_code = g.game_code`;

const LISTED = `g.merchant_id = $1 and g.enabled and v.enabled
  and not (g.game_type = any($2::text[]) or v.game_type = any($2::text[]))`;

const ORDER = 'order by g.sort, v.sort, g.vendor_code, g.game_code';

/** Escapes LIKE wildcards so a search for "100%" finds that text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterSql(filter: GameFilter, params: Params): string {
  const where: string[] = [];
  if (filter.type) where.push(`g.game_type = ${params.add(filter.type)}`);
  if (filter.vendor) {
    const vendor = params.add(filter.vendor);
    where.push(`(v.vendor_code = ${vendor} or v.vassalage = ${vendor})`);
  }
  if (filter.category) where.push(`g.category = ${params.add(filter.category)}`);
  if (filter.name) {
    const pattern = params.add(likePattern(filter.name));
    where.push(`(coalesce(g.names ->> ${params.language()}, '') ilike ${pattern} or g.display_name ilike ${pattern})`);
  }
  if (filter.hot !== undefined) where.push(`g.is_hot = ${params.add(filter.hot)}`);
  if (filter.isNew !== undefined) where.push(`g.is_new = ${params.add(filter.isNew)}`);
  if (filter.rooms) where.push('g.room_id is not null');
  return where.map((clause) => ` and ${clause}`).join('');
}

/** One page of listed games matching the filter, with how many match in all. */
export async function selectGamePage(
  db: Queryable,
  scope: ListScope,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const counting = new Params(scope);
  const countWhere = filterSql(filter, counting);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${FROM} where ${LISTED}${countWhere}`, counting.values);
  const total = count?.total ?? 0;
  if (total <= page.offset) return { rows: [], total };
  const params = new Params(scope);
  const select = selectSql(params);
  const where = filterSql(filter, params);
  const rows = await db.query<GameRow>(
    `${select} ${FROM} where ${LISTED}${where} ${ORDER} limit ${Math.trunc(page.limit)} offset ${Math.trunc(page.offset)}`,
    params.values,
  );
  return { rows, total };
}

/** The caller's favourite games that are listed, newest favourite first. */
export async function selectFavouriteGames(db: Queryable, scope: ListScope): Promise<GameRow[]> {
  const params = new Params(scope);
  return db.query<GameRow>(
    `${selectSql(params)} ${FROM} where ${LISTED} and f.account_id is not null order by f.created_at desc, g.game_code`,
    params.values,
  );
}

/** The caller's most recently launched listed games, newest first. */
export async function selectRecentGames(db: Queryable, scope: ListScope, limit: number): Promise<GameRow[]> {
  const params = new Params(scope);
  return db.query<GameRow>(
    `${selectSql(params)} ${FROM}
       join recent_games r on r.account_id = $3::bigint and r.merchant_id = g.merchant_id
                          and r.vendor_code = g.vendor_code and r.game_code = g.game_code
      where ${LISTED} order by r.played_at desc, g.game_code limit ${Math.trunc(limit)}`,
    params.values,
  );
}

/** A vendor's listed games counted per category, in the order the games are sorted. */
export async function selectCategoryCounts(
  db: Queryable,
  scope: ListScope,
  vendorCode: string,
): Promise<Array<{ category: string; count: number }>> {
  const params = new Params(scope);
  return db.query(
    `select g.category, count(*)::int as count ${FROM}
      where ${LISTED} and g.vendor_code = ${params.add(vendorCode)}
      group by g.category order by min(g.sort), g.category`,
    params.values,
  );
}

/** A vendor of the brand as the launch and the lobby need it, by vendor code or vassalage. */
export interface VendorRow {
  vendorCode: string;
  vassalage: string;
  gameType: GameType;
  isGame: 'VASSALAGE' | 'GAME';
  enabled: boolean;
  maintenance: boolean;
  launchUrl: string;
  /** The second launch address template (game_url2), "" for none (decision 044). */
  launchUrl2: string;
}

/** Finds a brand's vendor by its code or, failing that, its vassalage. */
export async function selectVendor(db: Queryable, brandId: string, code: string): Promise<VendorRow | undefined> {
  const rows = await db.query<VendorRow>(
    `select vendor_code as "vendorCode", vassalage, game_type as "gameType", is_game as "isGame", enabled, maintenance,
            launch_url as "launchUrl", launch_url2 as "launchUrl2"
       from game_vendors where merchant_id = $1 and (vendor_code = $2 or vassalage = $2)
      order by (vendor_code = $2) desc limit 1`,
    [brandId, code],
  );
  return rows[0];
}

/** A game of a vendor as the launch checks it. */
export interface LaunchGameRow {
  gameCode: string;
  gameType: GameType;
  enabled: boolean;
  maintenance: boolean;
}

/** Finds a vendor's game by its code, by its PVP room, or (neither given) its first game, enabled ones first. */
export async function selectLaunchGame(
  db: Queryable,
  brandId: string,
  vendorCode: string,
  by: { gameCode?: string; roomId?: string },
): Promise<LaunchGameRow | undefined> {
  const [column, value] = by.gameCode ? ['game_code', by.gameCode] : by.roomId ? ['room_id', by.roomId] : [null, null];
  const rows = await db.query<LaunchGameRow>(
    `select game_code as "gameCode", game_type as "gameType", enabled, maintenance from games
      where merchant_id = $1 and vendor_code = $2 ${column ? `and ${column} = $3` : ''}
      order by enabled desc, sort, game_code limit 1`,
    column ? [brandId, vendorCode, value] : [brandId, vendorCode],
  );
  return rows[0];
}

/** Whether a brand has the game at all (listed or not). */
export async function gameExists(db: Queryable, brandId: string, vendorCode: string, gameCode: string): Promise<boolean> {
  const rows = await db.query('select 1 from games where merchant_id = $1 and vendor_code = $2 and game_code = $3', [
    brandId,
    vendorCode,
    gameCode,
  ]);
  return rows.length > 0;
}
