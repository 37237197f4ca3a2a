import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryRules } from '@pkg/contracts/lottery';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useActionKey } from '@pkg/web-kit/action-key';
import { ApiError } from '../../../lib/api-client';
import { formatGmt8 } from '@pkg/web-kit/time';
import { WALLET_KEY } from '../../../lib/wallet-keys';
import { lotteryKeys, postCancelOrder } from '../api/lottery-api';
import { useOrder } from '../api/use-lottery';
import { useRuleTexts } from '../rules-text';
import { PicksText } from './picks-text';

/**
 * An order: what it staked, gave back and won, whether it stops on a win, and its tickets draw by
 * draw (the chase legs). While draws are still to come the player may cancel them; their stakes
 * come back (one Idempotency-Key per cancel, the same on a retry).
 */
export function OrderDialog({
  orderId,
  onClose,
  money,
  rules,
}: {
  orderId: string | null;
  onClose: () => void;
  money: Currency;
  rules?: LotteryRules;
}) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const order = useOrder(orderId);
  const queryClient = useQueryClient();
  const { keyFor, clear } = useActionKey();
  const cancel = useMutation({
    mutationFn: (id: string) => postCancelOrder(id, keyFor({ cancel: id })),
    onSuccess: () => {
      clear();
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.order(orderId ?? '') });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.order(orderId ?? '') }),
  });
  const data = order.data;
  return (
    <Dialog open={orderId !== null} onClose={onClose} title={t('lottery.order.title', { orderId: orderId ?? '' })} size="wide">
      {order.isPending ? (
        <Spinner />
      ) : order.isError || !data ? (
        <p className="form-error" role="alert">
          {t(`errors.${order.error instanceof ApiError ? order.error.code : 'internal_error'}`)}
        </p>
      ) : (
        <div className="lottery-order" data-testid="lottery-order">
          <dl className="lottery-facts">
            <div>
              <dt>{t('lottery.order.createdAt')}</dt>
              <dd>{formatGmt8(data.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('lottery.order.draws')}</dt>
              <dd>
                {data.draws}
                {data.stopOnWin && data.draws > 1 && <span className="lottery-muted"> {t('lottery.order.stopsOnWin')}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('lottery.order.stake')}</dt>
              <dd className="amount">{formatMoney(BigInt(data.stakeMinor), money)}</dd>
            </div>
            <div>
              <dt>{t('lottery.order.refunded')}</dt>
              <dd className="amount">{formatMoney(BigInt(data.refundedMinor), money)}</dd>
            </div>
            <div>
              <dt>{t('lottery.order.win')}</dt>
              <dd className="amount amount--in">{formatMoney(BigInt(data.winMinor), money)}</dd>
            </div>
            <div>
              <dt>{t('lottery.order.pending')}</dt>
              <dd>{data.pendingDraws}</dd>
            </div>
          </dl>
          <ol className="order-legs">
            {data.tickets.map((ticket) => (
              <li key={ticket.ticketId} className="order-legs__leg">
                <div className="order-legs__head">
                  <span>{t('lottery.draw.numero', { numero: ticket.numero })}</span>
                  <span className={`ticket__status ticket__status--${ticket.status}`}>
                    {t(`lottery.tickets.statuses.${ticket.status}`)}
                  </span>
                </div>
                <div className="order-legs__bet">
                  <span className="ticket__type">{texts.typeName(ticket.betType)}</span>
                  <PicksText picks={ticket.picks} betType={ticket.betType} rules={rules} />
                </div>
                <div className="order-legs__money">
                  <span>
                    {t('lottery.tickets.stake')} <span className="amount">{formatMoney(BigInt(ticket.stakeMinor), money)}</span>
                  </span>
                  <span>
                    {t('lottery.tickets.win')}{' '}
                    <span className={BigInt(ticket.winMinor) > 0n ? 'amount amount--in' : 'amount'}>
                      {formatMoney(BigInt(ticket.winMinor), money)}
                    </span>
                  </span>
                </div>
              </li>
            ))}
          </ol>
          {cancel.error && (
            <p className="form-error" role="alert">
              {t(`errors.${cancel.error instanceof ApiError ? cancel.error.code : 'internal_error'}`)}
            </p>
          )}
          {cancel.isSuccess && <p role="status">{t('lottery.order.cancelled')}</p>}
          {data.pendingDraws > 0 && (
            <button type="button" className="button button--ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(data.orderId)}>
              {t('lottery.order.cancel', { count: data.pendingDraws })}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
