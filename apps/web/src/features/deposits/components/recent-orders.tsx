import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ORDERS_KEY, fetchOrders } from '../api/deposits-api';
import { failureText } from '../failure';
import { showMoney, type BrandMoney } from '../money';

/** The player's recent deposits, newest first, ten at a time; each opens in the panel above. */
export function RecentOrders({ brandMoney, onOpen }: { brandMoney: BrandMoney; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: ORDERS_KEY,
    queryFn: ({ pageParam }) => fetchOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
  const orders = pages.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section className="deposit-history" aria-labelledby="deposit-history-title">
      <h4 id="deposit-history-title">{t('deposit.history.title')}</h4>
      {pages.isError && (
        <p className="form-error" role="alert">
          {failureText(t, pages.error)}
        </p>
      )}
      {pages.isSuccess && orders.length === 0 && <p className="deposit__note">{t('deposit.history.empty')}</p>}
      {orders.length > 0 && (
        <ul className="deposit-history__list" data-testid="deposit-history">
          {orders.map((order) => (
            <li key={order.id} className="deposit-history__item">
              <button
                type="button"
                className="deposit-history__open"
                aria-label={t('deposit.history.open', { orderNo: order.orderNo })}
                onClick={() => onOpen(order.id)}
              >
                <span className="deposit-history__top">
                  <span className="deposit-history__amount">{showMoney(order.amountMinor, order.currency, brandMoney)}</span>
                  <span className={`deposit-history__status deposit-history__status--${order.status}`}>
                    {t(`deposit.status.${order.status}`)}
                  </span>
                </span>
                <span className="deposit-history__meta">
                  <span>{formatGmt8(order.createdAt)}</span>
                  <span>
                    {t('deposit.history.orderNo')} {order.orderNo} · {order.channelName}
                  </span>
                </span>
                {order.status === 'rejected' && order.rejectReason && (
                  <span className="deposit-history__reason">{t('deposit.history.reason', { reason: order.rejectReason })}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('deposit.history.more')}
        </button>
      )}
    </section>
  );
}
