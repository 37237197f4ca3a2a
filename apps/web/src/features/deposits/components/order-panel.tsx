import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositOrderView } from '@pkg/contracts/deposits';
import { useActionKey } from '@pkg/web-kit/action-key';
import { formatGmt8 } from '@pkg/web-kit/time';
import { Spinner } from '../../../components/ui/spinner';
import { DEPOSITS_KEY, ORDERS_KEY, cancelOrder, fetchOrder, orderKey } from '../api/deposits-api';
import { formatCountdown, useSecondsLeft } from '../countdown';
import { failureText } from '../failure';
import { showMoney, type BrandMoney } from '../money';
import { ManualPayment } from './manual-payment';

// An open order is read again this often, so a gateway's late callback or a staff decision shows
// without a reload.
const OPEN_ORDER_REFRESH_MS = 5_000;

const RESULT_TONE: Record<DepositOrderView['status'], 'good' | 'bad' | 'wait'> = {
  pending: 'wait',
  submitted: 'wait',
  approved: 'good',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  expired: 'bad',
  cancelled: 'bad',
};

/** One order: how to pay it while it is pending, its result afterwards, and a way to start a new one. */
export function OrderPanel({ id, brandMoney, onNew }: { id: string; brandMoney: BrandMoney; onNew: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor } = useActionKey();
  const query = useQuery({
    queryKey: orderKey(id),
    queryFn: () => fetchOrder(id),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'pending' || status === 'submitted' ? OPEN_ORDER_REFRESH_MS : false;
    },
  });
  const order = query.data;
  const cancel = useMutation({
    mutationFn: (key: string) => cancelOrder(id, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });

  // The list beside the panel follows the order's status as it changes.
  const status = order?.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  }, [status, queryClient]);

  if (query.isPending) return <Spinner />;
  if (!order) {
    return (
      <div className="deposit-order">
        <p className="form-error" role="alert">
          {failureText(t, query.error)}
        </p>
        <button type="button" className="button button--ghost" onClick={onNew}>
          {t('deposit.newOrder')}
        </button>
      </div>
    );
  }
  const amount = showMoney(order.amountMinor, order.currency, brandMoney);
  const pending = order.status === 'pending';

  return (
    <section className="deposit-order" aria-labelledby="deposit-order-title" data-testid="deposit-order">
      <div className="deposit-order__head">
        <h4 id="deposit-order-title">{t('deposit.order', { orderNo: order.orderNo })}</h4>
        <span className={`deposit-status deposit-status--${RESULT_TONE[order.status]}`} data-testid="deposit-order-status">
          {t(`deposit.status.${order.status}`)}
        </span>
      </div>
      <p className="deposit-order__line">
        {order.channelName} · <strong>{amount}</strong>
      </p>
      {pending && <Countdown expiresAt={order.expiresAt} onEnd={() => void query.refetch()} />}
      {pending && order.kind === 'manual' && <ManualPayment order={order} brandMoney={brandMoney} />}
      {pending && order.kind === 'gateway' && order.redirectUrl && (
        <div className="deposit-order__gateway">
          <p className="deposit__note">{t('deposit.gateway.note')}</p>
          <a className="button button--primary" href={order.redirectUrl}>
            {t('deposit.gateway.pay')}
          </a>
        </div>
      )}
      {!pending && (
        <p className={`deposit-result deposit-result--${RESULT_TONE[order.status]}`} role="status">
          {t(`deposit.result.${order.status}`, { amount })}
          {order.status === 'rejected' && order.rejectReason && ` ${t('deposit.history.reason', { reason: order.rejectReason })}`}
        </p>
      )}
      {order.status === 'submitted' && <p className="deposit__note">{t('deposit.submittedNote')}</p>}
      {cancel.isError && (
        <p className="form-error" role="alert">
          {failureText(t, cancel.error)}
        </p>
      )}
      <div className="deposit-order__actions">
        {pending && (
          <button
            type="button"
            className="button button--ghost"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(keyFor({ cancel: order.id }))}
          >
            {cancel.isPending ? t('deposit.cancelling') : t('deposit.cancel')}
          </button>
        )}
        {!pending && (
          <button type="button" className="button button--ghost" onClick={onNew}>
            {t('deposit.result.close')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Time left to pay, to the second; when it runs out the order is read again (it is expired now). */
function Countdown({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(expiresAt);
  // Once per expiry: a browser clock ahead of the server's must not read the order again and again.
  const ended = useRef(false);
  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    onEnd();
  }, [left, onEnd]);
  return (
    <p className="deposit-countdown">
      <span data-testid="deposit-countdown">{t('deposit.expiresIn', { time: formatCountdown(left) })}</span>{' '}
      <span className="deposit-countdown__until">{t('deposit.expiresAt', { time: formatGmt8(expiresAt) })}</span>
    </p>
  );
}
