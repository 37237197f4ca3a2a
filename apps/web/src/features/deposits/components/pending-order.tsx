import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { useActionKey } from '@pkg/web-kit/action-key';
import { DEPOSITS_KEY, ORDERS_KEY, cancelOrder, fetchOrders } from '../api/deposits-api';
import { failureText } from '../failure';
import { showMoney, type BrandMoney } from '../money';

/**
 * A deposit left at the payment step, offered before a new one (decision 067): the newest order
 * still waiting for payment, with Continue (its payment panel again) and Cancel. It reads the same
 * list as "My recent deposits" below, so it asks the server nothing more.
 */
export function PendingOrder({ brandMoney, onContinue }: { brandMoney: BrandMoney; onContinue: (id: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor } = useActionKey();
  const pages = useInfiniteQuery({
    queryKey: ORDERS_KEY,
    queryFn: ({ pageParam }) => fetchOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
  const order = pages.data?.pages[0]?.orders.find((row) => row.status === 'pending');
  const cancel = useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => cancelOrder(id, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
  if (!order) return null;
  const amount = showMoney(order.amountMinor, order.currency, brandMoney);
  return (
    <Notice tone="warning" testId="deposit-pending" className="deposit-pending">
      <p>{t('deposit.pending.text', { amount, channel: order.channelName, orderNo: order.orderNo })}</p>
      {cancel.isError && <p className="form-error">{failureText(t, cancel.error)}</p>}
      <div className="deposit-order__actions">
        <button type="button" className="button button--primary" onClick={() => onContinue(order.id)}>
          {t('deposit.pending.continue')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ id: order.id, key: keyFor({ cancel: order.id }) })}
        >
          {cancel.isPending ? t('deposit.cancelling') : t('deposit.cancel')}
        </button>
      </div>
    </Notice>
  );
}
