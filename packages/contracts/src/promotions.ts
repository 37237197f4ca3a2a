import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';

/**
 * Promotions, the reward centre and bonus wagering (decision 030). Amounts are minor units in
 * decimal strings; rates and wagering multiples are basis points (1% = 100, 1x = 10000).
 */

const bp = z.number().int().min(1).max(1_000_000);
const id = z.string().regex(/^[1-9][0-9]{0,17}$/);

export const PROMOTION_KINDS = ['apply', 'first_deposit', 'rebate', 'checkin', 'raffle', 'info', 'zalo'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The kinds' settings, checked by the server on write. */
export const promotionRules = {
  /** The player applies (comment, images); staff issue an amount up to maxBonusMinor. */
  apply: z.object({ maxBonusMinor: positiveAmountMinor }),
  /** A share of the player's first credited deposit (at least minDepositMinor), capped; claimable for claimDays. */
  first_deposit: z.object({
    percentBp: bp.max(100_000),
    maxBonusMinor: positiveAmountMinor,
    minDepositMinor: nonNegativeAmountMinor,
    claimDays: z.number().int().min(1).max(90),
  }),
  /** A share of each GMT+8 day's valid bets by game type, offered the next day when at least minRebateMinor. */
  rebate: z.object({
    ratesBp: z.record(z.string().regex(/^[A-Z]{2,12}$/), z.number().int().min(1).max(1_000)),
    minRebateMinor: nonNegativeAmountMinor,
    claimDays: z.number().int().min(1).max(90),
  }),
  /** Day n of a streak pays amountsMinor[n-1] (the last repeats); the day before needs minValidBetMinor of valid bets. */
  checkin: z.object({ amountsMinor: z.array(positiveAmountMinor).min(1).max(31), minValidBetMinor: nonNegativeAmountMinor }),
  /** One draw a GMT+8 day for players who deposited at least minDepositTodayMinor today; prizes by weight (0 = no prize). */
  raffle: z.object({
    minDepositTodayMinor: nonNegativeAmountMinor,
    prizes: z
      .array(z.object({ amountMinor: nonNegativeAmountMinor, weight: z.number().int().min(1).max(1_000_000) }))
      .min(1)
      .max(20),
  }),
  info: z.object({}),
  /**
   * The Zalo reward (SPEC.md: "up to 131K", decision 075): the player links their Zalo number and
   * follows the brand's Zalo official account (oaUrl); staff confirm it and issue up to
   * maxBonusMinor (at most zaloRewardCapMinor of the brand's currency), once per player.
   */
  zalo: z.object({
    maxBonusMinor: positiveAmountMinor,
    oaUrl: z.string().regex(/^https:\/\/(oa\.)?zalo\.me\/[A-Za-z0-9._~/-]{1,200}$/),
  }),
} as const;

/**
 * The Zalo reward's cap (decision 075): the spec's 131,000 VND, and for brands in other currencies
 * a fixed equivalent in whole units (about USD 5 when written). We keep no exchange rates, so the
 * table is the rule: a currency missing from it cannot run the kind.
 */
export const ZALO_REWARD_CAP_MAJOR: Readonly<Record<string, number>> = {
  VND: 131_000,
  USD: 5,
  PHP: 290,
  THB: 165,
  CNY: 35,
  // ISO 4217's test currency, used by the test brands: the VND figure.
  XTS: 131_000,
};

/** The cap in minor units of a currency with minorDigits digits; null when the currency has none. */
export function zaloRewardCapMinor(currencyCode: string, minorDigits: number): bigint | null {
  const major = ZALO_REWARD_CAP_MAJOR[currencyCode];
  return major === undefined ? null : BigInt(major) * 10n ** BigInt(minorDigits);
}

/** A Zalo number as players type it: spaces, dots and dashes dropped; 8 to 15 digits, an optional +. */
export const zaloNumber = z
  .string()
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{8,15}$/));

/** `POST /wps/promotions/zalo` (token): claims a Zalo reward with the player's Zalo number. */
export const promotionZaloBody = z.object({ promotionId: id, zalo: zaloNumber });

/** What the player sees of a promotion for themselves (SPEC.md section 4's activity statuses). */
export const PROMOTION_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'comingSoon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const promotionCard = z.object({
  id,
  kind: z.enum(PROMOTION_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** For everyone: comingSoon, Join (running) or Close; `GET promotionsMine` gives the player's own. */
  status: z.enum(PROMOTION_STATUSES),
});
export type PromotionCard = z.infer<typeof promotionCard>;

/** `GET /wps/promotions`: the brand's live promotions, newest first; `days` keeps those running within that many days before or after now. */
export const promotionListQuery = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9_-]{1,30}$/)
    .optional(),
  days: z.enum(['7', '30']).optional(),
});
export const promotionListValue = z.object({ categories: z.array(z.string()), list: z.array(promotionCard) });
export type PromotionList = z.infer<typeof promotionListValue>;

export const promotionDetailQuery = z.object({ id });
export const promotionDetailValue = promotionCard.extend({
  /** Sanitised HTML. */
  content: z.string(),
  wageringBp: z.number().int(),
  /** The kind's settings as the player may read them (amounts, rates). */
  rules: z.record(z.string(), z.unknown()),
});
export type PromotionDetail = z.infer<typeof promotionDetailValue>;

/** `GET /wps/promotions/mine` (token): the player's status of each live promotion, by id. */
export const promotionsMineValue = z.object({ statuses: z.record(z.string(), z.enum(PROMOTION_STATUSES)) });

/** `POST /wps/promotions/apply` (token, multipart): these fields, and up to 3 png/jpg `images` of at most 5 MB. */
export const promotionApplyFields = z.object({
  promotionId: id,
  comment: z.string().trim().max(140).default(''),
});
export const promotionJoinBody = z.object({ promotionId: id });

export const REWARD_SOURCES = ['promotion', 'first_deposit', 'rebate', 'checkin', 'raffle', 'vip', 'mission', 'referral'] as const;
export const rewardItem = z.object({
  id,
  source: z.enum(REWARD_SOURCES),
  promotionId: z.string().nullable(),
  detail: z.string(),
  currency: currencyCode,
  amountMinor: nonNegativeAmountMinor,
  wageringBp: z.number().int(),
  status: z.enum(['claimable', 'claimed', 'expired']),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type RewardItem = z.infer<typeof rewardItem>;

/** `GET /wps/rewards` (token): claimable rewards (view claimable) or the claimed and expired ones (history), paged. */
export const rewardListQuery = z.object({
  view: z.enum(['claimable', 'history']).default('claimable'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const rewardListValue = z.object({
  list: z.array(rewardItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Claimable rewards in all (the menu's badge). */
  claimableCount: z.number().int(),
});
export type RewardList = z.infer<typeof rewardListValue>;
export const rewardClaimBody = z.object({ rewardId: id });
export const rewardClaimValue = z.object({ reward: rewardItem, balanceMinor: nonNegativeAmountMinor });

/** A raffle's draw: the prize (0 when none) and the reward it became. */
export const raffleValue = z.object({ prizeMinor: nonNegativeAmountMinor, reward: rewardItem.nullable() });
/** A check-in: the streak day and the reward paid. */
export const checkinValue = z.object({ streak: z.number().int(), reward: rewardItem });

export const wageringItem = z.object({
  id,
  rewardId: id,
  bonusMinor: nonNegativeAmountMinor,
  requiredMinor: nonNegativeAmountMinor,
  countedMinor: nonNegativeAmountMinor,
  status: z.enum(['open', 'met', 'waived']),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
});
/** `GET /wps/bonus/wagering` (token): open requirements with live progress, then the closed ones, newest first. */
export const wageringValue = z.object({ currency: currencyCode, leftMinor: nonNegativeAmountMinor, list: z.array(wageringItem) });
export type WageringValue = z.infer<typeof wageringValue>;
