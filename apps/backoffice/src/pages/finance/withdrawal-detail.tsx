import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoWithdrawal } from '@pkg/contracts/withdrawals';
import { formatMoney } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { decideWithdrawal, financeKeys, uploadUrl, type WithdrawalAction } from '../../api/finance';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from './reason-form';
import { withdrawalState } from './withdrawal-state';

type Action = WithdrawalAction;

/** One withdrawal: every fact staff need to pay it, the player's proofs, and the decisions its state allows. */
export function WithdrawalDetail({ item, onClose }: { item: BoWithdrawal; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(item);
  const [action, setAction] = useState<Action | null>(null);
  const decide = useMutation({
    mutationFn: ({ chosen, reason }: { chosen: Action; reason: string }) => decideWithdrawal(current.id, chosen, reason),
    onSuccess: async (updated) => {
      setCurrent(updated);
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: financeKeys.withdrawals });
    },
  });
  const money = (minor: string) => formatMoney(BigInt(minor), current.currency);
  const facts: [string, string | null][] = [
    [t('boConsole.finance.brand'), current.brand.code],
    [t('boConsole.finance.player'), current.player.username],
    [t('boConsole.finance.amount'), money(current.amountMinor)],
    [t('boConsole.withdrawals.payoutType'), t(`boConsole.withdrawals.type.${current.payout.type}`)],
    [t('boConsole.withdrawals.provider'), current.payout.provider],
    [t('boConsole.withdrawals.accountName'), current.payout.accountName],
    [t('boConsole.withdrawals.accountNumber'), current.payout.accountNumber],
    [t('boConsole.withdrawals.requestedAt'), formatGmt8(current.requestedAt)],
    [t('boConsole.withdrawals.decided'), current.decidedAt && `${formatGmt8(current.decidedAt)} · ${current.decidedBy ?? ''}`],
    [t('boConsole.withdrawals.decisionReason'), current.decisionReason],
    [t('boConsole.withdrawals.confirmDueAt'), current.confirmDueAt && formatGmt8(current.confirmDueAt)],
    [
      t('boConsole.withdrawals.receiptAt'),
      current.receiptAt && `${t(`boConsole.withdrawals.state.${current.receipt ?? 'pending'}`)} · ${formatGmt8(current.receiptAt)}`,
    ],
    [
      t('boConsole.withdrawals.received'),
      current.receivedAmountMinor &&
        t('boConsole.withdrawals.receivedValue', {
          received: money(current.receivedAmountMinor),
          remainder: money(current.remainderAmountMinor ?? '0'),
        }),
    ],
    [t('boConsole.withdrawals.resolved'), current.resolvedAt && `${formatGmt8(current.resolvedAt)} · ${current.resolvedBy ?? ''}`],
    [t('boConsole.withdrawals.resolutionReason'), current.resolutionReason],
    [t('boConsole.withdrawals.refunded'), current.refundedAmountMinor && money(current.refundedAmountMinor)],
    [
      t('boConsole.withdrawals.ledger'),
      [
        current.holdId && `hold ${current.holdId}`,
        current.captureTransferId && `transfer ${current.captureTransferId}`,
        current.refundTransferId && `reversal ${current.refundTransferId}`,
      ]
        .filter(Boolean)
        .join(' · ') || null,
    ],
  ];
  const allowed: Action[] =
    current.status === 'requested'
      ? ['approve', 'reject']
      : current.dispute === 'open'
        ? ['paid', 'refund']
        : current.status === 'approved' && current.receipt === 'pending'
          ? ['force']
          : [];
  const failure = decide.error instanceof BoError ? decide.error.message : decide.error ? t('boConsole.networkError') : null;

  return (
    <section className="bo-panel" aria-labelledby="bo-withdrawal-detail">
      <div className="bo-panel-head">
        <h2 id="bo-withdrawal-detail">{t('boConsole.withdrawals.detail', { id: current.id })}</h2>
        <strong data-testid="bo-withdrawal-state">{withdrawalState(t, current)}</strong>
        <button type="button" className="bo-secondary" onClick={onClose}>
          {t('boConsole.withdrawals.close')}
        </button>
      </div>
      <dl className="bo-facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {current.proofIds.length > 0 && (
        <div>
          <h3>{t('boConsole.withdrawals.proofs')}</h3>
          <div className="bo-proofs">
            {current.proofIds.map((id, index) => (
              <a key={id} href={uploadUrl(id)} target="_blank" rel="noreferrer">
                <img src={uploadUrl(id)} alt={t('boConsole.withdrawals.proofAlt', { n: index + 1 })} />
              </a>
            ))}
          </div>
        </div>
      )}
      {allowed.length > 0 && action === null && (
        <div className="bo-actions">
          {allowed.map((name) => (
            <button
              key={name}
              type="button"
              className={name === 'reject' || name === 'refund' ? 'bo-danger' : undefined}
              onClick={() => setAction(name)}
            >
              {t(`boConsole.withdrawals.action.${name}`)}
            </button>
          ))}
        </div>
      )}
      {action && (
        <ReasonForm
          id={`bo-reason-${action}`}
          label={t(action === 'approve' ? 'boConsole.withdrawals.noteLabel' : 'boConsole.finance.reason')}
          submitLabel={t(`boConsole.withdrawals.confirm.${action}`)}
          optional={action === 'approve'}
          busy={decide.isPending}
          onSubmit={(reason) => decide.mutate({ chosen: action, reason })}
          onCancel={() => setAction(null)}
        />
      )}
      {failure && (
        <p className="bo-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
