import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoDrawAction, BoDrawDetail } from '@pkg/contracts/lottery-desk';
import { BoError } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from '../finance/reason-form';
import { ResultView } from './lottery-ui';
import { changedIndexes } from './result-inputs';
import { decideDrawAction, lotteryKeys } from '../../api/lottery';

/** What a decision did, for the page's outcome line. */
export type Decision = { approved: boolean; kind: BoDrawAction['kind']; mine: boolean };

/**
 * A proposal awaiting its second staff member, shown to everyone: the proposed numbers (a
 * correction marks what changes) or the void's reason. Its proposer waits and may withdraw it;
 * another staff member who manages lottery draws approves or rejects it.
 */
export function PendingProposal({
  draw,
  action,
  canManage,
  onDecided,
}: {
  draw: BoDrawDetail;
  action: BoDrawAction;
  canManage: boolean;
  onDecided: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: ({ approve, reason }: { approve: boolean; reason: string }) => decideDrawAction(action.id, approve, reason),
    onSuccess: async (detail, { approve }) => {
      queryClient.setQueryData(lotteryKeys.draw(draw.id), detail);
      onDecided({ approved: approve, kind: action.kind, mine: action.mine });
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.draws });
    },
  });
  const changed = action.numbers ? changedIndexes(draw.result, action.numbers) : new Set<number>();
  const failure =
    decide.error instanceof BoError && decide.error.message ? decide.error.message : decide.error ? t('boConsole.networkError') : '';

  return (
    <section className="bo-panel bo-pending" aria-labelledby="bo-pending-title">
      <div className="bo-panel-head">
        <h2 id="bo-pending-title">{t(`boLottery.pending.title.${action.kind}`)}</h2>
        <span className="bo-chip bo-chip--pending">{t('boLottery.needsApproval')}</span>
      </div>
      <p className="bo-note">
        {t('boLottery.pending.proposedLine', {
          by: action.proposedBy,
          at: formatGmt8(action.proposedAt),
          source: t(`boLottery.source.${action.source === 'import' ? 'import' : 'manual'}`),
        })}
      </p>
      {action.numbers && (
        <>
          <ResultView format={draw.format} numbers={action.numbers} changed={changed} label={t('boLottery.pending.numbersLabel')} />
          {draw.result && <p className="bo-note">{t('boLottery.pending.changedCount', { count: changed.size })}</p>}
        </>
      )}
      {action.kind === 'void' && (
        <>
          <p>
            <strong>{t('boLottery.reason')}:</strong> {action.reason}
          </p>
          <p className="bo-note">{t('boLottery.void.explain')}</p>
        </>
      )}
      {action.mine ? (
        <>
          <p className="bo-waiting" role="status">
            {t('boLottery.pending.waiting')}
          </p>
          {rejecting ? (
            <ReasonForm
              id="bo-lottery-withdraw"
              label={t('boLottery.pending.withdrawReason')}
              submitLabel={t('boLottery.pending.withdrawConfirm')}
              busy={decide.isPending}
              onSubmit={(reason) => decide.mutate({ approve: false, reason })}
              onCancel={() => setRejecting(false)}
            />
          ) : (
            <div className="bo-actions">
              <button type="button" className="bo-secondary" onClick={() => setRejecting(true)}>
                {t('boLottery.pending.withdraw')}
              </button>
            </div>
          )}
        </>
      ) : canManage ? (
        <>
          <p className="bo-note">{t(`boLottery.pending.check.${action.kind}`)}</p>
          {rejecting ? (
            <ReasonForm
              id="bo-lottery-reject"
              label={t('boLottery.pending.rejectReason')}
              submitLabel={t('boLottery.pending.rejectConfirm')}
              busy={decide.isPending}
              onSubmit={(reason) => decide.mutate({ approve: false, reason })}
              onCancel={() => setRejecting(false)}
            />
          ) : (
            <div className="bo-actions">
              <button type="button" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true, reason: '' })}>
                {t(`boLottery.pending.approve.${action.kind}`)}
              </button>
              <button type="button" className="bo-danger" onClick={() => setRejecting(true)}>
                {t('boLottery.pending.reject')}
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="bo-note">{t('boLottery.pending.readOnly')}</p>
      )}
      {failure && (
        <p className="bo-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
