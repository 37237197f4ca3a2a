import type { BoWithdrawal, WithdrawalView } from '@pkg/contracts/withdrawals';
import { maskNumber } from './payout-accounts.service.ts';
import type { WithdrawalRow } from './withdrawals.queries.ts';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** The remainder a partial answer leaves: what did not arrive. */
function remainderOf(row: WithdrawalRow): string | null {
  return row.receivedAmountMinor === null ? null : (row.amountMinor - row.receivedAmountMinor).toString();
}

const wire = (amountMinor: bigint | null) => (amountMinor === null ? null : amountMinor.toString());

/** True while the player may still answer: paid, unanswered, and the window still open at `now`. */
export function canConfirm(row: WithdrawalRow, now: Date): boolean {
  return row.status === 'approved' && row.receipt === 'pending' && row.confirmDueAt !== null && new Date(row.confirmDueAt) > now;
}

/** A withdrawal as its player sees it (the payout number masked, no staff names). */
export function playerView(row: WithdrawalRow, now: Date): WithdrawalView {
  return {
    id: row.id,
    amountMinor: row.amountMinor.toString(),
    currency: row.currency,
    status: row.status,
    receipt: row.receipt,
    dispute: row.dispute,
    payout: {
      type: row.payoutType,
      provider: row.payoutProvider,
      accountName: row.payoutAccountName,
      accountNumber: maskNumber(row.payoutAccountNumber),
    },
    requestedAt: new Date(row.requestedAt).toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectReason: row.status === 'rejected' ? row.decisionReason : null,
    confirmDueAt: iso(row.confirmDueAt),
    receiptAt: iso(row.receiptAt),
    receivedAmountMinor: wire(row.receivedAmountMinor),
    remainderAmountMinor: remainderOf(row),
    refundedAmountMinor: wire(row.refundedAmountMinor),
    proofCount: row.proofUploadIds.length,
    canConfirm: canConfirm(row, now),
  };
}

/** A withdrawal as staff see it: the full payout details they pay to, and every decision. */
export function staffView(row: WithdrawalRow): BoWithdrawal {
  return {
    id: row.id,
    brand: { id: row.brandId, code: row.brandCode },
    player: { id: row.accountId, username: row.username },
    amountMinor: row.amountMinor.toString(),
    currency: { code: row.currency, symbol: row.currencySymbol, minorDigits: Number(row.minorDigits) },
    payout: {
      type: row.payoutType,
      provider: row.payoutProvider,
      accountName: row.payoutAccountName,
      accountNumber: row.payoutAccountNumber,
    },
    status: row.status,
    receipt: row.receipt,
    dispute: row.dispute,
    requestedAt: new Date(row.requestedAt).toISOString(),
    decidedAt: iso(row.decidedAt),
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
    confirmDueAt: iso(row.confirmDueAt),
    receiptAt: iso(row.receiptAt),
    receivedAmountMinor: wire(row.receivedAmountMinor),
    remainderAmountMinor: remainderOf(row),
    proofIds: row.proofUploadIds,
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: row.resolvedBy,
    resolutionReason: row.resolutionReason,
    refundedAmountMinor: wire(row.refundedAmountMinor),
    holdId: row.holdId,
    captureTransferId: row.captureTransferId,
    refundTransferId: row.refundTransferId,
  };
}
