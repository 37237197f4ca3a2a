import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor } from './amount.ts';

/**
 * VIP levels (SPEC.md sections 1 and 2, /vip; decision 033). A brand's levels are data: each asks
 * for valid bets and/or credited deposits over the qualifying period, pays an upgrade bonus once
 * per level and player and a monthly gift, both through the reward centre, and names the lower
 * figures that keep it at the monthly pass. Money travels as minor-unit decimal strings.
 */

/** The qualifying period: the last `rollingDays` days, or the GMT+8 calendar month so far. */
export const VIP_PERIOD_KINDS = ['rolling', 'month'] as const;
export type VipPeriodKind = (typeof VIP_PERIOD_KINDS)[number];

/** A level asks for all of its non-zero thresholds, or any one of them. */
export const VIP_MATCH = ['all', 'any'] as const;
export type VipMatch = (typeof VIP_MATCH)[number];

/** Why a level changed. */
export const VIP_CHANGE_REASONS = ['upgrade', 'relegation', 'manual'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];

/** Limits of operator input. */
export const VIP_LIMITS = {
  levelsMax: 20,
  nameMax: 40,
  perksMax: 500,
  iconUrlMax: 300,
  rollingDaysMax: 365,
  reasonMax: 300,
  /** 100x the bonus at most. */
  wageringBpMax: 1_000_000,
} as const;

const id = z.string().regex(/^[0-9]{1,18}$/);

/** One level as everyone sees it (the public table and the back office). */
export const vipLevel = z.object({
  level: z.number().int().min(1).max(99),
  name: z.string(),
  iconUrl: z.string(),
  colour: z.string(),
  /** Valid bets over the qualifying period that reach the level; "0" not asked. */
  betMinor: nonNegativeAmountMinor,
  /** Credited deposits over the qualifying period that reach the level; "0" not asked. */
  depositMinor: nonNegativeAmountMinor,
  /** The lower figures that keep the level at the monthly pass. */
  keepBetMinor: nonNegativeAmountMinor,
  keepDepositMinor: nonNegativeAmountMinor,
  /** Offered once per player when the level is first reached. */
  upgradeBonusMinor: nonNegativeAmountMinor,
  upgradeWageringBp: z.number().int(),
  /** Offered each month to players holding the level after the monthly pass. */
  monthlyGiftMinor: nonNegativeAmountMinor,
  giftWageringBp: z.number().int(),
  perks: z.string(),
});
export type VipLevel = z.infer<typeof vipLevel>;

export const vipPeriodRule = z.object({
  kind: z.enum(VIP_PERIOD_KINDS),
  /** For `rolling`: how many days back the figures count. */
  rollingDays: z.number().int(),
  match: z.enum(VIP_MATCH),
});
export type VipPeriodRule = z.infer<typeof vipPeriodRule>;

/** `GET /wps/vip/levels` (no token): the brand's table for /vip. */
export const vipTableValue = z.object({
  currency: currencyCode,
  rule: vipPeriodRule,
  levels: z.array(vipLevel),
});
export type VipTableValue = z.infer<typeof vipTableValue>;

/** Progress of one threshold: the period's figure, the target and what is left ("0" when met). */
export const vipProgress = z.object({
  currentMinor: nonNegativeAmountMinor,
  targetMinor: nonNegativeAmountMinor,
  remainingMinor: nonNegativeAmountMinor,
});
export type VipProgress = z.infer<typeof vipProgress>;

/** `GET /wps/vip/status` (token, real accounts): the caller's level and progress. */
export const vipStatusValue = z.object({
  level: z.number().int(),
  /** Empty at level 0. */
  name: z.string(),
  iconUrl: z.string(),
  colour: z.string(),
  currency: currencyCode,
  rule: vipPeriodRule,
  /** The qualifying period the figures count over, [start, end) as ISO instants (end is now). */
  periodStart: z.string(),
  periodEnd: z.string(),
  betMinor: nonNegativeAmountMinor,
  depositMinor: nonNegativeAmountMinor,
  /** The next level and each threshold it asks (null: the top level, or no levels). */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      bet: vipProgress.nullable(),
      deposit: vipProgress.nullable(),
    })
    .nullable(),
  /** What keeps the current level at the next monthly pass (null at level 0). */
  keep: z.object({ bet: vipProgress.nullable(), deposit: vipProgress.nullable(), protectedUntil: z.string().nullable() }).nullable(),
});
export type VipStatusValue = z.infer<typeof vipStatusValue>;

/** `GET /wps/vip/history` (token, real accounts). */
export const vipHistoryQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const vipChange = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(VIP_CHANGE_REASONS),
  betMinor: nonNegativeAmountMinor,
  depositMinor: nonNegativeAmountMinor,
  at: z.string(),
});
export type VipChange = z.infer<typeof vipChange>;
export const vipHistoryValue = z.object({ list: z.array(vipChange), pageNum: z.number().int(), totalPages: z.number().int() });
export type VipHistoryValue = z.infer<typeof vipHistoryValue>;

export { VIP_STREAM_EVENT } from './stream-events.ts';
export const vipEventData = z.object({ fromLevel: z.number().int(), toLevel: z.number().int(), reason: z.enum(VIP_CHANGE_REASONS) });
export type VipEventData = z.infer<typeof vipEventData>;

// ---- Back office (vip.read to read, vip.manage to change) ----

/** One level as staff write it; the server checks the table as a whole (thresholds rising with the level). */
export const boVipLevelInput = z.object({
  level: z.number().int().min(1).max(99),
  name: z.string().trim().min(1).max(VIP_LIMITS.nameMax),
  iconUrl: z
    .string()
    .trim()
    .max(VIP_LIMITS.iconUrlMax)
    .regex(/^(|\/[A-Za-z0-9/_.-]*|https:\/\/[^\s"'<>]+)$/),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  betMinor: nonNegativeAmountMinor,
  depositMinor: nonNegativeAmountMinor,
  keepBetMinor: nonNegativeAmountMinor,
  keepDepositMinor: nonNegativeAmountMinor,
  upgradeBonusMinor: nonNegativeAmountMinor,
  upgradeWageringBp: z.number().int().min(0).max(VIP_LIMITS.wageringBpMax),
  monthlyGiftMinor: nonNegativeAmountMinor,
  giftWageringBp: z.number().int().min(0).max(VIP_LIMITS.wageringBpMax),
  perks: z.string().trim().max(VIP_LIMITS.perksMax),
});
export type BoVipLevelInput = z.infer<typeof boVipLevelInput>;

/** `GET /bo/vip/levels?brandId=`. */
export const boVipBrandQuery = z.object({ brandId: id });

/** `POST /bo/vip/levels`: the brand's whole table and rule at once. */
export const boVipTableInput = z.object({
  brandId: id,
  rule: z.object({
    kind: z.enum(VIP_PERIOD_KINDS),
    rollingDays: z.number().int().min(1).max(VIP_LIMITS.rollingDaysMax),
    match: z.enum(VIP_MATCH),
  }),
  levels: z.array(boVipLevelInput).max(VIP_LIMITS.levelsMax),
});
export type BoVipTableInput = z.infer<typeof boVipTableInput>;

export const boVipTable = vipTableValue.extend({
  brandId: z.string(),
  brandCode: z.string(),
  /** Digits after the decimal point of the brand's currency, for typing amounts. */
  minorDigits: z.number().int(),
  /** How many players hold each level (level number as a string key). */
  holders: z.record(z.string(), z.number().int()),
});
export type BoVipTable = z.infer<typeof boVipTable>;

/** `GET /bo/vip/players?brandId=&username=`: one player's level, figures and history. */
export const boVipPlayerQuery = z.object({ brandId: id, username: z.string().trim().min(1).max(64) });
export const boVipChange = vipChange.extend({ staff: z.string().nullable(), note: z.string() });
export const boVipPlayer = z.object({
  accountId: z.string(),
  username: z.string(),
  status: vipStatusValue,
  history: z.array(boVipChange),
});
export type BoVipPlayer = z.infer<typeof boVipPlayer>;

/** `POST /bo/vip/players/:id/level`: staff set a level, with a reason (audited). */
export const boVipSetLevel = z.object({
  brandId: id,
  level: z.number().int().min(0).max(99),
  reason: z.string().trim().min(3).max(VIP_LIMITS.reasonMax),
  /** Offer the upgrade bonuses of the levels passed (each still once per player). */
  payBonuses: z.boolean().default(false),
});
export type BoVipSetLevel = z.infer<typeof boVipSetLevel>;
