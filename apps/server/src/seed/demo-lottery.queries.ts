/** The demo seeds' writes of lottery rules and stations (seedLottery): only what is missing, never overwriting. */
import type { Queryable } from '../db/client.ts';

/** Adds a lottery game's rules unless they are there; only for a game the brand's catalogue has. */
export async function insertLotteryGameIfMissing(
  tx: Queryable,
  game: {
    brandId: string;
    gameCode: string;
    vendorCode: string;
    format: string;
    prizeMode: string;
    groupCode: string;
    schedule: 'daily' | 'cadence';
    cadenceSeconds: number | null;
    region: string | null;
    closeSeconds: number;
    resultSource: string;
  },
): Promise<void> {
  await tx.query(
    `insert into lottery_games (merchant_id, game_code, vendor_code, format, prize_mode, group_code, schedule, cadence_seconds, region,
                                close_seconds, result_source)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 where exists (select 1 from games where merchant_id = $1 and vendor_code = $3 and game_code = $2)
     on conflict do nothing`,
    [
      game.brandId,
      game.gameCode,
      game.vendorCode,
      game.format,
      game.prizeMode,
      game.groupCode,
      game.schedule,
      game.cadenceSeconds,
      game.region,
      game.closeSeconds,
      game.resultSource,
    ],
  );
}

/** Adds a Vietnamese lottery station unless it is there. */
export async function insertStationIfMissing(
  tx: Queryable,
  station: { brandId: string; code: string; region: string; name: string; weekdays: number[]; drawTime: string },
): Promise<void> {
  await tx.query(
    `insert into lottery_stations (merchant_id, station_code, region, name, weekdays, draw_time) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing`,
    [station.brandId, station.code, station.region, station.name, station.weekdays, station.drawTime],
  );
}
