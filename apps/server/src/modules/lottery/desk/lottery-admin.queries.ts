import type { Queryable } from '../../../db/client.ts';

/** A brand's id by its code, or null. */
export async function selectBrandIdByCode(db: Queryable, brandCode: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
  return row?.id ?? null;
}

/** A game's settings as the operator sets them. */
export interface GameSettings {
  closeSeconds: number;
  minUnitMinor: bigint;
  maxUnitMinor: bigint;
  maxTicketStakeMinor: bigint;
  exposureCapMinor: bigint;
  maxChaseDraws: number;
  odds: Record<string, unknown>;
  disabledBetTypes: string[];
}

/** Writes a game's settings. */
export async function updateGameSettings(db: Queryable, brandId: string, gameCode: string, settings: GameSettings): Promise<void> {
  await db.query(
    `update lottery_games set close_seconds = $3, min_unit_minor = $4, max_unit_minor = $5, max_ticket_stake_minor = $6, exposure_cap_minor = $7,
              max_chase_draws = $8, odds = $9, disabled_bet_types = $10 where merchant_id = $1 and game_code = $2`,
    [
      brandId,
      gameCode,
      settings.closeSeconds,
      settings.minUnitMinor.toString(),
      settings.maxUnitMinor.toString(),
      settings.maxTicketStakeMinor.toString(),
      settings.exposureCapMinor.toString(),
      settings.maxChaseDraws,
      JSON.stringify(settings.odds),
      settings.disabledBetTypes,
    ],
  );
}

/** Changes a station's name, weekdays, draw time or switch (null leaves one as it is); false when there is no such station. */
export async function updateStationSchedule(
  db: Queryable,
  brandId: string,
  stationCode: string,
  change: { name: string | null; weekdays: number[] | null; drawTime: string | null; enabled: boolean | null },
): Promise<boolean> {
  const rows = await db.query(
    `update lottery_stations set name = coalesce($3, name), weekdays = coalesce($4, weekdays), draw_time = coalesce($5::time, draw_time),
              enabled = coalesce($6, enabled) where merchant_id = $1 and station_code = $2 returning 1`,
    [brandId, stationCode, change.name, change.weekdays, change.drawTime, change.enabled],
  );
  return rows.length > 0;
}
