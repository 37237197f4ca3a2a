import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositChannelView, DepositOrderView } from '@pkg/contracts/deposits';
import { readAmount } from '@pkg/web-kit/amount';
import { AmountInput } from '@pkg/web-kit/amount-input';
import { ApiError } from '../../../lib/api-client';
import { useActionKey } from '@pkg/web-kit/action-key';
import { ORDERS_KEY, createOrder } from '../api/deposits-api';
import { failureText } from '../failure';
import { currencyOf, showMoney, type BrandMoney } from '../money';

interface Props {
  channels: DepositChannelView[];
  brandMoney: BrandMoney;
  /** A manual order was opened: show it. */
  onOpened: (order: DepositOrderView) => void;
}

/**
 * Choosing a channel and an amount within its limits. The amount is typed in major units and
 * turned into minor units exactly (packages/money); a gateway order sends the browser to the
 * gateway's page, a manual order shows where to pay.
 */
export function NewDepositForm({ channels, brandMoney, onOpened }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor, clear } = useActionKey();
  const [channelCode, setChannelCode] = useState(channels[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const channel = channels.find((item) => item.code === channelCode) ?? channels[0];
  const create = useMutation({
    mutationFn: ({ body, key }: { body: Parameters<typeof createOrder>[0]; key: string }) => createOrder(body, key),
    onSuccess: (order) => {
      clear();
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      if (order.kind === 'gateway' && order.redirectUrl) {
        setLeaving(true);
        window.location.assign(order.redirectUrl);
      } else onOpened(order);
    },
  });

  if (!channel) return <p className="deposit__note">{t('deposit.noChannels')}</p>;
  const limits = t('deposit.limits', {
    min: showMoney(channel.minAmountMinor, channel.currency, brandMoney),
    max: showMoney(channel.maxAmountMinor, channel.currency, brandMoney),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!channel) return;
    const read = readAmount(amount, currencyOf(channel.currency, brandMoney), {
      minMinor: channel.minAmountMinor,
      maxMinor: channel.maxAmountMinor,
    });
    if (!read.ok && read.problem === 'invalid') return setAmountError(t('deposit.amountInvalid'));
    if (!read.ok) {
      return setAmountError(
        t('deposit.amountRange', {
          min: showMoney(channel.minAmountMinor, channel.currency, brandMoney),
          max: showMoney(channel.maxAmountMinor, channel.currency, brandMoney),
        }),
      );
    }
    setAmountError(null);
    const body = { channelCode: channel.code, amountMinor: read.minor.toString(), currency: channel.currency };
    create.mutate({ body, key: keyFor(body) });
  }

  return (
    <form className="deposit-form" onSubmit={submit} noValidate>
      <fieldset className="deposit-channels">
        <legend className="field__label">{t('deposit.channels')}</legend>
        {channels.map((item) => (
          <label key={item.code} className="deposit-channel">
            <input
              type="radio"
              name="deposit-channel"
              value={item.code}
              checked={item.code === channel.code}
              onChange={() => setChannelCode(item.code)}
            />
            <span className="deposit-channel__name">{item.displayName}</span>
            <span className="deposit-channel__kind">{t(`deposit.kind.${item.kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="deposit-amount">
          {t('deposit.amount')}
        </label>
        <div className="field__control">
          <span className="deposit-form__symbol" aria-hidden="true">
            {brandMoney.symbol}
          </span>
          <AmountInput
            id="deposit-amount"
            className="field__input"
            currency={currencyOf(channel.currency, brandMoney)}
            value={amount}
            onValueChange={setAmount}
            invalid={Boolean(amountError)}
            aria-describedby={`deposit-amount-hint${amountError ? ' deposit-amount-error' : ''}`}
          />
        </div>
        <p className="field__hint" id="deposit-amount-hint">
          {limits}
        </p>
        {amountError && (
          <p className="field__error" id="deposit-amount-error">
            {amountError}
          </p>
        )}
      </div>
      {channel.kind === 'gateway' && <p className="deposit__note">{t('deposit.gateway.note')}</p>}
      {create.isError && (
        <p className="form-error" role="alert">
          {failureText(t, create.error)}
          {/* Over the player's own deposit limit (decision 037): say what still fits this period. */}
          {create.error instanceof ApiError && create.error.details.remainingMinor !== undefined && (
            <> {t('deposit.rgRemaining', { amount: showMoney(create.error.details.remainingMinor, channel.currency, brandMoney) })}</>
          )}
        </p>
      )}
      <button type="submit" className="button button--primary deposit-form__submit" disabled={create.isPending || leaving}>
        {leaving ? t('deposit.gateway.redirecting') : create.isPending ? t('deposit.creating') : t('deposit.create')}
      </button>
    </form>
  );
}
