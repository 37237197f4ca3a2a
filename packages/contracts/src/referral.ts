import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor } from './amount.ts';

/**
 * Invite friends: the player referral programme (decision 034). A member's invitation code lives
 * where agents' codes do (accounts.affiliate_code, one namespace per brand), and an invitee is an
 * account that signed up with that code as its referralCode (accounts.referral_code). The brand's
 * rules say when an invitee qualifies and what the referrer earns; the reward is offered to the
 * referrer's reward centre, which pays it. Amounts are minor units in decimal strings; times ISO.
 */

const id = z.string().regex(/^[0-9]{1,18}$/);
const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** The brand's rules (what an invitee must do within the window, what the referrer earns). */
export const referralRules = z.object({
  enabled: z.boolean(),
  /** The invitee's first deposit must be at least this (0: no deposit asked). */
  minDepositMinor: nonNegativeAmountMinor,
  /** The invitee's valid bets must reach this (0: no bets asked). */
  minValidBetMinor: nonNegativeAmountMinor,
  /** Days from the invitee's sign-up in which it must qualify. */
  windowDays: z.number().int().min(1).max(365),
  /** Fixed reward per qualified invitee. */
  rewardFixedMinor: nonNegativeAmountMinor,
  /** Share of the invitee's first deposit, in basis points (100 = 1%). */
  rewardDepositBp: z.number().int().min(0).max(10_000),
  /** Most the deposit share pays (0: no limit). */
  rewardShareMaxMinor: nonNegativeAmountMinor,
  /** Turnover asked of the reward before it may leave, in basis points of it (10000 = 1x). */
  wageringBp: z.number().int().min(0).max(1_000_000),
  /** Most rewards a referrer earns in a GMT+8 calendar month (0: no limit). */
  monthlyCap: z.number().int().min(0).max(10_000),
});
export type ReferralRules = z.infer<typeof referralRules>;

/**
 * `GET /wps/v2/referral/invitation`: a member's code and link on each of the brand's domains (the
 * primary first; `qrText` is what the QR code holds); an agent is sent to the agent centre's
 * invitation; `off` while the brand's programme is switched off.
 */
export const referralInvitationValue = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    code: z.string(),
    url: z.string(),
    qrText: z.string(),
    links: z.array(z.object({ domain: z.string(), url: z.string() })),
    rules: referralRules,
    currency: currencyCode,
  }),
  z.object({ kind: z.literal('agent') }),
  z.object({ kind: z.literal('off') }),
]);
export type ReferralInvitationValue = z.infer<typeof referralInvitationValue>;

/**
 * How an invitee stands, as the referrer sees it: pending (within its window, not qualified yet),
 * reviewing (qualified, checked by staff before paying), rewarded, expired (the window passed),
 * capped (qualified after the month's limit was reached), not_eligible (staff refused it).
 */
export const INVITEE_STATUSES = ['pending', 'reviewing', 'rewarded', 'expired', 'capped', 'not_eligible'] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

/** `GET /wps/v2/referral/invitees` (paged, newest first). */
export const referralInviteesQuery = z.object(page);
export const referralInviteesValue = z.object({
  list: z.array(
    z.object({
      /** Masked: the first two and last two characters. */
      username: z.string(),
      registeredAt: z.string(),
      windowEndsAt: z.string(),
      status: z.enum(INVITEE_STATUSES),
      qualified: z.boolean(),
      /** The reward offered for this invitee; null until rewarded. */
      rewardMinor: nonNegativeAmountMinor.nullable(),
      /** Where the reward stands in the reward centre. */
      rewardState: z.enum(['claimable', 'claimed', 'expired']).nullable(),
    }),
  ),
  currency: currencyCode,
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ReferralInviteesValue = z.infer<typeof referralInviteesValue>;

/** `GET /wps/v2/referral/summary`: the referrer's income and counts. */
export const referralSummaryValue = z.object({
  currency: currencyCode,
  invited: z.number().int(),
  pending: z.number().int(),
  qualified: z.number().int(),
  /** Every reward offered for invitees (claimed or not). */
  earnedMinor: nonNegativeAmountMinor,
  /** Of those, what was claimed into the wallet. */
  claimedMinor: nonNegativeAmountMinor,
  /** Waiting in the reward centre to be claimed. */
  claimableMinor: nonNegativeAmountMinor,
  /** Rewards this GMT+8 month and the brand's monthly limit (0: none). */
  monthRewards: z.number().int(),
  monthlyCap: z.number().int(),
});
export type ReferralSummaryValue = z.infer<typeof referralSummaryValue>;

// ---- Back office (referral.read to read, referral.manage to change) ----

/** A self-referral signal: the invitee shares this with its referrer. */
export const REFERRAL_SIGNALS = ['register_ip', 'login_ip', 'device', 'payout_account'] as const;
export type ReferralSignal = (typeof REFERRAL_SIGNALS)[number];
export const referralEvidence = z.object({ signal: z.enum(REFERRAL_SIGNALS), values: z.array(z.string()) });
export type ReferralEvidence = z.infer<typeof referralEvidence>;

/** How an invitee stands, as staff see it. */
export const REFERRAL_STATES = ['pending', 'flagged', 'rewarded', 'expired', 'capped', 'denied'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** `GET /bo/referral/settings`: each brand in scope with its rules. */
export const boReferralSettingsValue = z.object({
  brands: z.array(z.object({ brandId: z.string(), brandCode: z.string(), currency: currencyCode, rules: referralRules })),
});
export type BoReferralSettingsValue = z.infer<typeof boReferralSettingsValue>;
/** `POST /bo/referral/settings`: one brand's rules. */
export const boReferralSettingsBody = referralRules.extend({ brandId: id });
export type BoReferralSettingsBody = z.infer<typeof boReferralSettingsBody>;

export const boReferralInvitee = z.object({
  inviteeId: z.string(),
  inviteeName: z.string(),
  referrerId: z.string(),
  referrerName: z.string(),
  brandId: z.string(),
  brandCode: z.string(),
  currency: currencyCode,
  state: z.enum(REFERRAL_STATES),
  registeredAt: z.string(),
  windowEndsAt: z.string(),
  qualifiedAt: z.string().nullable(),
  firstDepositMinor: nonNegativeAmountMinor.nullable(),
  validBetMinor: nonNegativeAmountMinor,
  rewardMinor: nonNegativeAmountMinor.nullable(),
  evidence: z.array(referralEvidence),
  decision: z.enum(['allow', 'deny']).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type BoReferralInvitee = z.infer<typeof boReferralInvitee>;

/** `GET /bo/referral/invitees`: flagged invitees by default (the review queue), or a referrer's invitees. */
export const boReferralInviteesQuery = z.object({
  brandId: id.optional(),
  state: z.enum(REFERRAL_STATES).optional(),
  referrerId: id.optional(),
  ...page,
});
export type BoReferralInviteesQuery = z.infer<typeof boReferralInviteesQuery>;
export const boReferralInviteesValue = z.object({
  list: z.array(boReferralInvitee),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BoReferralInviteesValue = z.infer<typeof boReferralInviteesValue>;

/** `POST /bo/referral/invitees/:id/decide`: allow (the reward is offered) or deny (never), with a reason. */
export const boReferralDecision = z.object({ decision: z.enum(['allow', 'deny']), reason: z.string().trim().min(1).max(300) });
export type BoReferralDecision = z.infer<typeof boReferralDecision>;

/** `GET /bo/referral/referrers`: referrers of the brands in scope with their figures, most invitees first. */
export const boReferrersQuery = z.object({ brandId: id.optional(), username: z.string().trim().max(64).optional(), ...page });
export type BoReferrersQuery = z.infer<typeof boReferrersQuery>;
export const boReferrersValue = z.object({
  list: z.array(
    z.object({
      referrerId: z.string(),
      username: z.string(),
      brandCode: z.string(),
      currency: currencyCode,
      code: z.string().nullable(),
      invited: z.number().int(),
      rewarded: z.number().int(),
      flagged: z.number().int(),
      earnedMinor: nonNegativeAmountMinor,
    }),
  ),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BoReferrersValue = z.infer<typeof boReferrersValue>;
