import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineTransferBody, TransferValue } from '@pkg/contracts/wallet';
import { MAIN_WALLET } from '@pkg/contracts/wallet-codes';
import { formatMoney } from '@pkg/money/money';
import { readAmount } from '@pkg/web-kit/amount';
import { Spinner } from '../../../components/ui/spinner';
import { useBalance } from '../api/use-balance';
import { postDownlineTransfer } from '../api/wallet-api';
import { currencyOf } from '../money-format';
import { useMoneyAction } from '../use-money-action';
import { failureField, failureText } from '../wallet-failure';
import { MoneyFailure } from './money-failure';
import { PaymentPasswordNeeded } from '../../../components/payment-password-needed';
import { TransferConfirmDialog, isConfirmFailure } from './transfer-confirm-dialog';
import { WalletField } from './wallet-field';
import { Notice } from '../../../components/ui/notice';

/** The server's longest downline name (downlineTransferBody); longer input could never match. */
const MAX_USERNAME = 64;
/** The fields this form marks; a refusal naming any other shows under the form instead. */
const FIELDS = new Set(['downline', 'amountMinor']);

/**
 * An agent's transfer to a direct downline (transferDownline, decision 026): from the main wallet,
 * to a username the agent types. Nothing moves until the confirmation repeats the recipient, the
 * amount and the fee and takes the payment password (decision 066). The member centre shows it
 * only to agents on a brand that allows player transfers; the server checks both again.
 */
export function TransferDownlinePage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const [downline, setDownline] = useState('');
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [downlineError, setDownlineError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  // The transfer waiting for its confirmation: the checked name and amount.
  const [confirming, setConfirming] = useState<{ downline: string; amountMinor: bigint } | null>(null);
  // After a transfer the form starts empty, so a second one is typed on purpose, not re-sent.
  const action = useMoneyAction<DownlineTransferBody, TransferValue>(postDownlineTransfer, {
    onDone: () => {
      setDownline('');
      setAmount('');
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

  if (balance.isPending) return <Spinner />;
  if (!balance.data) return <MoneyFailure error={balance.error} />;
  const money = balance.data;
  const currency = currencyOf(money);
  const mainOf = (wallets: readonly { walletCode: string; balanceMinor: string }[]) =>
    BigInt(wallets.find((wallet) => wallet.walletCode === MAIN_WALLET)?.balanceMinor ?? '0');

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setDownlineError(null);
    setAmountError(null);
    action.changed();
  };

  // The server's checks, repeated so a plain typing slip costs no round trip.
  function submit(event: FormEvent) {
    event.preventDefault();
    const name = downline.trim();
    const read = readAmount(amount, currency);
    setDownlineError(name === '' ? t('wallet.downline.usernameRequired') : null);
    setAmountError(read.ok ? null : t('wallet.amountInvalid', { digits: currency.minorDigits }));
    if (name === '' || !read.ok) return;
    setConfirming({ downline: name, amountMinor: read.minor });
  }

  function cancel() {
    setConfirming(null);
    setPin('');
    action.changed();
  }

  const named = failureField(action.error);
  const field = named !== null && FIELDS.has(named) ? named : null;
  const done = action.done;
  return (
    <div className="wallet-page" data-testid="transfer-downline">
      <h3 className="wallet-page__heading">{t('memberCentre.pages.transferDownline')}</h3>
      <p className="wallet-page__intro">{t('wallet.downline.intro')}</p>
      <dl className="wallet-list">
        <div data-testid="downline-main">
          <dt>{t('wallet.main')}</dt>
          <dd>{formatMoney(mainOf(money.wallets), currency)}</dd>
        </div>
      </dl>
      <form className="account-form" onSubmit={submit} noValidate>
        <PaymentPasswordNeeded />
        <WalletField
          id="downline-username"
          label={t('wallet.downline.username')}
          value={downline}
          onChange={edit(setDownline)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={MAX_USERNAME}
          required
          error={downlineError ?? (field === 'downline' ? failureText(t, action.error) : null)}
        />
        <WalletField
          id="downline-amount"
          label={t('wallet.fields.amount')}
          value={amount}
          onChange={edit(setAmount)}
          inputMode="decimal"
          autoComplete="off"
          required
          error={amountError ?? (field === 'amountMinor' ? failureText(t, action.error) : null)}
        />
        {action.error !== null && field === null && confirming === null && <MoneyFailure error={action.error} />}
        {done && (
          <Notice tone="success">
            {t('wallet.downline.done', {
              amount: formatMoney(BigInt(done.amountMinor), currency),
              downline: done.to,
              balance: formatMoney(mainOf(done.wallets), currency),
            })}
          </Notice>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={action.pending}>
          {t('wallet.downline.submit')}
        </button>
      </form>
      {confirming && (
        <TransferConfirmDialog
          recipient={confirming.downline}
          amountMinor={confirming.amountMinor}
          currency={currency}
          mainMinor={mainOf(money.wallets)}
          pin={pin}
          onPin={(value) => {
            setPin(value);
            action.changed();
          }}
          error={action.error}
          pending={action.pending}
          onConfirm={() =>
            action.submit({ ...confirming, amountMinor: confirming.amountMinor.toString(), currency: money.currency, paymentPassword: pin })
          }
          onCancel={cancel}
        />
      )}
    </div>
  );
}
