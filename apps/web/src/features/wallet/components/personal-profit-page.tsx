import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROFIT_PERIODS, type ProfitPeriod } from '@pkg/contracts/wallet-codes';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { RECORDS_KEY, fetchProfit } from '../api/wallet-api';
import { MoneyFailure } from './money-failure';

/** Ahead shows green, behind red, even plain. */
function profitClass(profit: bigint): string {
  return profit > 0n ? 'amount--in' : profit < 0n ? 'amount--out' : '';
}

/**
 * Personal profit and loss (personalProfit): for a period (today, yesterday, this or last week or
 * month, in GMT+8), the stakes, wins, bonuses and rebates and what they come to, with deposits and
 * withdrawals beside them.
 */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const profit = useQuery({ queryKey: [...RECORDS_KEY, 'profit', period], queryFn: () => fetchProfit(period) });
  const symbol = brand?.currency.symbol ?? '';
  const value = profit.data;
  const lines = value
    ? ([
        ['bet', value.formatted.bet],
        ['payout', value.formatted.payout],
        ['bonus', value.formatted.bonus],
        ['rebate', value.formatted.rebate],
      ] as const)
    : [];

  return (
    <div className="wallet-page" data-testid="personal-profit">
      <h3 className="wallet-page__heading">{t('memberCentre.pages.personalProfit')}</h3>
      <div className="period-tabs" role="group" aria-label={t('wallet.profit.period')}>
        {PROFIT_PERIODS.map((name) => (
          <button key={name} type="button" className="period-tabs__tab" aria-pressed={period === name} onClick={() => setPeriod(name)}>
            {t(`wallet.profit.periods.${name}`)}
          </button>
        ))}
      </div>
      {profit.isPending ? (
        <Spinner />
      ) : value ? (
        <>
          <p className="wallet-page__intro">{t('wallet.profit.range', { from: value.from, to: value.to })}</p>
          <dl className="wallet-list">
            <div className="wallet-list__total">
              <dt>{t('wallet.profit.profit')}</dt>
              <dd className={`amount ${profitClass(BigInt(value.profitMinor))}`} data-testid="profit-total">
                {symbol} {value.formatted.profit}
              </dd>
            </div>
            {lines.map(([name, amount]) => (
              <div key={name}>
                <dt>{t(`wallet.profit.${name}`)}</dt>
                <dd>
                  {symbol} {amount}
                </dd>
              </div>
            ))}
          </dl>
          <dl className="wallet-list wallet-list--quiet">
            <div>
              <dt>{t('wallet.profit.deposit')}</dt>
              <dd>
                {symbol} {value.formatted.deposit}
              </dd>
            </div>
            <div>
              <dt>{t('wallet.profit.withdrawal')}</dt>
              <dd>
                {symbol} {value.formatted.withdrawal}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <MoneyFailure error={profit.error} />
      )}
    </div>
  );
}
