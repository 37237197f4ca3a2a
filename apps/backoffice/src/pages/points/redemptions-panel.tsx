import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUSES, type RedemptionAdminView, type RedemptionStatus } from '@pkg/contracts/points';
import { decideRedemption, fetchRedemptions, pointsKeys } from '../../api/points';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from '../finance/reason-form';
import { errorOf } from '../../lib/api';

/** The redemption queue: In Process first by default; approve, or reject with a reason (the points go back). */
export function RedemptionsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RedemptionStatus | ''>('in_process');
  const [rejecting, setRejecting] = useState<RedemptionAdminView | null>(null);
  const [outcome, setOutcome] = useState('');
  const queue = useQuery({
    queryKey: pointsKeys.redemptions(brandId, status),
    queryFn: () => fetchRedemptions(brandId, status),
  });
  const decide = useMutation({
    mutationFn: ({ row, action, reason }: { row: RedemptionAdminView; action: 'approve' | 'reject'; reason: string }) =>
      decideRedemption(row.id, action, reason),
    onSuccess: (row) => {
      setRejecting(null);
      setOutcome(t('boPoints.redemptions.done', { id: row.id, status: t(`boPoints.redemptions.status.${row.status}`) }));
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });

  return (
    <section aria-label={t('boPoints.tabs.redemptions')}>
      <div className="bo-filters">
        <label>
          {t('boPoints.redemptions.statusLabel')}
          <select value={status} onChange={(event) => setStatus(event.target.value as RedemptionStatus | '')}>
            <option value="">{t('boPoints.redemptions.all')}</option>
            {REDEMPTION_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`boPoints.redemptions.status.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="bo-secondary" onClick={() => void queue.refetch()}>
          {t('boPoints.refresh')}
        </button>
      </div>
      {outcome && (
        <p className="bo-note" role="status">
          {outcome}
        </p>
      )}
      {decide.isError && (
        <p className="bo-error" role="alert">
          {errorOf(decide.error)}
        </p>
      )}
      {rejecting && (
        <div className="bo-panel">
          <h2>{t('boPoints.redemptions.rejectTitle', { points: BigInt(rejecting.points).toLocaleString() })}</h2>
          <ReasonForm
            id="points-reject-reason"
            label={t('boPoints.redemptions.reason')}
            submitLabel={t('boPoints.redemptions.confirm')}
            busy={decide.isPending}
            onSubmit={(reason) => decide.mutate({ row: rejecting, action: 'reject', reason })}
            onCancel={() => setRejecting(null)}
          />
        </div>
      )}
      {queue.isError && <p className="bo-error">{errorOf(queue.error)}</p>}
      {queue.data && queue.data.list.length === 0 && <p>{t('boPoints.redemptions.empty')}</p>}
      {queue.data && queue.data.list.length > 0 && (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boPoints.redemptions.created')}</th>
                <th scope="col">{t('boPoints.redemptions.player')}</th>
                <th scope="col">{t('boPoints.redemptions.goods')}</th>
                <th scope="col">{t('boPoints.redemptions.points')}</th>
                <th scope="col">{t('boPoints.redemptions.address')}</th>
                <th scope="col">{t('boPoints.redemptions.statusLabel')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {queue.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{formatGmt8(row.createdAt)}</td>
                  <td>{row.player.username}</td>
                  <td>
                    {row.goodsName} × {row.quantity} {row.unit}
                  </td>
                  <td className="bo-number">{BigInt(row.points).toLocaleString()}</td>
                  <td>{row.address ?? '—'}</td>
                  <td>
                    {t(`boPoints.redemptions.status.${row.status}`)}
                    {row.decidedBy && ` · ${row.decidedBy}`}
                    {row.reason && ` · ${row.reason}`}
                  </td>
                  <td>
                    {canManage && row.status === 'in_process' && (
                      <div className="bo-actions">
                        <button
                          type="button"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ row, action: 'approve', reason: '' })}
                        >
                          {t('boPoints.redemptions.approve')}
                        </button>
                        <button type="button" className="bo-danger" onClick={() => setRejecting(row)}>
                          {t('boPoints.redemptions.reject')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
