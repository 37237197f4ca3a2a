import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { useModal } from '../../../lib/modal';
import { WITHDRAWAL_INFO_KEY, fetchWithdrawalInfo } from '../api/withdrawals-api';
import { failureOf, failureText } from '../failure-text';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/**
 * The member centre's withdraw page (SPEC.md `withdraw`): what may be withdrawn, the payout
 * accounts (bound and removed under the payment password), the request form, and the player's
 * withdrawals with the answer after each payout (received, not received with proof, partial).
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { open } = useModal();
  const [, setParams] = useSearchParams();
  const info = useQuery({ queryKey: WITHDRAWAL_INFO_KEY, queryFn: fetchWithdrawalInfo });
  const failure = info.error ? failureOf(info.error) : null;
  const trial = failure?.code === 'in_need_true_account';

  // The stored account type may lag behind a new trial session: the server's answer decides.
  useEffect(() => {
    if (trial) open('realAccountNeeded');
  }, [trial, open]);

  if (info.isPending) return <Spinner />;
  if (failure || !info.data) {
    return (
      <p className="form-error" role="alert">
        {failureText(t, failure ?? { code: 'internal_error' })}
      </p>
    );
  }
  const data = info.data;
  const money = (minor: string) => formatMoney(BigInt(minor), data.currency);

  // The security centre is the member centre's page for the payment password.
  function openSecurityCentre() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('mcPage', 'securityCenter');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="withdraw" data-testid="withdraw-page">
      <h3 className="withdraw__heading">{t('memberCentre.pages.withdraw')}</h3>
      <dl className="withdraw-facts">
        <div>
          <dt>{t('withdraw.available')}</dt>
          <dd data-testid="withdraw-available">{money(data.availableMinor)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.held')}</dt>
          <dd>{money(data.heldMinor)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.limits')}</dt>
          <dd>{t('withdraw.limitsValue', { min: money(data.minAmountMinor), max: money(data.maxAmountMinor) })}</dd>
        </div>
      </dl>
      {!data.paymentPasswordSet && (
        <div className="withdraw__notice" role="note">
          <p>{t('withdraw.needPaymentPassword')}</p>
          <button type="button" className="button button--ghost" onClick={openSecurityCentre}>
            {t('withdraw.openSecurity')}
          </button>
        </div>
      )}
      <PayoutAccounts info={data} />
      <WithdrawForm info={data} />
      <WithdrawalList currency={data.currency} autoReceiveMinutes={data.autoReceiveMinutes} />
    </div>
  );
}
