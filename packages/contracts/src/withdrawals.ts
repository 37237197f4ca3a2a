import { z } from 'zod';
import {
  amountMinor,
  amountMinorInput,
  currencyCode,
  currencyCodeInput,
  currencyInfo,
  nonNegativeAmountMinor,
  positiveAmountMinor,
} from './amount.ts';
import { dbId } from './db-ids.ts';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_STATES,
  PAYOUT_TYPES,
  RECEIPT_ANSWERS,
  RECEIPT_STATES,
  REASON_MAX,
  WITHDRAWAL_STATUSES,
} from './withdrawal-rules.ts';

/**
 * Withdrawals (SPEC.md `withdraw` and the withdrawal confirmation of section 4): payout accounts,
 * requests that hold the money, the player's receipt answer, and the back office's queue. Amounts
 * are integer minor units as decimal strings, with the currency beside them.
 */

/** The payment password (a PIN) asked by every call that moves money out or changes where it goes. */
const paymentPassword = z.string().min(1).max(64);

export { currencyInfo, type CurrencyInfo } from './amount.ts';

/** A bound payout account as the player sees it: the number masked to its last four characters. */
export const payoutAccountView = z.object({
  id: z.string(),
  type: z.enum(PAYOUT_TYPES),
  provider: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountView>;

/** `POST /wps/v2/withdrawals/payout-accounts`: bind a bank or e-wallet account. */
export const bindPayoutAccountPayload = z.object({
  type: z.enum(PAYOUT_TYPES),
  provider: z.string().max(200),
  accountName: z.string().max(200),
  accountNumber: z.string().max(200),
  paymentPassword,
});
export type BindPayoutAccountPayload = z.infer<typeof bindPayoutAccountPayload>;

/** `POST /wps/v2/withdrawals/payout-accounts/:id/remove`. */
export const removePayoutAccountPayload = z.object({ paymentPassword });
export type RemovePayoutAccountPayload = z.infer<typeof removePayoutAccountPayload>;

/** `GET /wps/v2/withdrawals/info`: everything the withdraw page needs before a request. */
export const withdrawalInfo = z.object({
  currency: currencyInfo,
  minAmountMinor: positiveAmountMinor,
  maxAmountMinor: positiveAmountMinor,
  autoReceiveMinutes: z.number().int(),
  maxPayoutAccounts: z.number().int(),
  /** The main wallet: posted balance, money held by pending requests, and what may be withdrawn now. */
  balanceMinor: amountMinor,
  heldMinor: amountMinor,
  availableMinor: amountMinor,
  paymentPasswordSet: z.boolean(),
  payoutAccounts: z.array(payoutAccountView),
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfo>;

/** `POST /wps/v2/withdrawals`: ask for a payout; the amount is held on the main wallet at once. */
export const withdrawalRequestPayload = z.object({
  amountMinor: amountMinorInput,
  currency: currencyCodeInput,
  payoutAccountId: z.string().max(20),
  paymentPassword,
});
export type WithdrawalRequestPayload = z.infer<typeof withdrawalRequestPayload>;

const payoutSnapshot = z.object({
  type: z.enum(PAYOUT_TYPES),
  provider: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

/** A withdrawal as its player sees it. */
export const withdrawalView = z.object({
  id: z.string(),
  amountMinor: positiveAmountMinor,
  currency: currencyCode,
  status: z.enum(WITHDRAWAL_STATUSES),
  receipt: z.enum(RECEIPT_STATES).nullable(),
  dispute: z.enum(DISPUTE_STATES).nullable(),
  /** The payout account as it was when the request was made, number masked. */
  payout: payoutSnapshot,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why staff rejected it (shown to the player). */
  rejectReason: z.string().nullable(),
  /** When the confirmation window closes (unanswered counts as received). */
  confirmDueAt: z.string().nullable(),
  receiptAt: z.string().nullable(),
  receivedAmountMinor: positiveAmountMinor.nullable(),
  remainderAmountMinor: positiveAmountMinor.nullable(),
  /** Money given back to the wallet when a dispute was resolved by refund. */
  refundedAmountMinor: nonNegativeAmountMinor.nullable(),
  proofCount: z.number().int(),
  /** True while the player may still answer Received / Not received / partial. */
  canConfirm: z.boolean(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

/** `GET /wps/v2/withdrawals`: the player's withdrawals, newest first. */
export const withdrawalListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const withdrawalPage = z.object({ list: z.array(withdrawalView), pageNum: z.number().int(), totalPages: z.number().int() });
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

/**
 * `POST /wps/v2/withdrawals/:id/receipt`: the player's answer. JSON, or a multipart form with the
 * same fields plus up to three proof `images` (PNG or JPEG, at most 5 MB each); "not received"
 * needs at least one image, "partial" names the amount that arrived (the rest is the remainder).
 */
export const receiptPayload = z.object({
  answer: z.enum(RECEIPT_ANSWERS),
  receivedAmountMinor: amountMinorInput.optional(),
});
export type ReceiptPayload = z.infer<typeof receiptPayload>;

// ---- Back office (/bo/withdrawals) ----

export const boWithdrawalQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  receipt: z.enum(RECEIPT_STATES).optional(),
  dispute: z.enum(DISPUTE_STATES).optional(),
  brandId: dbId.optional(),
  username: z.string().trim().max(64).optional(),
  /** One withdrawal by its number (the back office's search, issue 37). */
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoWithdrawalQuery = z.infer<typeof boWithdrawalQuery>;

/** A withdrawal as staff see it: the full payout details they pay to, and every decision. */
export const boWithdrawal = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), code: z.string() }),
  player: z.object({ id: z.string(), username: z.string() }),
  amountMinor: positiveAmountMinor,
  currency: currencyInfo,
  payout: payoutSnapshot,
  status: z.enum(WITHDRAWAL_STATUSES),
  receipt: z.enum(RECEIPT_STATES).nullable(),
  dispute: z.enum(DISPUTE_STATES).nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  confirmDueAt: z.string().nullable(),
  receiptAt: z.string().nullable(),
  receivedAmountMinor: positiveAmountMinor.nullable(),
  remainderAmountMinor: positiveAmountMinor.nullable(),
  proofIds: z.array(z.string()),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionReason: z.string().nullable(),
  refundedAmountMinor: nonNegativeAmountMinor.nullable(),
  holdId: z.string().nullable(),
  captureTransferId: z.string().nullable(),
  refundTransferId: z.string().nullable(),
});
export type BoWithdrawal = z.infer<typeof boWithdrawal>;

export const boWithdrawalPage = z.object({ entries: z.array(boWithdrawal), nextBefore: z.string().nullable() });
export type BoWithdrawalPage = z.infer<typeof boWithdrawalPage>;

const reason = z.string().trim().min(3).max(REASON_MAX);

/** Approve (pay out) with an optional note; reject, force receipt and resolve need a reason. */
export const boApprovePayload = z.object({ note: z.string().trim().max(REASON_MAX).optional() });
export const boReasonPayload = z.object({ reason });
export const boResolvePayload = z.object({ outcome: z.enum(DISPUTE_OUTCOMES), reason });
export type BoResolvePayload = z.infer<typeof boResolvePayload>;

/** A brand's withdrawal settings (GET and POST /bo/withdrawals/settings). */
export const withdrawalSettings = z.object({
  brandId: dbId,
  minAmountMinor: amountMinorInput,
  maxAmountMinor: amountMinorInput,
  autoReceiveMinutes: z.number().int().min(1).max(43_200),
  maxPayoutAccounts: z.number().int().min(1).max(20),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettings>;
export const withdrawalSettingsQuery = z.object({ brandId: dbId });
