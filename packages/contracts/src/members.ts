import { z } from 'zod';
import { amountMinor, currencyCode } from './amount.ts';

/**
 * The back office's Members desk (decision 038): search players of the brands in scope, a player's
 * profile (account, wallets, sessions, addresses, devices, linked accounts, labels, notes, KYC), the
 * staff actions on it (members.manage) and the agents tree. Amounts are minor units in decimal
 * strings (signed for balances); times are ISO.
 */

const id = z.string().regex(/^[0-9]{1,18}$/);

export const MEMBER_SEARCH_FIELDS = ['username', 'mobile', 'id', 'ip'] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

/** `GET /bo/members`: players whose username starts with, mobile number ends with, id is, or IP was `q`. */
export const boMemberSearchQuery = z.object({
  brandId: id.optional(),
  by: z.enum(MEMBER_SEARCH_FIELDS).default('username'),
  q: z.string().trim().min(1).max(64),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BoMemberSearchQuery = z.infer<typeof boMemberSearchQuery>;

/** One row of the search and of the agents tree. */
export const boMemberRow = z.object({
  id,
  brandId: id,
  brandCode: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  accountType: z.number().int(),
  mobile: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  locked: z.boolean(),
  clubLabel: z.string().nullable(),
});
export type BoMemberRow = z.infer<typeof boMemberRow>;

export const boMemberSearchValue = z.object({
  list: z.array(boMemberRow),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BoMemberSearchValue = z.infer<typeof boMemberSearchValue>;

export const KYC_KINDS = ['id_card', 'passport', 'driver_license', 'proof_of_address', 'selfie', 'other'] as const;
export type KycKind = (typeof KYC_KINDS)[number];
export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** How another account is linked to the player: the same login address, the same browser signature, the same payout account. */
export const MEMBER_LINKS = ['ip', 'device', 'payout'] as const;

/** A player's profile. */
export const boMemberProfile = z.object({
  account: boMemberRow.extend({
    memberSite: z.boolean(),
    upline: z.object({ id, username: z.string() }).nullable(),
    email: z.string().nullable(),
    language: z.string(),
    registerMethod: z.string(),
    registerIp: z.string().nullable(),
    mustChangePassword: z.boolean(),
    passwordChangedAt: z.string().nullable(),
    /** Direct downline size (agents open it in the agents tree). */
    downline: z.number().int(),
  }),
  /** Staff's lock, and the failed-login lock of the username while it runs. */
  lock: z.object({
    lockedAt: z.string().nullable(),
    reason: z.string().nullable(),
    failedLoginsLockedUntil: z.string().nullable(),
  }),
  /** The authenticator, and the second factors locked after too many wrong answers at logins from new networks (decision 060). */
  twoFactor: z.object({ authenticatorBound: z.boolean(), lockedFactors: z.array(z.string()) }),
  /** Password and two-factor resets, newest first (the last ten): waiting ones are approved or rejected by a second staff member. */
  resets: z.array(
    z.object({
      id,
      kind: z.enum(['password', 'two_factor']),
      status: z.enum(['pending', 'approved', 'rejected']),
      reason: z.string(),
      requestedBy: z.string(),
      requestedAt: z.string(),
      decidedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
      decisionReason: z.string().nullable(),
      /** Where the temporary password went, masked. */
      sentTo: z.string().nullable(),
      /** The viewer asked for it (so may withdraw it, not approve it). */
      mine: z.boolean(),
    }),
  ),
  labels: z.object({ clubLabel: z.string().nullable(), memberLabels: z.array(z.string()) }),
  wallets: z.array(
    z.object({
      kind: z.string(),
      currency: currencyCode,
      ref: z.string(),
      balanceMinor: amountMinor,
      heldMinor: amountMinor,
      availableMinor: amountMinor,
    }),
  ),
  sessions: z.array(
    z.object({
      id,
      createdAt: z.string(),
      lastSeenAt: z.string(),
      endedAt: z.string().nullable(),
      live: z.boolean(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  ips: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
  devices: z.array(z.object({ userAgent: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string(), sessions: z.number().int() })),
  linked: z.array(z.object({ id, username: z.string(), via: z.enum(MEMBER_LINKS), value: z.string(), locked: z.boolean() })),
  notes: z.array(z.object({ id, staffUsername: z.string(), body: z.string(), createdAt: z.string() })),
  kyc: z.array(
    z.object({
      id,
      kind: z.enum(KYC_KINDS),
      status: z.enum(KYC_STATUSES),
      uploadedBy: z.string(),
      createdAt: z.string(),
      decidedBy: z.string().nullable(),
      decisionNote: z.string().nullable(),
      decidedAt: z.string().nullable(),
    }),
  ),
});
export type BoMemberProfile = z.infer<typeof boMemberProfile>;

/** Why staff act: kept in the staff audit and the player's audit. */
const reason = z.string().trim().min(3).max(200);

/** `POST .../lock`, `.../unlock`, `.../password-reset`, `.../two-factor-reset`. */
export const boMemberReason = z.object({ reason });
export type BoMemberReason = z.infer<typeof boMemberReason>;

/**
 * What became of a reset (decision 060): `sent` (done; a temporary password went to the player's
 * phone or e-mail, `sentTo` masked, never to the staff member), `pending` (waiting for a second staff
 * member: a two-factor reset, or the password of an account holding money), `rejected`.
 */
export const boMemberResetOutcome = z.object({
  status: z.enum(['sent', 'pending', 'rejected']),
  requestId: z.string().nullable(),
  sentTo: z.string().nullable(),
});
export type BoMemberResetOutcome = z.infer<typeof boMemberResetOutcome>;

/** The answer of a password or two-factor reset and of approving or rejecting one: the outcome and the profile. */
export const boMemberPasswordReset = z.object({ outcome: boMemberResetOutcome, profile: boMemberProfile });
export type BoMemberPasswordReset = z.infer<typeof boMemberPasswordReset>;

const label = z.string().trim().min(1).max(40);

/** `POST .../labels`: the club label (or none) and the member labels, whole. */
export const boMemberLabels = z.object({
  clubLabel: label.nullable(),
  memberLabels: z
    .array(label)
    .max(10)
    .refine((labels) => new Set(labels.map((one) => one.toLowerCase())).size === labels.length, 'labels repeat'),
});
export type BoMemberLabels = z.infer<typeof boMemberLabels>;

/** `POST .../notes`: an append-only note. */
export const boMemberNote = z.object({ body: z.string().trim().min(1).max(1000) });
export type BoMemberNote = z.infer<typeof boMemberNote>;

/** `POST .../kyc` is multipart: `kind` and one image under `images`. */
export const boMemberKycForm = z.object({ kind: z.enum(KYC_KINDS) });

/** `POST .../kyc/:docId/decide`: approve or reject a pending document, with a note (required to reject). */
export const boMemberKycDecision = z
  .object({ decision: z.enum(['approved', 'rejected']), note: z.string().trim().max(500).default('') })
  .refine((value) => value.decision === 'approved' || value.note.length >= 3, { message: 'a rejection needs a note', path: ['note'] });
export type BoMemberKycDecision = z.input<typeof boMemberKycDecision>;

/** `GET /bo/members/agents`: a brand's top agents (no upline); `GET /bo/members/:id/downline`: one level below an account. */
export const boMemberAgentsQuery = z.object({
  brandId: id.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoMemberAgentsQuery = z.infer<typeof boMemberAgentsQuery>;

export const boMemberTreeValue = z.object({
  list: z.array(boMemberRow.extend({ downline: z.number().int() })),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BoMemberTreeValue = z.infer<typeof boMemberTreeValue>;
