import { MISSION_LIMITS, type BoMissionEdit, type MissionGoal, type MissionPeriod } from '@pkg/contracts/missions';
import { AppError } from '../../http/errors.ts';

/** A mission's settings checked and in stored form. */
export interface CheckedMission {
  titles: Record<string, string>;
  startsAt: Date;
  endsAt: Date | null;
  target: bigint;
  gameType: string | null;
  rewardMinor: bigint;
  wageringBp: number;
  leaderboard: boolean;
  enabled: boolean;
  sort: number;
}

const invalid = (why: string) => new AppError('mission_invalid', why);

/**
 * Checks what the schema cannot: an English title (the fallback of every language), dates in
 * order (a one-off mission needs its end), a game type only for bet goals, a target within the
 * goal's bounds and a reward within its limit. Empty titles are dropped (the language falls back).
 */
export function checkMission(kind: { period: MissionPeriod; goal: MissionGoal }, input: BoMissionEdit): CheckedMission {
  const titles: Record<string, string> = {};
  for (const [language, title] of Object.entries(input.titles)) if (title) titles[language] = title;
  if (!titles.EN) throw invalid('an English title is required');
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (kind.period === 'once' && !endsAt) throw invalid('a one-off mission needs an end');
  if (endsAt && endsAt <= startsAt) throw invalid('the end must come after the start');
  if (input.gameType && kind.goal === 'deposit') throw invalid('a deposit goal counts no game type');
  const target = BigInt(input.target);
  if (target > (kind.goal === 'settled_bets' ? MISSION_LIMITS.betsMax : MISSION_LIMITS.targetMax)) throw invalid('the target is too large');
  const rewardMinor = BigInt(input.rewardMinor);
  if (rewardMinor > MISSION_LIMITS.rewardMax) throw invalid('the reward is too large');
  return {
    titles,
    startsAt,
    endsAt,
    target,
    gameType: input.gameType,
    rewardMinor,
    wageringBp: input.wageringBp,
    leaderboard: input.leaderboard,
    enabled: input.enabled,
    sort: input.sort,
  };
}
