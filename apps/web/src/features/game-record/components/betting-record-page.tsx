import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { fetchRounds, GAME_RECORD_KEY } from '../api/game-record-api';
import { lastWeek } from '../day-range';
import { RecordFilters, type RoundFilters } from './record-filters';
import { RoundDetail } from './round-detail';
import { RoundTable } from './round-table';
import '../game-record.css';

/**
 * The betting record (member centre personalHistoryCopy): the player's game rounds by GMT+8 days,
 * vendor and status, paged, with totals; a round opens its detail in place, and Back returns to the
 * same page of the list.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RoundFilters>(() => ({ ...lastWeek(new Date()), vendorCode: '', status: '' }));
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<{ vendorCode: string; roundId: string } | null>(null);
  const params = {
    from: filters.from,
    to: filters.to,
    vendorCode: filters.vendorCode || undefined,
    status: filters.status || undefined,
    pageNo,
    pageSize: 20,
  };
  const rounds = useQuery({
    queryKey: [...GAME_RECORD_KEY, 'rounds', params],
    queryFn: () => fetchRounds(params),
    placeholderData: keepPreviousData,
  });

  if (open) return <RoundDetail vendorCode={open.vendorCode} roundId={open.roundId} onBack={() => setOpen(null)} />;
  return (
    <div className="wallet-page" data-testid="betting-record">
      <h3 className="wallet-page__heading">{t('gameRecord.title')}</h3>
      <RecordFilters
        initial={filters}
        onSearch={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      {rounds.isPending ? (
        <Spinner />
      ) : rounds.data ? (
        <RoundTable
          page={rounds.data}
          onOpen={(round) => setOpen({ vendorCode: round.vendorCode, roundId: round.roundId })}
          onPage={setPageNo}
        />
      ) : (
        <p className="form-error" role="alert">
          {t(`errors.${rounds.error instanceof ApiError ? rounds.error.code : 'internal_error'}`)}
        </p>
      )}
    </div>
  );
}
