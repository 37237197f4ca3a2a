import { z } from 'zod';
import { amountMinor, currencyCode, positiveAmountMinor } from './amount.ts';
import { PROMOTION_KINDS, rewardItem, wageringItem } from './promotions.ts';

/**
 * The back office's promotion desk (decision 030): promotions with their rules, the applications
 * queue (issue an amount or reject with a reason), and a player's rewards and wagering with a
 * waiver. Reading needs promotions.read, acting promotions.manage; every change is audited.
 */

const id = z.string().regex(/^[0-9]{1,18}$/);

export const PROMOTION_STATES = ['draft', 'live', 'closed'] as const;

export const boPromotionQuery = z.object({ brandId: id.optional(), status: z.enum(PROMOTION_STATES).optional() });

export const boPromotion = z.object({
  id,
  brandId: z.string(),
  brandCode: z.string(),
  currency: currencyCode,
  kind: z.enum(PROMOTION_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  rules: z.record(z.string(), z.unknown()),
  wageringBp: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(PROMOTION_STATES),
  sort: z.number().int(),
  /** Rewards offered and paid under it so far. */
  offered: z.number().int(),
  paidMinor: amountMinor,
  updatedAt: z.string(),
});
export type BoPromotion = z.infer<typeof boPromotion>;
export const boPromotionList = z.object({ list: z.array(boPromotion) });

/** Create (POST /bo/promotions) or replace (PUT /bo/promotions/:id); the kind's rules are checked by the server. */
export const boPromotionInput = z.object({
  brandId: id,
  kind: z.enum(PROMOTION_KINDS),
  category: z.string().regex(/^[a-z0-9_-]{1,30}$/),
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300).default(''),
  /** HTML; sanitised on write. */
  content: z.string().max(20_000).default(''),
  imageUrl: z
    .string()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)/, 'a path on this site or an https address')
    .nullable()
    .default(null),
  rules: z.record(z.string(), z.unknown()),
  wageringBp: z.number().int().min(0).max(1_000_000),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable().default(null),
  status: z.enum(PROMOTION_STATES),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type BoPromotionInput = z.infer<typeof boPromotionInput>;

export const APPLICATION_STATES = ['applying', 'issued', 'rejected'] as const;
export const boApplicationQuery = z.object({ brandId: id.optional(), status: z.enum(APPLICATION_STATES).default('applying') });
export const boApplication = z.object({
  id,
  brandCode: z.string(),
  currency: currencyCode,
  promotionId: z.string(),
  promotionTitle: z.string(),
  maxBonusMinor: amountMinor,
  username: z.string(),
  comment: z.string(),
  imageIds: z.array(z.string()),
  /** A Zalo reward's claim: the Zalo number staff look for among the official account's followers (decision 075). */
  zalo: z.string().nullable(),
  status: z.enum(APPLICATION_STATES),
  amountMinor: amountMinor.nullable(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BoApplication = z.infer<typeof boApplication>;
export const boApplicationList = z.object({ list: z.array(boApplication) });
export const boApplicationIssue = z.object({ amountMinor: positiveAmountMinor });
export const boReason = z.object({ reason: z.string().trim().min(1).max(300) });

/** `GET /bo/promotions/players?brandId&username`: a player's rewards and wagering requirements. */
export const boPlayerRewardsQuery = z.object({ brandId: id, username: z.string().trim().min(1).max(64) });
export const boPlayerRewards = z.object({
  username: z.string(),
  currency: currencyCode,
  rewards: z.array(rewardItem),
  wagering: z.array(wageringItem),
});
export type BoPlayerRewards = z.infer<typeof boPlayerRewards>;
