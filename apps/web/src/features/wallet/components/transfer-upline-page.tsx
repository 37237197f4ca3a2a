import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransferValue, UplineTransferBody } from '@pkg/contracts/wallet';
import { MAIN_WALLET } from '@pkg/contracts/wallet-codes';
import { formatMoney } from '@pkg/money/money';
import { readAmount } from '@pkg/web-kit/amount';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useBalance } from '../api/use-balance';
import { UPLINE_KEY, fetchUpline, postUplineTransfer } from '../api/wallet-api';
import { currencyOf } from '../money-format';
import { useMoneyAction } from '../use-money-action';
import { failureCode, failureField, failureText } from '../wallet-failure';
import { MoneyFailure } from './money-failure';
import { PaymentPasswordNeeded } from '../../../components/payment-password-needed';
import { TransferConfirmDialog, isConfirmFailure } from './transfer-confirm-dialog';
import { WalletField } from './wallet-field';
import { Notice } from '../../../components/ui/notice';

/**
 * Transfer to the upline agent (transferUpline): from the main wallet, under the payment password
 * asked in a confirmation that repeats the agent, the amount and the fee (decision 066). A member
 * without an agent, or on a brand that forbids player transfers, is told so.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const upline = useQuery({ queryKey: UPLINE_KEY, queryFn: fetchUpline });
  const balance = useBalance();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  // The checked amount waiting for its confirmation.
  const [confirming, setConfirming] = useState<bigint | null>(null);
  const action = useMoneyAction<UplineTransferBody, TransferValue>(postUplineTransfer, {
    onDone: () => {
      setPin('');
      setConfirming(null);
    },
    // Any refusal but the password's goes back to the form, which marks its field; the password is typed again.
    onFailed: (error) => {
      if (isConfirmFailure(error)) return;
      setConfirming(null);
      setPin('');
    },
  });

  if (upline.isPending || balance.isPending) return <Spinner />;
  const refused = failureCode(upline.error);
  if (refused === 'no_upline' || refused === 'feature_disabled') return <EmptyState title={t(`errors.${refused}`)} />;
  if (!upline.data || !balance.data) return <MoneyFailure error={upline.error ?? balance.error} />;
  const money = balance.data;
  const currency = currencyOf(money);
  const main = BigInt(money.wallets.find((wallet) => wallet.walletCode === MAIN_WALLET)?.balanceMinor ?? '0');

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setAmountError(null);
    action.changed();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAmount(amount, currency);
    if (!read.ok) {
      setAmountError(t('wallet.amountInvalid', { digits: currency.minorDigits }));
      return;
    }
    setConfirming(read.minor);
  }

  function cancel() {
    setConfirming(null);
    setPin('');
    action.changed();
  }

  const field = failureField(action.error);
  return (
    <div className="wallet-page" data-testid="transfer-upline">
      <h3 className="wallet-page__heading">{t('memberCentre.pages.transferUpline')}</h3>
      <p className="wallet-page__intro">{t('wallet.upline.intro', { upline: upline.data.upline })}</p>
      <dl className="wallet-list">
        <div>
          <dt>{t('wallet.upline.to')}</dt>
          <dd data-testid="upline-name">{upline.data.upline}</dd>
        </div>
        <div>
          <dt>{t('wallet.main')}</dt>
          <dd>{formatMoney(main, currency)}</dd>
        </div>
      </dl>
      <form className="account-form" onSubmit={submit} noValidate>
        <PaymentPasswordNeeded />
        <WalletField
          id="upline-amount"
          label={t('wallet.fields.amount')}
          value={amount}
          onChange={edit(setAmount)}
          inputMode="decimal"
          autoComplete="off"
          required
          error={amountError ?? (field === 'amountMinor' ? failureText(t, action.error) : null)}
        />
        {action.error !== null && field === null && confirming === null && <MoneyFailure error={action.error} />}
        {action.done && (
          <Notice tone="success">
            {t('wallet.upline.done', { amount: formatMoney(BigInt(action.done.amountMinor), currency), upline: action.done.to })}
          </Notice>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={action.pending}>
          {t('wallet.upline.submit')}
        </button>
      </form>
      {confirming !== null && (
        <TransferConfirmDialog
          recipient={upline.data.upline}
          amountMinor={confirming}
          currency={currency}
          mainMinor={main}
          pin={pin}
          onPin={(value) => {
            setPin(value);
            action.changed();
          }}
          error={action.error}
          pending={action.pending}
          onConfirm={() => action.submit({ amountMinor: confirming.toString(), currency: money.currency, paymentPassword: pin })}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
