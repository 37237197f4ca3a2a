import type { Queryable } from '../../../db/client.ts';

/** A lottery game with its catalogue row and its vendor's switches; the stake limits as bigint. */
export interface LotteryGameRow {
  brandId: string;
  gameCode: string;
  vendorCode: string;
  gameType: 'ELOTT' | 'LOTT';
  format: 'ssc' | 'k3' | '11x5' | 'pk10' | 'vn27' | 'vn18';
  prizeMode: 'Elott' | 'ZY' | 'Lott' | 'SEA';
  groupCode: string;
  schedule: 'cadence' | 'daily';
  cadenceSeconds: number | null;
  region: 'north' | 'central' | 'south' | null;
  closeSeconds: number;
  resultSource: 'house' | 'official';
  odds: Record<string, number>;
  disabledBetTypes: string[];
  minUnitMinor: bigint;
  maxUnitMinor: bigint;
  maxTicketStakeMinor: bigint;
  exposureCapMinor: bigint;
  maxChaseDraws: number;
  displayName: string;
  names: Record<string, string>;
  iconUrl: string;
  /** The game and its vendor are switched on (the brand's category switch is checked by the caller). */
  enabled: boolean;
  /** The game or its vendor is in maintenance. */
  maintenance: boolean;
  sort: number;
}

type LimitKey = 'minUnitMinor' | 'maxUnitMinor' | 'maxTicketStakeMinor' | 'exposureCapMinor';
/** The row as the driver returns it: the limits as text. */
type StoredGame = Omit<LotteryGameRow, LimitKey> & Record<LimitKey, string>;

function gameOf(row: StoredGame): LotteryGameRow {
  return {
    ...row,
    minUnitMinor: BigInt(row.minUnitMinor),
    maxUnitMinor: BigInt(row.maxUnitMinor),
    maxTicketStakeMinor: BigInt(row.maxTicketStakeMinor),
    exposureCapMinor: BigInt(row.exposureCapMinor),
  };
}

const GAME_COLUMNS = `l.merchant_id::text as "brandId", l.game_code as "gameCode", l.vendor_code as "vendorCode", g.game_type as "gameType",
  l.format, l.prize_mode as "prizeMode", l.group_code as "groupCode", l.schedule, l.cadence_seconds as "cadenceSeconds", l.region,
  l.close_seconds as "closeSeconds", l.result_source as "resultSource", l.odds, l.disabled_bet_types as "disabledBetTypes",
  l.min_unit_minor::text as "minUnitMinor", l.max_unit_minor::text as "maxUnitMinor", l.max_ticket_stake_minor::text as "maxTicketStakeMinor",
  l.exposure_cap_minor::text as "exposureCapMinor", l.max_chase_draws as "maxChaseDraws", g.display_name as "displayName", g.names,
  g.icon_url as "iconUrl", (g.enabled and v.enabled) as enabled, (g.maintenance or v.maintenance) as maintenance, g.sort`;

const GAME_FROM = `lottery_games l
  join games g on g.merchant_id = l.merchant_id and g.vendor_code = l.vendor_code and g.game_code = l.game_code
  join game_vendors v on v.merchant_id = l.merchant_id and v.vendor_code = l.vendor_code`;

/** Every lottery game of a brand, switched on or not, in menu order. */
export async function selectLotteryGames(db: Queryable, brandId: string): Promise<LotteryGameRow[]> {
  const rows = await db.query<StoredGame>(
    `select ${GAME_COLUMNS} from ${GAME_FROM} where l.merchant_id = $1 order by v.sort, g.sort, l.game_code`,
    [brandId],
  );
  return rows.map(gameOf);
}

/** Every lottery game of every brand (the planner's work list). */
export async function selectAllLotteryGames(db: Queryable): Promise<LotteryGameRow[]> {
  return (await db.query<StoredGame>(`select ${GAME_COLUMNS} from ${GAME_FROM} order by l.merchant_id, l.game_code`)).map(gameOf);
}

/** One lottery game, or null. */
export async function selectLotteryGame(db: Queryable, brandId: string, gameCode: string): Promise<LotteryGameRow | null> {
  const [row] = await db.query<StoredGame>(`select ${GAME_COLUMNS} from ${GAME_FROM} where l.merchant_id = $1 and l.game_code = $2`, [
    brandId,
    gameCode,
  ]);
  return row ? gameOf(row) : null;
}

/** A lottery game's format alone, or null (the draw job's read). */
export async function selectGameFormat(
  db: Queryable,
  brandId: string,
  gameCode: string,
): Promise<{ format: LotteryGameRow['format'] } | null> {
  const [game] = await db.query<{ format: LotteryGameRow['format'] }>(
    `select format from lottery_games where merchant_id = $1 and game_code = $2`,
    [brandId, gameCode],
  );
  return game ?? null;
}

/** A Vietnamese station of a brand. */
export interface StationRow {
  stationCode: string;
  region: 'north' | 'central' | 'south';
  name: string;
  weekdays: number[];
  drawTime: string;
  enabled: boolean;
}

/** The brand's stations (of one region when given), in region and code order. */
export function selectStations(db: Queryable, brandId: string, region?: string): Promise<StationRow[]> {
  return db.query<StationRow>(
    `select station_code as "stationCode", region, name, weekdays::int[] as weekdays, draw_time::text as "drawTime", enabled
       from lottery_stations where merchant_id = $1 and ($2::text is null or region = $2) order by region, station_code`,
    [brandId, region ?? null],
  );
}
