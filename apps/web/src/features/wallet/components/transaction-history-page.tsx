import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECORD_TYPES, type RecordType } from '@pkg/contracts/wallet-codes';
import { Spinner } from '../../../components/ui/spinner';
import { RECORDS_KEY, fetchTransactions } from '../api/wallet-api';
import { MoneyFailure } from './money-failure';
import { lastWeek, RangeForm, type DayRange } from './range-form';
import { RecordTable } from './record-table';

/** The account record (transactionHistory): every movement of the player's wallets, by type and GMT+8 days, paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(lastWeek);
  const [type, setType] = useState<RecordType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const params = { ...range, type: type || undefined, pageNo, pageSize: 20 };
  const records = useQuery({
    queryKey: [...RECORDS_KEY, 'transactions', params],
    queryFn: () => fetchTransactions(params),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="wallet-page" data-testid="transaction-history">
      <h3 className="wallet-page__heading">{t('memberCentre.pages.transactionHistory')}</h3>
      <RangeForm
        idPrefix="history"
        initial={range}
        onSearch={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="history-type">
            {t('wallet.records.type')}
          </label>
          <select
            id="history-type"
            className="field__input"
            value={type}
            onChange={(event) => {
              setType(event.target.value as RecordType | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('wallet.records.all')}</option>
            {RECORD_TYPES.map((code) => (
              <option key={code} value={code}>
                {t(`wallet.types.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </RangeForm>
      {records.isPending ? (
        <Spinner />
      ) : records.data ? (
        <RecordTable page={records.data} emptyText={t('wallet.records.empty')} onPage={setPageNo} />
      ) : (
        <MoneyFailure error={records.error} />
      )}
    </div>
  );
}
