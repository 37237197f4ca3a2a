import { z } from 'zod';
import { amountMinor, currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';

/**
 * Responsible gaming (decision 037): the player's own deposit, loss and wager limits per GMT+8
 * day, week (from Monday) or month, and cool-off or self-exclusion. Amounts are whole minor units
 * as decimal strings, like every amount on the wire.
 */

/** What a limit caps: credited and open deposits, net loss (stakes minus returns), or stakes. */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

/** The period a limit counts over, in GMT+8: the day, the week from Monday 00:00, the calendar month. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** Cool-off lengths: a pause of play, deposits and login. */
export const RG_COOL_OFF_LENGTHS = ['24h', '7d', '30d', '6w'] as const;
export type RgCoolOffLength = (typeof RG_COOL_OFF_LENGTHS)[number];

/** Self-exclusion lengths; `permanent` never ends. */
export const RG_EXCLUSION_LENGTHS = ['6m', '1y', '5y', 'permanent'] as const;
export type RgExclusionLength = (typeof RG_EXCLUSION_LENGTHS)[number];

/** Hours a raise or removal of a limit waits before it applies; lowering or setting applies at once. */
export const RG_RAISE_DELAY_HOURS = 24;

/** The largest limit a player may set (10^15 minor units, the ledger's largest amount). */
export const RG_MAX_LIMIT_MINOR = 10n ** 15n;

/** A login session's time limit the player may set, in minutes: 30 minutes to 24 hours (or none). */
export const RG_SESSION_LIMIT_MIN_MINUTES = 30;
export const RG_SESSION_LIMIT_MAX_MINUTES = 1440;
/** The session lengths the site offers (the server takes any whole minute count in the range). */
export const RG_SESSION_LIMIT_CHOICES = [30, 60, 120, 240, 480, 720, 1440] as const;

/**
 * The daily play-time limit (decision 037 addendum): the time the player's login sessions may be
 * open in one GMT+8 day, all devices together, in minutes: 30 minutes to 24 hours (or none).
 */
export const RG_DAILY_LIMIT_MIN_MINUTES = 30;
export const RG_DAILY_LIMIT_MAX_MINUTES = 1440;
/** The daily lengths the site offers (the server takes any whole minute count in the range). */
export const RG_DAILY_LIMIT_CHOICES = [60, 120, 180, 240, 360, 480, 720] as const;

/** After a session ended at its time limit, a new login is refused for this many minutes (decision 037). */
export const RG_SESSION_BREAK_MINUTES = 60;

/** How often the reality check shows, in minutes (or off). */
export const RG_REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/** One limit as the player sees it, with the usage of the period running now. */
export const rgLimitView = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** The limit in force now; null when only a pending new limit exists (never: a new limit applies at once). */
  amountMinor: positiveAmountMinor.nullable(),
  /** A raise or removal waiting: the amount it becomes (null: removal) and when. */
  pending: z.object({ amountMinor: positiveAmountMinor.nullable(), appliesAt: z.string() }).nullable(),
  /** Counted in this period so far: deposited (credited plus open orders), lost, or wagered. */
  usedMinor: amountMinor,
  /** The period's first instant and the next period's first instant (ISO). */
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type RgLimitView = z.infer<typeof rgLimitView>;

/** The exclusion in force, if any. */
export const rgExclusionView = z.object({
  kind: z.enum(['coolOff', 'selfExclusion']),
  startedAt: z.string(),
  /** null: permanent. */
  endsAt: z.string().nullable(),
});
export type RgExclusionView = z.infer<typeof rgExclusionView>;

/** The player's session time limit (with a waiting raise or removal) and reality-check interval. */
export const rgSessionRules = z.object({
  /** The limit in force, in minutes; null: none. */
  limitMinutes: z.number().int().nullable(),
  /** A raise or removal waiting: the minutes it becomes (null: removal) and when. */
  pending: z.object({ limitMinutes: z.number().int().nullable(), appliesAt: z.string() }).nullable(),
  /** Minutes between reality checks; null: off. */
  realityCheckMinutes: z.number().int().nullable(),
  /** The refused-login break after a session ended at its limit, in minutes. */
  breakMinutes: z.number().int(),
  /** The daily play-time limit in force, in minutes (all sessions of a GMT+8 day together); null: none. */
  dailyLimitMinutes: z.number().int().nullable(),
  /** A raise or removal of the daily limit waiting: the minutes it becomes (null: removal) and when. */
  dailyPending: z.object({ limitMinutes: z.number().int().nullable(), appliesAt: z.string() }).nullable(),
});
export type RgSessionRules = z.infer<typeof rgSessionRules>;

/** `GET` the caller's limits and exclusion, and the usage of the running periods. */
export const rgState = z.object({
  currency: currencyCode,
  limits: z.array(rgLimitView),
  /** Usage of every period, also where no limit is set (so the form can show it). */
  usage: z.array(z.object({ kind: z.enum(RG_LIMIT_KINDS), period: z.enum(RG_PERIODS), usedMinor: amountMinor })),
  exclusion: rgExclusionView.nullable(),
  raiseDelayHours: z.number().int(),
  session: rgSessionRules,
  /** The brand's own deposit limits (decision 037 addendum): they hold whatever the player sets; a player's limit can only be lower. */
  brandDepositLimits: z.array(z.object({ period: z.enum(RG_PERIODS), amountMinor: positiveAmountMinor })),
});
export type RgState = z.infer<typeof rgState>;

/** `POST` a limit: an amount sets, lowers or raises it; null removes it (raises and removals wait 24 hours). */
export const rgSetLimit = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** Above RG_MAX_LIMIT_MINOR answers amount_invalid. */
  amountMinor: positiveAmountMinor.nullable(),
});
export type RgSetLimit = z.infer<typeof rgSetLimit>;

/** `POST` the session time limit in minutes (null removes it); lowering applies at once, raising or removing waits 24 hours. */
export const rgSetSessionLimit = z.object({
  limitMinutes: z.number().int().min(RG_SESSION_LIMIT_MIN_MINUTES).max(RG_SESSION_LIMIT_MAX_MINUTES).nullable(),
});
export type RgSetSessionLimit = z.infer<typeof rgSetSessionLimit>;

/** `POST` the daily play-time limit in minutes (null removes it); lowering applies at once, raising or removing waits 24 hours. */
export const rgSetDailyLimit = z.object({
  limitMinutes: z.number().int().min(RG_DAILY_LIMIT_MIN_MINUTES).max(RG_DAILY_LIMIT_MAX_MINUTES).nullable(),
});
export type RgSetDailyLimit = z.infer<typeof rgSetDailyLimit>;

/** `POST` the reality-check interval in minutes (null: off); applies at once. */
export const rgSetRealityCheck = z.object({
  minutes: z
    .number()
    .int()
    .refine((value) => (RG_REALITY_CHECK_MINUTES as readonly number[]).includes(value), 'one of 15, 30, 60')
    .nullable(),
});
export type RgSetRealityCheck = z.infer<typeof rgSetRealityCheck>;

/**
 * `GET` the login session as the reality check shows it: when it started and the server's time
 * (the site times itself from these, so a reload does not reset anything), when the time limit
 * ends it, when the next reality check is due, and the session's net result on the main wallet
 * (winnings minus stakes, signed minor units: negative is a loss).
 */
export const rgSessionView = z.object({
  startedAt: z.string(),
  now: z.string(),
  /** When a time limit ends this session (the session limit or the daily limit, whichever comes first); null without either. */
  endsAt: z.string().nullable(),
  /** Minutes played today (GMT+8), all sessions together, counted only with a daily limit; null without one. */
  playedTodayMinutes: z.number().int().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** The first reality check not yet acknowledged (may be in the past: show it now); null when off. */
  nextCheckAt: z.string().nullable(),
  currency: currencyCode,
  netMinor: amountMinor,
  stakesMinor: nonNegativeAmountMinor,
});
export type RgSessionView = z.infer<typeof rgSessionView>;

/** `POST` a cool-off: effective at once, ends every session, cannot be shortened or lifted. */
export const rgCoolOff = z.object({ length: z.enum(RG_COOL_OFF_LENGTHS) });
export type RgCoolOff = z.infer<typeof rgCoolOff>;

/** `POST` (encrypted) a self-exclusion, proved by the login password; cannot be shortened or lifted. */
export const rgSelfExclude = z.object({ length: z.enum(RG_EXCLUSION_LENGTHS), password: z.string().min(1).max(128) });
export type RgSelfExclude = z.infer<typeof rgSelfExclude>;

// ---- Back office (rg.read to look, rg.manage to apply on a player's behalf) ----

/** `GET /bo/rg/player`: a player of a brand by username. */
export const boRgQuery = z.object({ brandId: z.string().regex(/^[0-9]{1,18}$/), username: z.string().min(1).max(32) });
export type BoRgQuery = z.infer<typeof boRgQuery>;

/** A player's limits, usage, exclusion in force and every exclusion so far (newest first). */
export const boRgPlayer = z.object({
  accountId: z.string(),
  username: z.string(),
  state: rgState,
  /** A new login is refused until then: the break after a session ended at its time limit; null: none running. */
  sessionBreakUntil: z.string().nullable(),
  history: z.array(
    z.object({ kind: z.enum(['coolOff', 'selfExclusion']), length: z.string(), startedAt: z.string(), endsAt: z.string().nullable() }),
  ),
});
export type BoRgPlayer = z.infer<typeof boRgPlayer>;

/** Why staff act: kept in both audits (the player's and the staff trail). */
const reason = z.string().trim().min(3).max(200);

/** `POST /bo/rg/limit`: staff set a limit for a player, on the player's rules (a raise or removal waits 24 hours). */
export const boRgSetLimit = rgSetLimit.extend({ brandId: boRgQuery.shape.brandId, username: boRgQuery.shape.username, reason });
export type BoRgSetLimit = z.infer<typeof boRgSetLimit>;

/** `POST /bo/rg/exclusion`: staff start a cool-off or self-exclusion for a player (it cannot be shortened or lifted). */
export const boRgExclude = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('coolOff'), length: z.enum(RG_COOL_OFF_LENGTHS) }),
    z.object({ kind: z.literal('selfExclusion'), length: z.enum(RG_EXCLUSION_LENGTHS) }),
  ])
  .and(z.object({ brandId: boRgQuery.shape.brandId, username: boRgQuery.shape.username, reason }));
export type BoRgExclude = z.infer<typeof boRgExclude>;

/** `POST /bo/rg/session-limit`: staff set a player's session time limit on the player's rules (lowering at once, raising or removing after 24 hours). */
export const boRgSetSessionLimit = rgSetSessionLimit.extend({
  brandId: boRgQuery.shape.brandId,
  username: boRgQuery.shape.username,
  reason,
});
export type BoRgSetSessionLimit = z.infer<typeof boRgSetSessionLimit>;

/** `POST /bo/rg/daily-limit`: staff set a player's daily play-time limit on the player's rules (lowering at once, raising or removing after 24 hours). */
export const boRgSetDailyLimit = rgSetDailyLimit.extend({
  brandId: boRgQuery.shape.brandId,
  username: boRgQuery.shape.username,
  reason,
});
export type BoRgSetDailyLimit = z.infer<typeof boRgSetDailyLimit>;

/** `POST /bo/rg/reality-check`: staff set a player's reality-check interval (a reminder: applies at once). */
export const boRgSetRealityCheck = rgSetRealityCheck.extend({
  brandId: boRgQuery.shape.brandId,
  username: boRgQuery.shape.username,
  reason,
});
export type BoRgSetRealityCheck = z.infer<typeof boRgSetRealityCheck>;
