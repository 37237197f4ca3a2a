import type { GameType } from '@pkg/contracts/game-types';
import type { Queryable } from '../../db/client.ts';

/** A brand's points settings as the server uses them (decision 032). */
export interface PointSettings {
  brandId: string;
  enabled: boolean;
  /** Valid bets (minor units) that earn one point, per game type; types absent earn nothing. */
  rates: Map<string, bigint>;
  convertPoints: bigint;
  convertCashMinor: bigint;
  minConvertPoints: bigint;
  earnedUntil: Date | null;
  currency: string;
  /** The brand's largest single reward (decision 051), which one conversion may not pay more than; null: none. */
  maxRewardMinor: bigint | null;
}

interface SettingsRow {
  brandId: string;
  enabled: boolean | null;
  convertPoints: string | null;
  convertCash: string | null;
  minConvert: string | null;
  earnedUntil: Date | string | null;
  currency: string;
  maxReward: string | null;
}

/** Defaults of a brand that never saved its settings: earning off, 100 points = 1.00. */
const DEFAULTS = { convertPoints: 100n, convertCashMinor: 100n, minConvertPoints: 100n };

/** A brand's settings (defaults when it has none yet); null for an unknown brand. */
export async function readPointSettings(db: Queryable, brandId: string): Promise<PointSettings | null> {
  const [row] = await db.query<SettingsRow>(
    `select m.id::text as "brandId", s.enabled, s.convert_points::text as "convertPoints", s.convert_cash_minor::text as "convertCash",
            s.min_convert_points::text as "minConvert", s.earned_until as "earnedUntil", m.currency_code as currency,
            m.max_reward_minor::text as "maxReward"
       from merchants m left join point_settings s on s.merchant_id = m.id
      where m.id = $1`,
    [brandId],
  );
  if (!row) return null;
  const rates = await db.query<{ gameType: string; perPoint: string }>(
    `select game_type as "gameType", valid_bet_per_point_minor::text as "perPoint" from point_rates where merchant_id = $1 order by game_type`,
    [brandId],
  );
  return {
    brandId: row.brandId,
    enabled: row.enabled ?? false,
    rates: new Map(rates.map((rate) => [rate.gameType, BigInt(rate.perPoint)])),
    convertPoints: row.convertPoints === null ? DEFAULTS.convertPoints : BigInt(row.convertPoints),
    convertCashMinor: row.convertCash === null ? DEFAULTS.convertCashMinor : BigInt(row.convertCash),
    minConvertPoints: row.minConvert === null ? DEFAULTS.minConvertPoints : BigInt(row.minConvert),
    earnedUntil: row.earnedUntil === null ? null : new Date(row.earnedUntil),
    currency: row.currency,
    maxRewardMinor: row.maxReward === null ? null : BigInt(row.maxReward),
  };
}

/** Writes a brand's settings and replaces its rates; the earning cursor is kept. */
export async function writePointSettings(
  tx: Queryable,
  input: {
    brandId: string;
    enabled: boolean;
    rates: readonly { gameType: GameType; validBetPerPointMinor: bigint }[];
    convertPoints: bigint;
    convertCashMinor: bigint;
    minConvertPoints: bigint;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into point_settings (merchant_id, enabled, convert_points, convert_cash_minor, min_convert_points, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id) do update set enabled = excluded.enabled, convert_points = excluded.convert_points,
       convert_cash_minor = excluded.convert_cash_minor, min_convert_points = excluded.min_convert_points, updated_at = excluded.updated_at`,
    [
      input.brandId,
      input.enabled,
      input.convertPoints.toString(),
      input.convertCashMinor.toString(),
      input.minConvertPoints.toString(),
      input.at.toISOString(),
    ],
  );
  await tx.query(`delete from point_rates where merchant_id = $1`, [input.brandId]);
  if (input.rates.length > 0) {
    await tx.query(
      `insert into point_rates (merchant_id, game_type, valid_bet_per_point_minor)
       select $1, game_type, per_point from unnest($2::text[], $3::bigint[]) as r(game_type, per_point)`,
      [input.brandId, input.rates.map((rate) => rate.gameType), input.rates.map((rate) => rate.validBetPerPointMinor.toString())],
    );
  }
}

/** A player's points balance and valid bets counted so far. */
export async function readPlayerPoints(db: Queryable, accountId: string): Promise<{ points: bigint; validBetTotalMinor: bigint }> {
  const [row] = await db.query<{ points: string; total: string }>(
    `select coalesce((select balance from point_balances where account_id = $1), 0)::text as points,
            coalesce((select sum(valid_bet_total_minor) from point_carry where account_id = $1), 0)::text as total`,
    [accountId],
  );
  return { points: BigInt(row?.points ?? '0'), validBetTotalMinor: BigInt(row?.total ?? '0') };
}

/**
 * The most points one conversion may take under the brand's largest single reward (whole
 * conversion units); null when the brand has no ceiling or converting is off.
 */
export function maxConvertPoints(settings: Pick<PointSettings, 'convertPoints' | 'convertCashMinor' | 'maxRewardMinor'>): bigint | null {
  if (settings.maxRewardMinor === null || settings.convertCashMinor === 0n) return null;
  return (settings.maxRewardMinor / settings.convertCashMinor) * settings.convertPoints;
}
