/**
 * The operator's lottery settings (decision 028), for the CLI (`npm run lottery`) and later the
 * back office: each game's cut-off, stake limits, exposure cap, longest chase, odds per bet type
 * (or per token) and switched-off bet types; the Vietnamese stations' schedule. Every change is
 * checked against the game's format and written to the staff audit.
 */
import { findBetType } from '@pkg/games/lottery/bet-catalogue';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { insertStaffAudit } from '../../staff/index.ts';
import {
  selectLotteryGame,
  selectLotteryGames,
  selectStations,
  type LotteryGameRow,
  type StationRow,
} from '../games/lottery-games.queries.ts';
import { selectBrandIdByCode, updateGameSettings, updateStationSchedule, type GameSettings } from './lottery-admin.queries.ts';

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
  const id = await selectBrandIdByCode(db, brandCode);
  if (!id) throw new LotteryAdminError('not_found', `no brand "${brandCode}"`);
  return id;
}

async function gameOf(db: Queryable, brandId: string, gameCode: string): Promise<LotteryGameRow> {
  const game = await selectLotteryGame(db, brandId, gameCode);
  if (!game) throw new LotteryAdminError('not_found', `no lottery game "${gameCode}"`);
  return game;
}

function audit(tx: Queryable, brandId: string, action: string, target: string, detail: object, at: Date) {
  return insertStaffAudit(tx, {
    staffId: null,
    staffUsername: 'operator-cli',
    action,
    brandId,
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

/** The odds after a change: a bet type's (or a token's) odds set, or removed to fall back to the default. */
function changedOdds(game: LotteryGameRow, change: LotteryGameChange['odds']): Record<string, unknown> {
  const odds: Record<string, unknown> = structuredClone(game.odds);
  for (const entry of change ?? []) {
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
  return odds;
}

/** The switched-off bet types after a change (every code named must be the format's). */
function changedDisabled(game: LotteryGameRow, change: LotteryGameChange): string[] {
  const disabled = new Set(game.disabledBetTypes);
  for (const code of [...(change.disableBetTypes ?? []), ...(change.enableBetTypes ?? [])]) {
    if (!findBetType(game.format, code)) throw new LotteryAdminError('invalid', `${game.format} has no bet type "${code}"`);
  }
  for (const code of change.disableBetTypes ?? []) disabled.add(code);
  for (const code of change.enableBetTypes ?? []) disabled.delete(code);
  return [...disabled].sort();
}

/** A game's settings after a change, checked: cut-off, stake limits, exposure cap and longest chase within their bounds. */
function changedSettings(game: LotteryGameRow, change: LotteryGameChange): GameSettings {
  const next: GameSettings = {
    closeSeconds: change.closeSeconds ?? game.closeSeconds,
    minUnitMinor: change.minUnitMinor ?? game.minUnitMinor,
    maxUnitMinor: change.maxUnitMinor ?? game.maxUnitMinor,
    maxTicketStakeMinor: change.maxTicketStakeMinor ?? game.maxTicketStakeMinor,
    exposureCapMinor: change.exposureCapMinor ?? game.exposureCapMinor,
    maxChaseDraws: change.maxChaseDraws ?? game.maxChaseDraws,
    odds: changedOdds(game, change.odds),
    disabledBetTypes: changedDisabled(game, change),
  };
  if (!Number.isInteger(next.closeSeconds) || next.closeSeconds < 5 || next.closeSeconds > 7200)
    throw new LotteryAdminError('invalid', 'the cut-off is 5 to 7200 seconds');
  if (game.cadenceSeconds !== null && next.closeSeconds >= game.cadenceSeconds)
    throw new LotteryAdminError('invalid', 'the cut-off must be shorter than the time between draws');
  if (next.minUnitMinor <= 0n || next.maxUnitMinor < next.minUnitMinor || next.maxTicketStakeMinor < next.minUnitMinor)
    throw new LotteryAdminError('invalid', 'stake limits: 0 < min unit <= max unit, and max ticket >= min unit');
  if (next.exposureCapMinor <= 0n) throw new LotteryAdminError('invalid', 'the exposure cap must be positive');
  if (!Number.isInteger(next.maxChaseDraws) || next.maxChaseDraws < 1 || next.maxChaseDraws > 120)
    throw new LotteryAdminError('invalid', 'the longest chase is 1 to 120 draws');
  return next;
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
    await updateGameSettings(tx, brandId, gameCode, changedSettings(game, change));
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
    const found = await updateStationSchedule(tx, brandId, stationCode, {
      name: change.name?.trim() ?? null,
      weekdays: change.weekdays ?? null,
      drawTime: change.drawTime ?? null,
      enabled: change.enabled ?? null,
    });
    if (!found) throw new LotteryAdminError('not_found', `no station "${stationCode}"`);
    await audit(tx, brandId, 'lottery.station.update', `lottery-station:${stationCode}`, change, clock.now());
    const station = (await selectStations(tx, brandId)).find((s) => s.stationCode === stationCode);
    if (!station) throw new Error(`station ${stationCode} vanished`);
    return station;
  });
}
