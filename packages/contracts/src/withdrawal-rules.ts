/**
 * Withdrawal and finance-desk constants without zod, so the site and the back office can import
 * the values (the zod schemas live in withdrawals.ts and finance-desk.ts).
 */

/** Where a withdrawal is paid out to. */
export const PAYOUT_TYPES = ['bank', 'ewallet'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** The operator's decision: requested until approved (paid out) or rejected (hold released). */
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * What became of a paid withdrawal (SPEC.md section 4): pending while the player's confirmation
 * window is open, then the player's answer, or auto_received when the window closed unanswered,
 * or forced_received when staff settled it as paid (never refunded afterwards).
 */
export const RECEIPT_STATES = ['pending', 'received', 'not_received', 'partial', 'auto_received', 'forced_received'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** The player's own answers. */
export const RECEIPT_ANSWERS = ['received', 'not_received', 'partial'] as const;
export type ReceiptAnswer = (typeof RECEIPT_ANSWERS)[number];

/** A "not received" or partial answer opens a dispute; staff close it as paid or refund the money. */
export const DISPUTE_STATES = ['open', 'paid', 'refunded'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** How a dispute is resolved by staff. */
export const DISPUTE_OUTCOMES = ['paid', 'refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Manual balance adjustments: which way the money goes, and the two-person decision. */
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** Proof images of a "not received" answer: PNG or JPEG, at most this many, each at most 5 MB. */
export const PROOF_MAX_IMAGES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** Longest reason staff may give for a decision. */
export const REASON_MAX = 200;
