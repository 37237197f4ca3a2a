import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransferValue, WalletTransferBody } from '@pkg/contracts/wallet';
import { MAIN_WALLET } from '@pkg/contracts/wallet-codes';
import { formatMinor, formatMoney } from '@pkg/money/money';
import { readAmount } from '@pkg/web-kit/amount';
import { Spinner } from '../../../components/ui/spinner';
import { useBalance } from '../api/use-balance';
import { MERCHANT_WALLETS_KEY, fetchMerchantWallets, postWalletTransfer } from '../api/wallet-api';
import { currencyOf } from '../money-format';
import { useMoneyAction } from '../use-money-action';
import { failureField, failureText } from '../wallet-failure';
import { MoneyFailure } from './money-failure';
import { PinField, WalletField } from './wallet-field';
import { Notice } from '../../../components/ui/notice';

/**
 * The member centre's wallet page (transferFund): every wallet with its balance, and moving money
 * from the main wallet into a game's wallet or back under the payment password.
 */
export function TransferFundPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const vendors = useQuery({ queryKey: MERCHANT_WALLETS_KEY, queryFn: fetchMerchantWallets });
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState<string>('');
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const action = useMoneyAction<WalletTransferBody, TransferValue>(postWalletTransfer);

  if (balance.isPending || vendors.isPending) return <Spinner />;
  if (!balance.data || !vendors.data) return <MoneyFailure error={balance.error ?? vendors.error} />;
  const money = balance.data;
  const currency = currencyOf(money);
  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('wallet.main') : (money.wallets.find((wallet) => wallet.walletCode === code)?.name ?? code);
  const maintenance = new Set(vendors.data.filter((vendor) => vendor.maintenance).map((vendor) => vendor.walletCode));
  const codes = money.wallets.map((wallet) => wallet.walletCode);
  const target = to && to !== from ? to : (codes.find((code) => code !== from && (from === MAIN_WALLET) !== (code === MAIN_WALLET)) ?? '');
  const available = (code: string) => BigInt(money.wallets.find((wallet) => wallet.walletCode === code)?.balanceMinor ?? '0');

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
    action.submit({ from, to: target, amountMinor: read.minor.toString(), currency: money.currency, paymentPassword: pin });
  }

  const field = failureField(action.error);
  const done = action.done;
  if (codes.length < 2) return <p className="wallet-page__intro">{t('wallet.fund.none')}</p>;

  return (
    <div className="wallet-page" data-testid="transfer-fund">
      <h3 className="wallet-page__heading">{t('memberCentre.pages.transferFund')}</h3>
      <p className="wallet-page__intro">{t('wallet.fund.intro')}</p>
      <dl className="wallet-list">
        <div className="wallet-list__total">
          <dt>{t('wallet.total')}</dt>
          <dd>{formatMoney(BigInt(money.sumBalanceMinor), currency)}</dd>
        </div>
        {money.wallets.map((wallet) => (
          <div key={wallet.walletCode} data-testid={`wallet-${wallet.walletCode}`}>
            <dt>
              {nameOf(wallet.walletCode)}
              {maintenance.has(wallet.walletCode) && <span className="badge">{t('wallet.fund.maintenance')}</span>}
            </dt>
            <dd>{formatMoney(BigInt(wallet.balanceMinor), currency)}</dd>
          </div>
        ))}
      </dl>

      <form className="account-form" onSubmit={submit} noValidate>
        <div className="wallet-form__pair">
          <div className="field">
            <label className="field__label" htmlFor="fund-from">
              {t('wallet.fields.from')}
            </label>
            <select
              id="fund-from"
              className="field__input"
              value={from}
              onChange={(event) => {
                setFrom(event.target.value);
                setTo('');
                action.changed();
              }}
            >
              {codes.map((code) => (
                <option key={code} value={code}>
                  {nameOf(code)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="fund-to">
              {t('wallet.fields.to')}
            </label>
            <select id="fund-to" className="field__input" value={target} onChange={(event) => edit(setTo)(event.target.value)}>
              {codes
                .filter((code) => code !== from && (from === MAIN_WALLET) !== (code === MAIN_WALLET))
                .map((code) => (
                  <option key={code} value={code}>
                    {nameOf(code)}
                  </option>
                ))}
            </select>
          </div>
        </div>
        <WalletField
          id="fund-amount"
          label={t('wallet.fields.amount')}
          value={amount}
          onChange={edit(setAmount)}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={t('wallet.available', { amount: formatMoney(available(from), currency) })}
          error={amountError ?? (field === 'amountMinor' ? failureText(t, action.error) : null)}
          after={
            <button
              type="button"
              className="button button--ghost"
              onClick={() => edit(setAmount)(formatMinor(available(from), currency).replaceAll(',', ''))}
            >
              {t('wallet.fields.all')}
            </button>
          }
        />
        <PinField
          id="fund-pin"
          label={t('wallet.fields.pin')}
          value={pin}
          onChange={edit(setPin)}
          error={field === 'paymentPassword' ? failureText(t, action.error) : null}
        />
        {action.error !== null && field === null && <MoneyFailure error={action.error} />}
        {done && (
          <Notice tone="success">
            {t('wallet.fund.done', {
              amount: formatMoney(BigInt(done.amountMinor), currency),
              from: nameOf(done.from),
              to: nameOf(done.to),
            })}
          </Notice>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={action.pending || !target}>
          {t('wallet.fund.submit')}
        </button>
      </form>
    </div>
  );
}
