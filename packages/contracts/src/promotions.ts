import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';

/**
 * Promotions, the reward centre and bonus wagering (decision 030). Amounts are minor units in
 * decimal strings; rates and wagering multiples are basis points (1% = 100, 1x = 10000).
 */

const bp = z.number().int().min(1).max(1_000_000);
const id = z.string().regex(/^[1-9][0-9]{0,17}$/);

export const PROMOTION_KINDS = ['apply', 'first_deposit', 'rebate', 'checkin', 'raffle', 'info'] as const;
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
} as const;

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
