/**
 * A bingo room's settings (decision 057) as stored in round_tables.settings: the contracts' schema
 * (bingo.ts), read into packages/games' BingoRoom (prices, stages with their patterns, shares and
 * guarantees, the jackpot) plus the server's own rules (card limit, minimum cards, cadence, buy
 * window, ball interval, pause). `roomProblems` refuses what the maths refuses.
 */
import { BINGO_PATTERNS, bingoRoomSettings, type BingoFormatCode, type BingoRoomSettings } from '@pkg/contracts/bingo';
import { bingoRoomProblems, type BingoRoom } from '@pkg/games/bingo/bingo-prizes';
import { bingoFormat, type BingoFormat } from '@pkg/games/bingo/bingo-types';
import { PATTERNS_75, PATTERNS_90, type BingoPattern } from '@pkg/games/bingo/patterns';

/** A room's settings read for use. */
export interface RoomSettings {
  stored: BingoRoomSettings;
  format: BingoFormat;
  room: BingoRoom;
  cardsPerPlayerMax: number;
  minCards: number;
  cadenceMs: number;
  minBuyMs: number;
  ballIntervalMs: number;
  pauseMs: number;
}

const PATTERNS: Record<BingoFormatCode, readonly BingoPattern[]> = {
  '75': Object.values(PATTERNS_75),
  '90': Object.values(PATTERNS_90),
};

/** A pattern of a format by its code, or null. */
export function patternOf(format: BingoFormatCode, code: string): BingoPattern | null {
  return PATTERNS[format].find((pattern) => pattern.code === code) ?? null;
}

/** Every problem of stored settings (none: usable). */
export function roomProblems(raw: unknown): string[] {
  const parsed = bingoRoomSettings.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const stored = parsed.data;
  const problems: string[] = [];
  stored.stages.forEach((stage, index) => {
    if (!(BINGO_PATTERNS[stored.format] as readonly string[]).includes(stage.pattern))
      problems.push(`stages.${index}.pattern: ${stage.pattern} is not a ${stored.format}-ball pattern`);
  });
  if (new Set(stored.stages.map((stage) => stage.pattern)).size !== stored.stages.length)
    problems.push('stages: a pattern is played twice');
  if (problems.length > 0) return problems;
  return bingoRoomProblems(toRoom('room', stored));
}

function toRoom(code: string, stored: BingoRoomSettings): BingoRoom {
  return {
    code,
    format: stored.format,
    ticketPriceMinor: BigInt(stored.ticketPriceMinor),
    payoutShareBp: stored.payoutShareBp,
    stages: stored.stages.map((stage) => ({
      pattern: patternOf(stored.format, stage.pattern) as BingoPattern,
      shareBp: stage.shareBp,
      guaranteedMinor: BigInt(stage.guaranteedMinor),
    })),
    ...(stored.jackpot
      ? {
          jackpot: {
            contributionBp: stored.jackpot.contributionBp,
            withinCalls: stored.jackpot.withinCalls,
            seedMinor: BigInt(stored.jackpot.seedMinor),
          },
        }
      : {}),
  };
}

/** Reads stored settings that passed roomProblems (throws on settings that did not). */
export function readRoom(raw: unknown): RoomSettings {
  const problems = roomProblems(raw);
  if (problems.length > 0) throw new Error(`bingo room settings: ${problems.join('; ')}`);
  const stored = bingoRoomSettings.parse(raw);
  return {
    stored,
    format: bingoFormat(stored.format),
    room: toRoom('room', stored),
    cardsPerPlayerMax: stored.cardsPerPlayerMax,
    minCards: stored.minCards,
    cadenceMs: stored.cadenceMs,
    minBuyMs: stored.minBuyMs,
    ballIntervalMs: stored.ballIntervalMs,
    pauseMs: stored.pauseMs,
  };
}

/**
 * When a game opened at `opensAt` stops selling: the first instant of the room's cadence grid
 * (multiples of cadenceMs since the epoch) at least minBuyMs away, so games start on the clock
 * (every 3 minutes: :00, :03 ...) whatever the last game's length.
 */
export function startOfGame(settings: Pick<RoomSettings, 'cadenceMs' | 'minBuyMs'>, opensAt: Date): Date {
  const earliest = opensAt.getTime() + settings.minBuyMs;
  return new Date(Math.ceil(earliest / settings.cadenceMs) * settings.cadenceMs);
}
