import { z } from 'zod';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_STATUSES, REASON_MAX } from './withdrawal-rules.ts';
import { amountMinor, amountMinorInput, currencyCode, currencyInfo, positiveAmountMinor } from './amount.ts';
import { dbId } from './db-ids.ts';

/**
 * The back office's finance desk beyond withdrawals: manual balance adjustments that need a second
 * staff member's approval, and the ledger's balance check. Amounts are minor units as strings.
 */

const brandId = dbId;
const reason = z.string().trim().min(3).max(REASON_MAX);

/** `POST /bo/adjustments`: one staff member proposes; another must approve before money moves. */
export const adjustmentProposal = z.object({
  brandId,
  username: z.string().trim().min(1).max(64),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amountMinor: amountMinorInput,
  reason,
});
export type AdjustmentProposal = z.infer<typeof adjustmentProposal>;

export const adjustmentQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adjustmentView = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), code: z.string() }),
  player: z.object({ id: z.string(), username: z.string() }),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amountMinor: positiveAmountMinor,
  currency: currencyInfo,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  transferId: z.string().nullable(),
  /** True when the viewer proposed it (and so may not approve it). */
  mine: z.boolean(),
});
export type AdjustmentView = z.infer<typeof adjustmentView>;

export const adjustmentPage = z.object({
  entries: z.array(adjustmentView),
  nextBefore: z.string().nullable(),
  /** The brands in the viewer's scope with their currency, for the proposal form. */
  brands: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), currency: currencyInfo })),
});
export type AdjustmentPage = z.infer<typeof adjustmentPage>;

export const adjustmentDecision = z.object({ reason: z.string().trim().max(REASON_MAX).optional() });
export const adjustmentRejection = z.object({ reason });

/** `GET /bo/ledger/check`: the books per brand and currency, and how many accounts disagree. */
export const ledgerCheck = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  sums: z.array(
    z.object({ brandId: z.string(), brandCode: z.string(), currency: currencyCode, sumMinor: amountMinor, accounts: z.number().int() }),
  ),
  /** Accounts whose stored figures disagree with their entries, or that are overdrawn. */
  problemAccounts: z.number().int(),
  mismatched: z.number().int(),
  overdrawn: z.number().int(),
  unbalancedTransfers: z.number().int(),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;
