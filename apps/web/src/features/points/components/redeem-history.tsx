import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Pager } from '../../../components/ui/pager';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchHistory, HISTORY_KEY } from '../api/points-api';

/** The redeem history screen (SPEC.md): the player's redemptions, newest first, with their status. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({ queryKey: [...HISTORY_KEY, page], queryFn: () => fetchHistory(page) });
  if (history.isPending) return <p className="points-empty">…</p>;
  if (history.isError) return <p className="form-error">{t('points.loadFailed')}</p>;
  if (history.data.list.length === 0) return <p className="points-empty">{t('points.history.empty')}</p>;
  return (
    <>
      <ul className="points-history">
        {history.data.list.map((row) => (
          <li key={row.id} className="points-history__row">
            <FallbackImage className="points-history__image" src={row.imageUrl ?? ''} alt="" />
            <div className="points-history__body">
              <strong>{row.goodsName}</strong>
              <span>
                {t('points.history.quantity', { quantity: row.quantity, unit: row.unit })} ·{' '}
                {t('points.history.points', { points: BigInt(row.points).toLocaleString() })}
              </span>
              <time dateTime={row.createdAt}>{formatGmt8(row.createdAt)}</time>
              {row.address && <span className="points-history__note">{t('points.history.address', { address: row.address })}</span>}
              {row.status === 'rejected' && row.reason && (
                <span className="points-history__note">{t('points.history.reason', { reason: row.reason })}</span>
              )}
            </div>
            <span className={`points-status points-status--${row.status}`}>{t(`points.status.${row.status}`)}</span>
          </li>
        ))}
      </ul>
      <Pager pageNum={history.data.pageNum} totalPages={history.data.totalPages} onPage={setPage} />
    </>
  );
}
