import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoDepositPage, BoDepositQuery, BoDepositRow } from '@pkg/contracts/deposits';
import type { AdjustmentPage, AdjustmentView, LedgerCheck } from '@pkg/contracts/finance-desk';
import type { BoWithdrawal, BoWithdrawalPage, BoWithdrawalQuery, WithdrawalSettings } from '@pkg/contracts/withdrawals';
import { bo, boUrl, type FilterQuery } from '../lib/api';

/** The money desks' queries (decisions 016, 017): deposits, withdrawals, adjustments, the ledger check. */
export const financeKeys = {
  deposits: ['bo', 'deposits'] as const,
  depositList: (query: FilterQuery<BoDepositQuery>) => ['bo', 'deposits', query] as const,
  withdrawals: ['bo', 'withdrawals'] as const,
  withdrawalList: (query: FilterQuery<BoWithdrawalQuery>) => ['bo', 'withdrawals', query] as const,
  withdrawalSettings: (brandId: string) => ['bo', 'withdrawal-settings', brandId] as const,
  adjustments: ['bo', 'adjustments'] as const,
  ledgerCheck: ['bo', 'ledger-check'] as const,
};

/** One page of deposit orders (newest first; `before` is the last page's nextBefore). */
export const fetchDeposits = (query: FilterQuery<BoDepositQuery>) => bo<BoDepositPage>(BO_API.deposits, { query });

/** Approves a manual order (credits the player) or rejects it with a reason. */
export const decideDeposit = (id: string, decision: { approve: true } | { reason: string }) =>
  'approve' in decision
    ? bo<BoDepositRow>(BO_API.depositApprove, { params: { id }, method: 'POST' })
    : bo<BoDepositRow>(BO_API.depositReject, { params: { id }, method: 'POST', body: { reason: decision.reason } });

/** One page of withdrawals (newest first). */
export const fetchWithdrawals = (query: FilterQuery<BoWithdrawalQuery>) => bo<BoWithdrawalPage>(BO_API.withdrawals, { query });

/** The decisions on a withdrawal, each its own call. */
export type WithdrawalAction = 'approve' | 'reject' | 'force' | 'paid' | 'refund';
const WITHDRAWAL_PATHS: Record<WithdrawalAction, string> = {
  approve: BO_API.withdrawalApprove,
  reject: BO_API.withdrawalReject,
  force: BO_API.withdrawalForceReceipt,
  paid: BO_API.withdrawalResolve,
  refund: BO_API.withdrawalResolve,
};

/** Takes a decision on a withdrawal: approve (an optional note), reject or force the receipt (a reason), a dispute resolved as paid or refunded. */
export function decideWithdrawal(id: string, action: WithdrawalAction, reason: string) {
  const body =
    action === 'approve'
      ? reason
        ? { note: reason }
        : {}
      : action === 'paid' || action === 'refund'
        ? { outcome: action, reason }
        : { reason };
  return bo<BoWithdrawal>(WITHDRAWAL_PATHS[action], { params: { id }, method: 'POST', body });
}

/** A brand's withdrawal rules. */
export const fetchWithdrawalSettings = (brandId: string) => bo<WithdrawalSettings>(BO_API.withdrawalSettings, { query: { brandId } });
export const saveWithdrawalSettings = (body: WithdrawalSettings) =>
  bo<WithdrawalSettings>(BO_API.withdrawalSettings, { method: 'POST', body });

/** The last manual adjustments (pending first). */
export const fetchAdjustments = () => bo<AdjustmentPage>(BO_API.adjustments, { query: { limit: 100 } });

/** Proposes an adjustment; the submission's Idempotency-Key makes a retry answer the first proposal. */
export const proposeAdjustment = (body: object, idempotencyKey: string) =>
  bo<AdjustmentView>(BO_API.adjustments, { method: 'POST', body, idempotencyKey });

/** A second staff member approves or rejects a pending adjustment. */
export const decideAdjustment = (id: string, approve: boolean, reason: string) =>
  bo<AdjustmentView>(approve ? BO_API.adjustmentApprove : BO_API.adjustmentReject, {
    params: { id },
    method: 'POST',
    body: reason ? { reason } : {},
  });

/** A receipt or proof a player uploaded (opened in the browser with the session cookie). */
export const uploadUrl = (id: string) => boUrl(BO_API.upload, { id });

/** The ledger's balance check. */
export const fetchLedgerCheck = () => bo<LedgerCheck>(BO_API.ledgerCheck);
