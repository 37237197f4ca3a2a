import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { RECORDS_KEY, fetchBonuses } from '../api/wallet-api';
import { MoneyFailure } from './money-failure';
import { lastWeek, RangeForm, type DayRange } from './range-form';
import { RecordTable } from './record-table';

/**
 * Bonus details (bonusDetails): the bonuses and rebates paid to the player, by GMT+8 days, paged.
 * The app puts the bonus wagering above them (`above`, features/promotions, decision 030).
 */
export function BonusDetailsPage({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(lastWeek);
  const [pageNo, setPageNo] = useState(1);
  const params = { ...range, pageNo, pageSize: 20 };
  const records = useQuery({
    queryKey: [...RECORDS_KEY, 'bonuses', params],
    queryFn: () => fetchBonuses(params),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="wallet-page" data-testid="bonus-details">
      <h3 className="wallet-page__heading">{t('memberCentre.pages.bonusDetails')}</h3>
      {above}
      <RangeForm
        idPrefix="bonus"
        initial={range}
        onSearch={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      {records.isPending ? (
        <Spinner />
      ) : records.data ? (
        <RecordTable page={records.data} emptyText={t('wallet.bonus.empty')} onPage={setPageNo} />
      ) : (
        <MoneyFailure error={records.error} />
      )}
    </div>
  );
}
