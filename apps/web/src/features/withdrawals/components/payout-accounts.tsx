import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccountView, WithdrawalInfo } from '@pkg/contracts/withdrawals';
import { removePayoutAccount } from '../api/withdrawals-api';
import { failureOf, failureText } from '../failure-text';
import { useActionKey } from '@pkg/web-kit/action-key';
import { useRefreshWithdrawals } from '../use-refresh';
import { BindPayoutForm } from './bind-payout-form';
import { Field } from './field';

/** The bound payout accounts, removing one under the payment password, and binding a new one. */
export function PayoutAccounts({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const full = info.payoutAccounts.length >= info.maxPayoutAccounts;
  return (
    <section className="withdraw-section" aria-labelledby="withdraw-accounts">
      <div className="withdraw-section__head">
        <h4 id="withdraw-accounts">{t('withdraw.accounts.title')}</h4>
        <span className="withdraw-section__count">
          {t('withdraw.accounts.count', { n: info.payoutAccounts.length, max: info.maxPayoutAccounts })}
        </span>
      </div>
      {info.payoutAccounts.length === 0 && <p className="withdraw-section__text">{t('withdraw.accounts.none')}</p>}
      <ul className="payout-list">
        {info.payoutAccounts.map((account) => (
          <PayoutAccountItem key={account.id} account={account} />
        ))}
      </ul>
      {adding ? (
        <BindPayoutForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button button--ghost" disabled={full || !info.paymentPasswordSet} onClick={() => setAdding(true)}>
          {t('withdraw.accounts.add')}
        </button>
      )}
      {full && <p className="field__hint">{t('withdraw.accounts.full')}</p>}
    </section>
  );
}

function PayoutAccountItem({ account }: { account: PayoutAccountView }) {
  const { t } = useTranslation();
  const refresh = useRefreshWithdrawals();
  const [confirming, setConfirming] = useState(false);
  const [pin, setPin] = useState('');
  const { keyFor, clear } = useActionKey();
  const remove = useMutation({
    mutationFn: () => removePayoutAccount(account.id, pin, keyFor({ id: account.id, pin })),
    onSuccess: async () => {
      clear();
      await refresh();
    },
  });
  const failure = remove.error ? failureOf(remove.error) : null;
  const label = `${account.provider} ${account.accountNumberMasked}`;
  return (
    <li className="payout-item">
      <div className="payout-item__main">
        <span className="payout-item__provider">{account.provider}</span>
        <span className="payout-item__type">{t(`withdraw.type.${account.type}`)}</span>
        <span className="payout-item__name">{account.accountName}</span>
        <span className="payout-item__number">{account.accountNumberMasked}</span>
      </div>
      {confirming ? (
        <form
          className="payout-item__confirm"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate();
          }}
        >
          <Field
            id={`remove-pin-${account.id}`}
            label={t('withdraw.paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            maxLength={64}
            required
            onChange={(event) => setPin(event.target.value)}
            error={failure ? failureText(t, failure) : null}
          />
          <div className="withdraw-actions">
            <button type="submit" className="button button--primary" disabled={remove.isPending || pin === ''}>
              {t('withdraw.accounts.confirmRemove')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('withdraw.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('withdraw.accounts.removeLabel', { account: label })}
          onClick={() => setConfirming(true)}
        >
          {t('withdraw.accounts.remove')}
        </button>
      )}
    </li>
  );
}
