/**
 * The operator's lottery settings (decision 028), for the CLI (`npm run lottery`) and later the
 * back office: each game's cut-off, stake limits, exposure cap, longest chase, odds per bet type
 * (or per token) and switched-off bet types; the Vietnamese stations' schedule. Every change is
 * checked against the game's format and written to the staff audit.
 */
import { findBetType } from '@pkg/games/lottery/bet-catalogue';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertStaffAudit } from '../staff/index.ts';
import { selectLotteryGame, selectLotteryGames, selectStations, type LotteryGameRow, type StationRow } from './lottery-games.queries.ts';

/** A refused change: `invalid` input (exit 2) or a brand, game or station `not_found` (exit 1). */
export class LotteryAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'not_found' | 'in_use',
    message: string,
  ) {
    super(message);
  }
}

/** Odds a brand may set: more than even money back is never below 1.0001, and no bet pays over a million to one. */
const MIN_ODDS_BP = 10_001;
const MAX_ODDS_BP = 10_000_000_000;

/** A change of a game's settings; absent fields stay. `odds` null for a bet type (or token) goes back to the default. */
export interface LotteryGameChange {
  closeSeconds?: number;
  minUnitMinor?: bigint;
  maxUnitMinor?: bigint;
  maxTicketStakeMinor?: bigint;
  exposureCapMinor?: bigint;
  maxChaseDraws?: number;
  odds?: Array<{ betType: string; token?: string; oddsBp: number | null }>;
  disableBetTypes?: string[];
  enableBetTypes?: string[];
}

async function brandIdOf(db: Queryable, brandCode: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
  if (!row) throw new LotteryAdminError('not_found', `no brand "${brandCode}"`);
  return row.id;
}

async function gameOf(db: Queryable, brandId: string, gameCode: string): Promise<LotteryGameRow> {
  const game = await selectLotteryGame(db, brandId, gameCode);
  if (!game) throw new LotteryAdminError('not_found', `no lottery game "${gameCode}"`);
  return game;
}

function audit(tx: Queryable, merchantId: string, action: string, target: string, detail: object, at: Date) {
  return insertStaffAudit(tx, {
    staffId: null,
    staffUsername: 'operator-cli',
    action,
    merchantId,
    target,
    ip: null,
    detail: { ...detail },
    at,
  });
}

/** The brand's lottery games with their settings. */
export async function listLotteryGames(db: Db, brandCode: string): Promise<LotteryGameRow[]> {
  return selectLotteryGames(db, await brandIdOf(db, brandCode));
}

/** Applies a change to a game's settings; answers the game as it is now. */
export async function updateLotteryGame(
  db: Db,
  clock: Clock,
  brandCode: string,
  gameCode: string,
  change: LotteryGameChange,
): Promise<LotteryGameRow> {
  return db.transaction(async (tx) => {
    const brandId = await brandIdOf(tx, brandCode);
    const game = await gameOf(tx, brandId, gameCode);
    const odds: Record<string, unknown> = structuredClone(game.odds);
    for (const entry of change.odds ?? []) {
      const betType = findBetType(game.format, entry.betType);
      if (!betType) throw new LotteryAdminError('invalid', `${game.format} has no bet type "${entry.betType}"`);
      if (entry.oddsBp !== null && (!Number.isInteger(entry.oddsBp) || entry.oddsBp < MIN_ODDS_BP || entry.oddsBp > MAX_ODDS_BP)) {
        throw new LotteryAdminError('invalid', `odds must be 1.0001 to 1,000,000 (got ${entry.oddsBp / 10_000})`);
      }
      const perToken = betType.info.oddsByToken;
      if (perToken && entry.token === undefined && entry.oddsBp !== null) {
        throw new LotteryAdminError('invalid', `${entry.betType} pays per token: give the token (${entry.betType}:TOKEN=ODDS)`);
      }
      if (entry.token !== undefined) {
        if (!perToken || !(entry.token in perToken))
          throw new LotteryAdminError('invalid', `${entry.betType} has no token "${entry.token}" of its own odds`);
        const tokens = { ...((odds[entry.betType] as Record<string, number> | undefined) ?? {}) };
        if (entry.oddsBp === null) delete tokens[entry.token];
        else tokens[entry.token] = entry.oddsBp;
        if (Object.keys(tokens).length === 0) delete odds[entry.betType];
        else odds[entry.betType] = tokens;
      } else if (entry.oddsBp === null) delete odds[entry.betType];
      else odds[entry.betType] = entry.oddsBp;
    }
    const disabled = new Set(game.disabledBetTypes);
    for (const code of [...(change.disableBetTypes ?? []), ...(change.enableBetTypes ?? [])]) {
      if (!findBetType(game.format, code)) throw new LotteryAdminError('invalid', `${game.format} has no bet type "${code}"`);
    }
    for (const code of change.disableBetTypes ?? []) disabled.add(code);
    for (const code of change.enableBetTypes ?? []) disabled.delete(code);
    const next = {
      closeSeconds: change.closeSeconds ?? game.closeSeconds,
      minUnit: change.minUnitMinor ?? game.minUnitMinor,
      maxUnit: change.maxUnitMinor ?? game.maxUnitMinor,
      maxTicket: change.maxTicketStakeMinor ?? game.maxTicketStakeMinor,
      cap: change.exposureCapMinor ?? game.exposureCapMinor,
      maxChase: change.maxChaseDraws ?? game.maxChaseDraws,
    };
    if (!Number.isInteger(next.closeSeconds) || next.closeSeconds < 5 || next.closeSeconds > 7200)
      throw new LotteryAdminError('invalid', 'the cut-off is 5 to 7200 seconds');
    if (game.cadenceSeconds !== null && next.closeSeconds >= game.cadenceSeconds)
      throw new LotteryAdminError('invalid', 'the cut-off must be shorter than the time between draws');
    if (next.minUnit <= 0n || next.maxUnit < next.minUnit || next.maxTicket < next.minUnit)
      throw new LotteryAdminError('invalid', 'stake limits: 0 < min unit <= max unit, and max ticket >= min unit');
    if (next.cap <= 0n) throw new LotteryAdminError('invalid', 'the exposure cap must be positive');
    if (!Number.isInteger(next.maxChase) || next.maxChase < 1 || next.maxChase > 120)
      throw new LotteryAdminError('invalid', 'the longest chase is 1 to 120 draws');
    await tx.query(
      `update lottery_games set close_seconds = $3, min_unit_minor = $4, max_unit_minor = $5, max_ticket_stake_minor = $6, exposure_cap_minor = $7,
              max_chase_draws = $8, odds = $9, disabled_bet_types = $10 where merchant_id = $1 and game_code = $2`,
      [
        brandId,
        gameCode,
        next.closeSeconds,
        next.minUnit.toString(),
        next.maxUnit.toString(),
        next.maxTicket.toString(),
        next.cap.toString(),
        next.maxChase,
        JSON.stringify(odds),
        [...disabled].sort(),
      ],
    );
    const after = await gameOf(tx, brandId, gameCode);
    await audit(
      tx,
      brandId,
      'lottery.game.update',
      `lottery-game:${gameCode}`,
      { change: JSON.parse(JSON.stringify(change, (_, v) => (typeof v === 'bigint' ? v.toString() : v))) },
      clock.now(),
    );
    return after;
  });
}

/** The brand's Vietnamese stations. */
export async function listStations(db: Db, brandCode: string, region?: string): Promise<StationRow[]> {
  return selectStations(db, await brandIdOf(db, brandCode), region);
}

/** Changes a station's schedule (draws already planned keep their times; new ones follow). */
export async function updateStation(
  db: Db,
  clock: Clock,
  brandCode: string,
  stationCode: string,
  change: { name?: string; weekdays?: number[]; drawTime?: string; enabled?: boolean },
): Promise<StationRow> {
  if (change.weekdays && (change.weekdays.length === 0 || change.weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6))) {
    throw new LotteryAdminError('invalid', 'weekdays are 0 (Sunday) to 6 (Saturday)');
  }
  if (change.drawTime !== undefined && !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(change.drawTime))
    throw new LotteryAdminError('invalid', 'the draw time is hh:mm (Vietnam time)');
  if (change.name !== undefined && (change.name.trim().length === 0 || change.name.length > 60))
    throw new LotteryAdminError('invalid', 'the name is 1 to 60 characters');
  return db.transaction(async (tx) => {
    const brandId = await brandIdOf(tx, brandCode);
    const rows = await tx.query(
      `update lottery_stations set name = coalesce($3, name), weekdays = coalesce($4, weekdays), draw_time = coalesce($5::time, draw_time),
              enabled = coalesce($6, enabled) where merchant_id = $1 and station_code = $2 returning 1`,
      [brandId, stationCode, change.name?.trim() ?? null, change.weekdays ?? null, change.drawTime ?? null, change.enabled ?? null],
    );
    if (rows.length === 0) throw new LotteryAdminError('not_found', `no station "${stationCode}"`);
    await audit(tx, brandId, 'lottery.station.update', `lottery-station:${stationCode}`, change, clock.now());
    const station = (await selectStations(tx, brandId)).find((s) => s.stationCode === stationCode);
    if (!station) throw new Error(`station ${stationCode} vanished`);
    return station;
  });
}
