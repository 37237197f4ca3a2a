import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYOUT_TYPES, type PayoutType } from '@pkg/contracts/withdrawal-rules';
import { bindPayoutAccount } from '../api/withdrawals-api';
import { failureOf, failureText } from '../failure-text';
import { useActionKey } from '@pkg/web-kit/action-key';
import { useRefreshWithdrawals } from '../use-refresh';
import { Field } from './field';

// Common Philippine banks and e-wallets, offered as suggestions; any other name may be typed.
const SUGGESTIONS: Record<PayoutType, string[]> = {
  bank: ['BDO Unibank', 'BPI', 'Metrobank', 'Land Bank of the Philippines', 'Security Bank', 'UnionBank', 'RCBC', 'PNB'],
  ewallet: ['GCash', 'Maya', 'GrabPay', 'ShopeePay', 'Coins.ph'],
};

/** Binds a bank or e-wallet account under the payment password. */
export function BindPayoutForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshWithdrawals();
  const { keyFor, clear } = useActionKey();
  const [type, setType] = useState<PayoutType>('bank');
  const [provider, setProvider] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const bind = useMutation({
    mutationFn: () => {
      const body = { type, provider, accountName, accountNumber, paymentPassword };
      return bindPayoutAccount(body, keyFor(body));
    },
    onSuccess: async () => {
      clear();
      await refresh();
      onDone();
    },
  });
  const failure = bind.error ? failureOf(bind.error) : null;
  const fieldError = (field: string) => (failure?.field === field ? t(`withdraw.bind.invalid.${field}`) : null);
  const general = failure && !['provider', 'accountName', 'accountNumber'].includes(failure.field ?? '') ? failureText(t, failure) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    bind.mutate();
  }

  return (
    <form className="account-form withdraw-form" onSubmit={submit} aria-labelledby="withdraw-bind-title">
      <h5 id="withdraw-bind-title" className="withdraw-form__title">
        {t('withdraw.bind.title')}
      </h5>
      <fieldset className="withdraw-choice">
        <legend className="field__label">{t('withdraw.bind.type')}</legend>
        {PAYOUT_TYPES.map((option) => (
          <label key={option} className="check">
            <input type="radio" name="payout-type" value={option} checked={type === option} onChange={() => setType(option)} />
            {t(`withdraw.type.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id="bind-provider"
        label={t(type === 'bank' ? 'withdraw.bind.bankName' : 'withdraw.bind.walletName')}
        list={`bind-provider-${type}`}
        value={provider}
        maxLength={60}
        required
        autoComplete="off"
        onChange={(event) => setProvider(event.target.value)}
        error={fieldError('provider')}
      />
      <datalist id={`bind-provider-${type}`}>
        {SUGGESTIONS[type].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Field
        id="bind-name"
        label={t('withdraw.bind.accountName')}
        hint={t('withdraw.bind.accountNameHint')}
        value={accountName}
        maxLength={80}
        required
        autoComplete="name"
        onChange={(event) => setAccountName(event.target.value)}
        error={fieldError('accountName')}
      />
      <Field
        id="bind-number"
        label={t(type === 'bank' ? 'withdraw.bind.accountNumber' : 'withdraw.bind.walletNumber')}
        inputMode={type === 'bank' ? 'text' : 'tel'}
        value={accountNumber}
        maxLength={40}
        required
        autoComplete="off"
        onChange={(event) => setAccountNumber(event.target.value)}
        error={fieldError('accountNumber')}
      />
      <Field
        id="bind-pin"
        label={t('withdraw.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={paymentPassword}
        maxLength={64}
        required
        onChange={(event) => setPaymentPassword(event.target.value)}
      />
      {general && (
        <p className="form-error" role="alert">
          {general}
        </p>
      )}
      <div className="withdraw-actions">
        <button type="submit" className="button button--primary" disabled={bind.isPending}>
          {t('withdraw.bind.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('withdraw.cancel')}
        </button>
      </div>
    </form>
  );
}
