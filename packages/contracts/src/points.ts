import { z } from 'zod';
import { amountMinor, currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';
import { GAME_TYPES } from './game-types.ts';
import { dbId } from './db-ids.ts';

/**
 * Points and the points mall (SPEC.md sections 1, 3, 4 and 7; decision 032). Points are whole
 * numbers that never expire, earned from valid bets at a per-brand rate per game type, spent on
 * goods or converted to cash. Points and money travel as decimal strings (bigint on the server).
 */

/** Redemption statuses: SPEC's In Process, Rejected, Approved. */
export const REDEMPTION_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Why a player's points changed: every row of the points journal has one. */
export const POINT_ENTRY_KINDS = ['earn', 'redeem', 'refund', 'convert', 'adjust'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** Physical goods are shipped (a receiving address is required); virtual ones are not. */
export const GOODS_KINDS = ['physical', 'virtual'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** Limits of operator and player input. */
export const POINT_LIMITS = {
  nameMax: 80,
  descriptionMax: 500,
  unitMax: 16,
  addressMax: 300,
  reasonMax: 300,
  /** Most items of one good in one redemption. */
  quantityMax: 99,
  /** Largest points figure accepted anywhere (a bigint far below overflow). */
  pointsMax: 10n ** 12n,
} as const;

/** A whole, positive number of points as a decimal string (money uses amount.ts). */
const positivePoints = z.string().regex(/^[1-9][0-9]{0,14}$/);
const paymentPassword = z.string().min(1).max(64);

const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `GET /wps/relay/MCS2_getPointBalance` (token). */
export const pointBalance = z.object({
  points: z.string(),
  /** Valid bets counted since points started (what goods' amount requirements compare against), minor units. */
  validBetTotalMinor: amountMinor,
  /** Cash the whole balance converts to now (minor units), whole conversion units only. */
  cashValueMinor: amountMinor,
  currency: currencyCode,
});
export type PointBalance = z.infer<typeof pointBalance>;

/** One good of the mall as players see it. */
export const pointGoodsView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(GOODS_KINDS),
  /** Where the image is served (a site path or the server's image route); null shows a default icon. */
  imageUrl: z.string().nullable(),
  /** Points per item. */
  pointsRequired: z.string(),
  /** Valid bets the player must have made (minor units); "0" when none. */
  requiredValidBetMinor: amountMinor,
  stock: z.number().int(),
  unit: z.string(),
});
export type PointGoodsView = z.infer<typeof pointGoodsView>;

/** `GET /wps/relay/MCS2_getPointReward` (public): the brand's enabled goods. */
export const pointGoodsList = z.object({ list: z.array(pointGoodsView), currency: currencyCode });
export type PointGoodsList = z.infer<typeof pointGoodsList>;

/** `GET /wps/relay/MCS2_getPointConfig` (public): how points are earned and converted. */
export const pointConfig = z.object({
  enabled: z.boolean(),
  currency: currencyCode,
  /** Per game type: valid bets (minor units) that earn one point; types absent earn none. */
  rates: z.array(z.object({ gameType: z.enum(GAME_TYPES), validBetPerPointMinor: amountMinor })),
  /** `convertPoints` points give `convertCashMinor` minor units; conversions are whole multiples of convertPoints. */
  convertPoints: z.string(),
  convertCashMinor: amountMinor,
  /** Fewest points one conversion takes (a multiple of convertPoints). */
  minConvertPoints: z.string(),
  /** Most points one conversion takes: the brand's largest single reward (decision 051); null when it has none. */
  maxConvertPoints: z.string().nullable(),
  /** Whether converting is on (convertCashMinor above zero). */
  convertEnabled: z.boolean(),
});
export type PointConfig = z.infer<typeof pointConfig>;

export const redeemListQuery = z.object({ ...page, status: z.enum(REDEMPTION_STATUSES).optional() });

/** One redemption as its player sees it. */
export const redemptionView = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unit: z.string(),
  points: z.string(),
  address: z.string().nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  /** The reason given with a rejection. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedemptionView = z.infer<typeof redemptionView>;

/** `GET /wps/relay/MCS2_getRedeemPointList` (token): the caller's redemptions, newest first. */
export const redemptionPage = z.object({ list: z.array(redemptionView), pageNum: z.number().int(), totalPages: z.number().int() });
export type RedemptionPage = z.infer<typeof redemptionPage>;

/** `GET /wps/relay/ODSFE2_MemTransDet` (token): the points journal, filtered by GMT+8 days. */
export const pointJournalQuery = z.object({
  ...page,
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const pointEntryView = z.object({
  id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: positive for earn, refund and credit adjustments. */
  points: z.string(),
  balanceAfter: z.string(),
  /** Earn: valid bets counted per game type; convert: cash paid; redeem/refund: the redemption. */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PointEntryView = z.infer<typeof pointEntryView>;

export const pointJournalPage = z.object({ list: z.array(pointEntryView), pageNum: z.number().int(), totalPages: z.number().int() });
export type PointJournalPage = z.infer<typeof pointJournalPage>;

/** `POST /wps/relay/passwordCheck/redeemPointReward` (token, Idempotency-Key). */
export const redeemPayload = z.object({
  goodsId: dbId,
  quantity: z.number().int(),
  address: z.string().max(POINT_LIMITS.addressMax).optional(),
  paymentPassword,
});
export type RedeemPayload = z.infer<typeof redeemPayload>;

/** `POST /wps/relay/passwordCheck/convertPoint` (token, Idempotency-Key). */
export const convertPayload = z.object({ points: z.string().max(16), paymentPassword });
export type ConvertPayload = z.infer<typeof convertPayload>;

export const convertResult = z.object({
  points: z.string(),
  cashMinor: amountMinor,
  currency: currencyCode,
  /** The points left. */
  balance: z.string(),
  transferId: z.string(),
});
export type ConvertResult = z.infer<typeof convertResult>;

// ---- Back office ----

const brandId = z.string().regex(/^[1-9][0-9]{0,18}$/);

/** A good as staff see and edit it. */
export const goodsAdminView = pointGoodsView.extend({
  brandId: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  redeemed: z.number().int(),
  updatedAt: z.string(),
});
export type GoodsAdminView = z.infer<typeof goodsAdminView>;

export const goodsAdminList = z.object({ list: z.array(goodsAdminView) });

/**
 * `POST /bo/points/goods` (create) and `POST /bo/points/goods/:id` (edit): JSON, or a multipart form
 * with the same fields as text and one image under `images`.
 */
export const goodsInput = z.object({
  brandId,
  name: z.string().trim().min(1).max(POINT_LIMITS.nameMax),
  description: z.string().trim().max(POINT_LIMITS.descriptionMax).default(''),
  kind: z.enum(GOODS_KINDS),
  pointsRequired: positivePoints,
  requiredValidBetMinor: nonNegativeAmountMinor.default('0'),
  stock: z.coerce.number().int().min(0).max(1_000_000),
  unit: z.string().trim().min(1).max(POINT_LIMITS.unitMax),
  enabled: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()).default(true),
  sortOrder: z.coerce.number().int().min(0).max(10_000).default(0),
  /** A site image path (`/goods/x.svg`); an uploaded image wins over it. */
  imagePath: z
    .string()
    .regex(/^\/goods\/[a-z0-9-]{1,60}\.(svg|png|jpg)$/)
    .optional(),
});
export type GoodsInput = z.infer<typeof goodsInput>;

export const redemptionQueueQuery = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  brandId: brandId.optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const redemptionAdminView = redemptionView.extend({
  brand: z.object({ id: z.string(), code: z.string() }),
  player: z.object({ id: z.string(), username: z.string() }),
  decidedBy: z.string().nullable(),
});
export type RedemptionAdminView = z.infer<typeof redemptionAdminView>;

export const redemptionQueue = z.object({ list: z.array(redemptionAdminView), nextBefore: z.string().nullable() });
export type RedemptionQueue = z.infer<typeof redemptionQueue>;

export const redemptionDecision = z.object({ reason: z.string().trim().max(POINT_LIMITS.reasonMax).optional() });
export const redemptionRejection = z.object({ reason: z.string().trim().min(3).max(POINT_LIMITS.reasonMax) });

/** `GET/POST /bo/points/settings?brandId=`: a brand's earning and conversion settings. */
export const pointSettingsInput = z.object({
  brandId,
  enabled: z.boolean(),
  rates: z
    .array(z.object({ gameType: z.enum(GAME_TYPES), validBetPerPointMinor: positiveAmountMinor }))
    .max(GAME_TYPES.length)
    .refine((rates) => new Set(rates.map((rate) => rate.gameType)).size === rates.length, 'one rate per game type'),
  convertPoints: positivePoints,
  convertCashMinor: nonNegativeAmountMinor,
  minConvertPoints: positivePoints,
});
export type PointSettingsInput = z.infer<typeof pointSettingsInput>;

export const pointSettingsView = pointSettingsInput.extend({
  currency: currencyCode,
  /** Bets settled before this instant have been counted (null until earning first ran). */
  earnedUntil: z.string().nullable(),
});
export type PointSettingsView = z.infer<typeof pointSettingsView>;

export const brandQuery = z.object({ brandId });

/** `GET /bo/points/players?brandId=&username=`: a player's balance and journal. */
export const playerPointsQuery = z.object({
  brandId,
  username: z.string().trim().min(1).max(64),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const playerPointsView = z.object({
  player: z.object({ id: z.string(), username: z.string() }),
  points: z.string(),
  validBetTotalMinor: amountMinor,
  entries: z.array(pointEntryView),
  nextBefore: z.string().nullable(),
});
export type PlayerPointsView = z.infer<typeof playerPointsView>;

/** `POST /bo/points/adjustments`: one staff member proposes, another approves before points move. */
export const pointAdjustmentProposal = z.object({
  brandId,
  username: z.string().trim().min(1).max(64),
  /** Signed whole points: positive credits, negative debits. */
  points: z.string().regex(/^-?[1-9][0-9]{0,11}$/),
  reason: z.string().trim().min(3).max(POINT_LIMITS.reasonMax),
});
export type PointAdjustmentProposal = z.infer<typeof pointAdjustmentProposal>;

export const ADJUSTMENT_STATES = ['pending', 'approved', 'rejected'] as const;

export const pointAdjustmentView = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), code: z.string() }),
  player: z.object({ id: z.string(), username: z.string() }),
  points: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATES),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  mine: z.boolean(),
});
export type PointAdjustmentView = z.infer<typeof pointAdjustmentView>;

export const pointAdjustmentList = z.object({ list: z.array(pointAdjustmentView) });
export const pointAdjustmentQuery = z.object({ status: z.enum(ADJUSTMENT_STATES).optional() });
