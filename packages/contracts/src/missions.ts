import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';
import { GAME_TYPES } from './game-types.ts';
import { SHIPPED_LANGUAGES } from './languages.ts';

/**
 * Missions and the mission leaderboard (SPEC.md section 2, member centre page missionLeaderboard;
 * decision 035). A mission is a goal a player reaches within a period; its reward is offered to the
 * reward centre when the player claims it. Amounts and counts travel as decimal strings.
 */

/** daily: a GMT+8 day; weekly: Monday to Sunday (GMT+8); once: between the mission's two dates. */
export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** valid_bet: valid bets (minor units); settled_bets: a count of settled bets; deposit: credited deposits (minor units). */
export const MISSION_GOALS = ['valid_bet', 'settled_bets', 'deposit'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

/** in_progress: below the target; completed: reached and claimable; claimed: the reward was offered this period. */
export const MISSION_STATES = ['in_progress', 'completed', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** Limits of operator input. */
export const MISSION_LIMITS = {
  titleMax: 80,
  /** Largest target (minor units or bets) and reward (minor units). */
  targetMax: 10n ** 15n,
  rewardMax: 10n ** 12n,
  /** Most bets a settled_bets mission may ask for. */
  betsMax: 100_000n,
  wageringBpMax: 1_000_000,
  /** Lines of the leaderboard (the SPEC's Top 20). */
  leaderboardSize: 20,
} as const;

const instant = z.iso.datetime({ offset: true });

/** One mission of the current period with the caller's progress, exactly. */
export const missionView = z.object({
  id: z.string(),
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  /** Only bets of this game type count (valid_bet and settled_bets); null for every type. */
  gameType: z.enum(GAME_TYPES).nullable(),
  /** Minor units (valid_bet, deposit) or bets (settled_bets): a count of bets keeps an amount's digits rule. */
  target: positiveAmountMinor,
  /** What the caller reached in this period, same unit; may exceed the target. */
  progress: nonNegativeAmountMinor,
  rewardMinor: positiveAmountMinor,
  wageringBp: z.number().int(),
  currency: currencyCode,
  /** The period counted: [periodStart, periodEnd), instants (UTC); the key names it in claims. */
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  state: z.enum(MISSION_STATES),
  claimedAt: z.string().nullable(),
  /** This mission ranks the leaderboard. */
  leaderboard: z.boolean(),
});
export type MissionView = z.infer<typeof missionView>;

/** `GET /wps/v2/missions` (token, real accounts): the brand's running missions with the caller's progress. */
export const missionsValue = z.object({
  list: z.array(missionView),
  /** Missions completed and not claimed yet (the menu badge). */
  available: z.number().int(),
});
export type MissionsValue = z.infer<typeof missionsValue>;

export const missionIdParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

/** `POST /wps/v2/missions/:id/claim`: the mission, now claimed, and the reward waiting in the reward centre. */
export const missionClaimValue = z.object({ mission: missionView, rewardId: z.string() });
export type MissionClaimValue = z.infer<typeof missionClaimValue>;

/** One line of the leaderboard; usernames masked. */
export const leaderboardLine = z.object({ rank: z.number().int(), username: z.string(), progress: nonNegativeAmountMinor });

/** `GET /wps/v2/missions/leaderboard`: the top players of the leaderboard mission's period, and the caller. */
export const missionLeaderboardValue = z.object({
  /** The ranking mission; null when the brand runs none now (list empty). */
  mission: z
    .object({
      id: z.string(),
      title: z.string(),
      goal: z.enum(MISSION_GOALS),
      gameType: z.enum(GAME_TYPES).nullable(),
      currency: currencyCode,
      periodKey: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
    })
    .nullable(),
  list: z.array(leaderboardLine),
  /** The caller's rank among players with progress (null with none) and progress. */
  me: z.object({ rank: z.number().int().nullable(), progress: nonNegativeAmountMinor }),
});
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValue>;

/** `GET /wps/v2/missions/badge`: the count the member centre's menu entry shows when above zero. */
export const missionBadgeValue = z.object({ count: z.number().int() });
export type MissionBadgeValue = z.infer<typeof missionBadgeValue>;

// ---- Back office -------------------------------------------------------------------------------

const titles = z
  .object(Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, z.string().trim().max(MISSION_LIMITS.titleMax).optional()])))
  .strict();

/** The settings staff may change on an existing mission. period and goal never change. */
export const boMissionEdit = z
  .object({
    titles,
    startsAt: instant,
    endsAt: instant.nullable(),
    target: positiveAmountMinor,
    gameType: z.enum(GAME_TYPES).nullable(),
    rewardMinor: positiveAmountMinor,
    wageringBp: z.number().int().min(0).max(MISSION_LIMITS.wageringBpMax),
    leaderboard: z.boolean(),
    enabled: z.boolean(),
    sort: z.number().int().min(-10_000).max(10_000).default(0),
  })
  .strict();
export type BoMissionEdit = z.infer<typeof boMissionEdit>;

/** `POST /bo/missions` (missions.manage): a new mission of a brand. */
export const boMissionCreate = boMissionEdit.extend({
  brandId: z.string().regex(/^[1-9][0-9]{0,17}$/),
  code: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,39}$/),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
});
export type BoMissionCreate = z.infer<typeof boMissionCreate>;

/** A mission as staff see it. */
export const boMission = z.object({
  id: z.string(),
  brandId: z.string(),
  brandCode: z.string(),
  code: z.string(),
  titles: z.record(z.string(), z.string()),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  target: z.string(),
  gameType: z.enum(GAME_TYPES).nullable(),
  rewardMinor: positiveAmountMinor,
  wageringBp: z.number().int(),
  currency: currencyCode,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  leaderboard: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Claims over every period. */
  claims: z.number().int(),
  updatedAt: z.string(),
});
export type BoMission = z.infer<typeof boMission>;

export const boMissionQuery = z.object({
  brandId: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
});
export const boMissionList = z.object({ entries: z.array(boMission) });
export type BoMissionList = z.infer<typeof boMissionList>;

/** `GET /bo/missions/:id/completions` (missions.read): who claimed, newest first, optionally one period. */
export const boCompletionQuery = z.object({
  periodKey: z
    .string()
    .regex(/^(D:\d{4}-\d{2}-\d{2}|W:\d{4}-\d{2}-\d{2}|once)$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const boCompletion = z.object({
  periodKey: z.string(),
  accountId: z.string(),
  username: z.string(),
  progress: z.string(),
  rewardId: z.string(),
  rewardStatus: z.enum(['claimable', 'claimed', 'expired']),
  claimedAt: z.string(),
});
export const boCompletionPage = z.object({
  mission: boMission,
  list: z.array(boCompletion),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BoCompletionPage = z.infer<typeof boCompletionPage>;
