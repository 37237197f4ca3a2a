import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import type { WithdrawalView } from '@pkg/contracts/withdrawals';
import { formatGmt8 } from '@pkg/web-kit/time';
import { WITHDRAWAL_LIST_KEY, fetchWithdrawals } from '../api/withdrawals-api';
import { failureOf, failureText } from '../failure-text';
import { ReceiptActions } from './receipt-actions';

/** Where a withdrawal stands, in the player's words. */
export function statusText(t: TFunction, item: WithdrawalView, money: (minor: string) => string): string {
  if (item.status === 'requested') return t('withdraw.status.requested');
  if (item.status === 'rejected') return t('withdraw.status.rejected');
  if (item.dispute === 'refunded') return t('withdraw.status.refunded', { amount: money(item.refundedAmountMinor ?? '0') });
  if (item.dispute === 'open') return t(item.receipt === 'partial' ? 'withdraw.status.partialOpen' : 'withdraw.status.disputeOpen');
  return t(`withdraw.status.${item.receipt ?? 'pending'}`);
}

/** The player's withdrawals, newest first, ten to a page, each with its answer actions while the window is open. */
export function WithdrawalList({ currency, autoReceiveMinutes }: { currency: Currency; autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: [...WITHDRAWAL_LIST_KEY, pageNo],
    queryFn: () => fetchWithdrawals(pageNo),
    placeholderData: keepPreviousData,
  });
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  const page = list.data;
  return (
    <section className="withdraw-section" aria-labelledby="withdraw-history">
      <h4 id="withdraw-history">{t('withdraw.history.title')}</h4>
      <p className="withdraw-section__text">
        {autoReceiveMinutes % 60 === 0
          ? t('withdraw.history.noteHours', { hours: autoReceiveMinutes / 60 })
          : t('withdraw.history.note', { minutes: autoReceiveMinutes })}
      </p>
      {list.isError && (
        <p className="form-error" role="alert">
          {failureText(t, failureOf(list.error))}
        </p>
      )}
      {page && page.list.length === 0 && <p className="withdraw-section__text">{t('withdraw.history.none')}</p>}
      <ul className="withdrawal-list">
        {page?.list.map((item) => (
          <li
            key={item.id}
            className="withdrawal-item"
            data-testid="withdrawal-item"
            aria-label={t('withdraw.history.itemLabel', { amount: money(item.amountMinor) })}
          >
            <div className="withdrawal-item__head">
              <strong className="withdrawal-item__amount">{money(item.amountMinor)}</strong>
              <span className={`withdrawal-item__status withdrawal-item__status--${item.status}`} data-testid="withdrawal-status">
                {statusText(t, item, money)}
              </span>
            </div>
            <dl className="withdrawal-item__facts">
              <div>
                <dt>{t('withdraw.history.to')}</dt>
                <dd>{`${item.payout.provider} ${item.payout.accountNumber}`}</dd>
              </div>
              <div>
                <dt>{t('withdraw.history.requestedAt')}</dt>
                <dd>{formatGmt8(item.requestedAt)}</dd>
              </div>
              {item.decidedAt && (
                <div>
                  <dt>{t(item.status === 'rejected' ? 'withdraw.history.rejectedAt' : 'withdraw.history.paidAt')}</dt>
                  <dd>{formatGmt8(item.decidedAt)}</dd>
                </div>
              )}
              {item.rejectReason && (
                <div>
                  <dt>{t('withdraw.history.reason')}</dt>
                  <dd>{item.rejectReason}</dd>
                </div>
              )}
              {item.receivedAmountMinor && (
                <div>
                  <dt>{t('withdraw.history.received')}</dt>
                  <dd>
                    {t('withdraw.history.receivedValue', {
                      received: money(item.receivedAmountMinor),
                      remainder: money(item.remainderAmountMinor ?? '0'),
                    })}
                  </dd>
                </div>
              )}
              {item.canConfirm && item.confirmDueAt && (
                <div>
                  <dt>{t('withdraw.history.confirmBy')}</dt>
                  <dd>{formatGmt8(item.confirmDueAt)}</dd>
                </div>
              )}
            </dl>
            {item.canConfirm && <ReceiptActions item={item} currency={currency} />}
          </li>
        ))}
      </ul>
      {page && page.totalPages > 1 && (
        <nav className="withdraw-pager" aria-label={t('withdraw.history.pages')}>
          <button type="button" className="button button--ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('withdraw.history.previous')}
          </button>
          <span>{t('withdraw.history.page', { page: page.pageNum, pages: page.totalPages })}</span>
          <button type="button" className="button button--ghost" disabled={pageNo >= page.totalPages} onClick={() => setPageNo(pageNo + 1)}>
            {t('withdraw.history.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
