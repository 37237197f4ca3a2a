import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@pkg/money/money';
import { readAmount } from '@pkg/web-kit/amount';
import type { WithdrawalInfo } from '@pkg/contracts/withdrawals';
import { requestWithdrawal } from '../api/withdrawals-api';
import { failureOf, failureText } from '../failure-text';
import { useActionKey } from '@pkg/web-kit/action-key';
import { useRefreshWithdrawals } from '../use-refresh';
import { Field } from './field';
import { Notice } from '../../../components/ui/notice';

/**
 * The request form: amount in the brand's currency (checked here against the limits and the
 * available money, and again by the server), the payout account, and the payment password. The
 * amount is held on the wallet at once; the operator then pays or rejects it.
 */
export function WithdrawForm({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation();
  const refresh = useRefreshWithdrawals();
  const { keyFor, clear } = useActionKey();
  const [amount, setAmount] = useState('');
  const [payoutAccountId, setPayoutAccountId] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: string | bigint) => formatMoney(BigInt(minor), info.currency);
  const chosen = info.payoutAccounts.some((account) => account.id === payoutAccountId)
    ? payoutAccountId
    : (info.payoutAccounts[0]?.id ?? '');

  const submit = useMutation({
    mutationFn: (minor: bigint) => {
      const body = { amountMinor: minor.toString(), currency: info.currency.code, payoutAccountId: chosen, paymentPassword };
      return requestWithdrawal(body, keyFor(body));
    },
    onSuccess: async (view) => {
      clear();
      setAmount('');
      setPaymentPassword('');
      setDone(t('withdraw.request.done', { amount: money(view.amountMinor) }));
      await refresh();
    },
  });
  const failure = submit.error ? failureOf(submit.error) : null;
  const [, setParams] = useSearchParams();
  // A bonus's wagering still open (decision 030): the member centre's bonus details show how much is left to bet.
  const showWagering = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('mcPage', 'bonusDetails');
        return next;
      },
      { replace: true },
    );

  function send(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const read = readAmount(amount, info.currency, { minMinor: info.minAmountMinor, maxMinor: info.maxAmountMinor });
    if (!read.ok && read.problem === 'invalid') return setAmountError(t('withdraw.request.amountInvalid'));
    if (!read.ok) {
      return setAmountError(t('withdraw.limitsValue', { min: money(info.minAmountMinor), max: money(info.maxAmountMinor) }));
    }
    if (read.minor > BigInt(info.availableMinor)) return setAmountError(failureText(t, { code: 'insufficient_funds' }));
    setAmountError(null);
    submit.mutate(read.minor);
  }

  const disabled = info.payoutAccounts.length === 0 || !info.paymentPasswordSet;
  return (
    <section className="withdraw-section" aria-labelledby="withdraw-request">
      <h4 id="withdraw-request">{t('withdraw.request.title')}</h4>
      {info.payoutAccounts.length === 0 && <p className="withdraw-section__text">{t('withdraw.request.bindFirst')}</p>}
      <form className="account-form withdraw-form" onSubmit={send} noValidate>
        <Field
          id="withdraw-amount"
          label={t('withdraw.request.amount', { currency: info.currency.symbol })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          maxLength={20}
          disabled={disabled}
          onChange={(event) => setAmount(event.target.value)}
          hint={t('withdraw.request.amountHint', { available: money(info.availableMinor) })}
          error={amountError}
        />
        <div className="field">
          <label className="field__label" htmlFor="withdraw-account">
            {t('withdraw.request.account')}
          </label>
          <div className="field__control">
            <select
              id="withdraw-account"
              className="field__input"
              value={chosen}
              disabled={disabled}
              onChange={(event) => setPayoutAccountId(event.target.value)}
            >
              {info.payoutAccounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {`${account.provider} ${account.accountNumberMasked} · ${account.accountName}`}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          id="withdraw-pin"
          label={t('withdraw.paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={paymentPassword}
          maxLength={64}
          disabled={disabled}
          onChange={(event) => setPaymentPassword(event.target.value)}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failureText(t, failure)}
            {failure.code === 'wagering_open' && (
              <>
                {' '}
                <button type="button" className="link-button" onClick={showWagering}>
                  {t('memberCentre.pages.bonusDetails')}
                </button>
              </>
            )}
          </p>
        )}
        {done && <Notice tone="success">{done}</Notice>}
        <button type="submit" className="button button--primary" disabled={disabled || submit.isPending || paymentPassword === ''}>
          {t('withdraw.request.submit')}
        </button>
      </form>
    </section>
  );
}
