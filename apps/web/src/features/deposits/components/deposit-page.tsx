import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEPOSIT_RETURN_PARAM } from '@pkg/contracts/deposit-rules';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { CHANNELS_KEY, fetchChannels } from '../api/deposits-api';
import { codeOf, failureText } from '../failure';
import { NewDepositForm } from './new-deposit-form';
import { OrderPanel } from './order-panel';
import { PendingOrder } from './pending-order';
import { RecentOrders } from './recent-orders';

/**
 * The member centre's deposit page (SPEC.md `depositv2`, decision 016): the brand's channels and
 * an amount within the chosen one's limits; a manual order shows where to pay and takes the
 * reference and receipts, a gateway order goes to the gateway and comes back here with
 * `depositOrder` in the address, which keeps the order open across the trip and a reload.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const { open } = useModal();
  const [params, setParams] = useSearchParams();
  const activeId = params.get(DEPOSIT_RETURN_PARAM);
  const { data: brand } = useWhitelabel();
  const channels = useQuery({ queryKey: CHANNELS_KEY, queryFn: fetchChannels });
  const trial = channels.isError && codeOf(channels.error) === 'in_need_true_account';

  // The stored account type may lag behind a new trial session: the server's answer decides.
  useEffect(() => {
    if (trial) open('realAccountNeeded');
  }, [trial, open]);

  const show = useCallback(
    (id: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set(DEPOSIT_RETURN_PARAM, id);
          else next.delete(DEPOSIT_RETURN_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (channels.isPending || !brand) return <Spinner />;
  const brandMoney = brand.currency;

  return (
    <div className="deposit" data-testid="deposit-page">
      <h3 className="deposit__heading">{t('deposit.title')}</h3>
      {channels.isError ? (
        <div className="deposit__failed">
          <p className="form-error" role="alert">
            {failureText(t, channels.error)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void channels.refetch()}>
            {t('deposit.retry')}
          </button>
        </div>
      ) : activeId ? (
        <OrderPanel key={activeId} id={activeId} brandMoney={brandMoney} onNew={() => show(null)} />
      ) : (
        <>
          {/* A deposit left at the payment step comes first: continue it or cancel it (decision 067). */}
          <PendingOrder brandMoney={brandMoney} onContinue={show} />
          <NewDepositForm channels={channels.data.channels} brandMoney={brandMoney} onOpened={(order) => show(order.id)} />
        </>
      )}
      <RecentOrders brandMoney={brandMoney} onOpen={show} />
      <p className="deposit__times">{t('deposit.times')}</p>
    </div>
  );
}
