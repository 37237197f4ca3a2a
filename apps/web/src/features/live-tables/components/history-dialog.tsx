import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RoundHistoryValue } from '@pkg/contracts/rounds';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatGmt8 } from '@pkg/web-kit/time';
import { readResult } from '../table-data';
import { resultText } from '../../../lib/table-result-text';
import { spotLabel } from '../../../lib/table-spot-labels';

/** The player's last rounds at this table, newest first: the result, each bet and what it returned. */
export function HistoryDialog({
  history,
  currency,
  onProof,
  onClose,
}: {
  history: UseQueryResult<RoundHistoryValue>;
  currency: Currency;
  onProof: (roundId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  return (
    <Dialog open onClose={onClose} title={t('liveTables.history.title')} size="wide">
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p className="form-error" role="alert">
          {t(`errors.${(history.error as { code?: string }).code ?? 'internal_error'}`)}
        </p>
      ) : history.data.rounds.length === 0 ? (
        <EmptyState title={t('liveTables.history.empty')} />
      ) : (
        <ol className="lt-history" data-testid="table-history">
          {history.data.rounds.map(({ round, bets, stakeMinor, returnMinor }) => {
            const result = readResult(round.result);
            const settled = round.status === 'settled' || round.status === 'void';
            return (
              <li key={round.roundId} className="lt-history__round" data-testid="table-history-round">
                <header className="lt-history__head">
                  <strong>{t('liveTables.stage.round', { seq: round.seq })}</strong>
                  <span className="lt-history__time">{formatGmt8(round.opensAt)}</span>
                </header>
                <p className="lt-history__result">
                  {round.status === 'void' ? t('liveTables.stage.void') : result ? resultText(t, result) : t('liveTables.history.pending')}
                </p>
                <ul className="lt-history__bets">
                  {bets.map((bet) => (
                    <li key={bet.betId}>
                      <span>{spotLabel(t, bet.spot)}</span>
                      <span className="amount">{money(bet.stakeMinor)}</span>
                      <span className={`amount${bet.returnMinor !== null && BigInt(bet.returnMinor) > 0n ? ' amount--in' : ''}`}>
                        {bet.returnMinor === null ? '—' : money(bet.returnMinor)}
                      </span>
                    </li>
                  ))}
                </ul>
                <footer className="lt-history__foot">
                  <span>{t('liveTables.history.totals', { stake: money(stakeMinor), paid: settled ? money(returnMinor) : '—' })}</span>
                  {round.seed && (
                    <button type="button" className="button button--ghost lt-history__proof" onClick={() => onProof(round.roundId)}>
                      {t('liveTables.proof.check')}
                    </button>
                  )}
                </footer>
              </li>
            );
          })}
        </ol>
      )}
      <p className="record-table__zone">{t('liveTables.history.timezone')}</p>
    </Dialog>
  );
}
