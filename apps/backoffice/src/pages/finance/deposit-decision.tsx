import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoDepositRow } from '@pkg/contracts/deposits';
import { formatMoney } from '@pkg/money/money';
import { decideDeposit, financeKeys } from '../../api/finance';

/** An order's amount with its currency (the desk reads codes, not the brand's symbol). */
export function depositAmount(order: Pick<BoDepositRow, 'amountMinor' | 'currency' | 'minorDigits'>): string {
  return formatMoney(BigInt(order.amountMinor), { code: order.currency, symbol: order.currency, minorDigits: order.minorDigits });
}

/**
 * The decision on one manual order: approve (after a confirmation naming the amount and player;
 * the server credits the player in the same step) or reject with a reason of 2-200 characters.
 */
export function DepositDecision({
  order,
  onDone,
  onCancel,
}: {
  order: BoDepositRow;
  onDone: (row: BoDepositRow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const decide = useMutation({
    mutationFn: (decision: { approve: true } | { reason: string }) => decideDeposit(order.id, decision),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.deposits });
      onDone(row);
    },
  });

  function reject(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 2 || text.length > 200) return setReasonError(t('boConsole.deposits.reasonRequired'));
    setReasonError('');
    decide.mutate({ reason: text });
  }

  return (
    <div className="bo-panel" role="region" aria-labelledby="bo-deposit-decision">
      <div className="bo-panel-head">
        <h2 id="bo-deposit-decision">
          {t('boConsole.deposits.orderNo')} {order.orderNo}
        </h2>
        <button type="button" className="bo-secondary" onClick={onCancel}>
          {t('boConsole.deposits.cancel')}
        </button>
      </div>
      <p>{t('boConsole.deposits.confirmApprove', { orderNo: order.orderNo, amount: depositAmount(order), player: order.username })}</p>
      <div className="bo-actions">
        <button type="button" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
          {t('boConsole.deposits.approve')}
        </button>
      </div>
      <form className="bo-inline-form" onSubmit={reject} noValidate>
        <label htmlFor="bo-deposit-reason">{t('boConsole.deposits.reason')}</label>
        <input
          id="bo-deposit-reason"
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonError ? true : undefined}
        />
        {reasonError && (
          <p className="bo-error" role="alert">
            {reasonError}
          </p>
        )}
        <div className="bo-actions">
          <button type="submit" className="bo-danger" disabled={decide.isPending}>
            {t('boConsole.deposits.confirmReject')}
          </button>
        </div>
      </form>
      {decide.isError && (
        <p className="bo-error" role="alert">
          {decide.error.message || t('boConsole.loadFailed')}
        </p>
      )}
    </div>
  );
}
