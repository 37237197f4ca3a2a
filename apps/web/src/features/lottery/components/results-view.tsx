import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useResults } from '../api/use-lottery';
import { isVnFormat } from '../lottery-params';
import { ProofDialog } from './proof-dialog';
import { ResultBalls } from './result-balls';
import { VnPrizeTable } from './vn-prize-table';

/**
 * Past draws of a game (or station), newest first and paged: each result as balls, a Vietnamese
 * one as its full prize table, and every draw's number opening its proof.
 */
export function ResultsView({ game, stationCode }: { game: LotteryGame; stationCode: string | null }) {
  const { t } = useTranslation();
  const vn = isVnFormat(game.format);
  const [page, setPage] = useState(1);
  const [proof, setProof] = useState<string | null>(null);
  const results = useResults(game.gameCode, stationCode, page, vn ? 5 : 20);
  if (results.isPending) return <Spinner />;
  if (results.isError) {
    return (
      <p className="form-error" role="alert">
        {t('lottery.results.loadFailed')}
      </p>
    );
  }
  const { list, pageNum, totalPages } = results.data;
  return (
    <section className="lottery-results" aria-label={t('lottery.views.results')} data-testid="lottery-results">
      {list.length === 0 ? (
        <p className="lottery-muted">{t('lottery.results.empty')}</p>
      ) : (
        <ol className="lottery-results__list">
          {list.map((draw) => (
            <li key={draw.numero} className="lottery-results__draw" data-testid="lottery-result">
              <div className="lottery-results__head">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setProof(draw.numero)}
                  aria-label={t('lottery.results.proofOf', { numero: draw.numero })}
                >
                  {t('lottery.draw.numero', { numero: draw.numero })}
                </button>
                <time dateTime={draw.drawAt} className="lottery-muted">
                  {formatGmt8(draw.drawAt)}
                </time>
              </div>
              {!draw.result ? (
                <p className="lottery-muted">{t(`lottery.drawStatuses.${draw.status}`)}</p>
              ) : isVnFormat(game.format) ? (
                <VnPrizeTable format={game.format} numbers={draw.result} caption={t('lottery.draw.numero', { numero: draw.numero })} />
              ) : (
                <ResultBalls numbers={draw.result} />
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="record-table__zone">{t('lottery.results.timezone')}</p>
      <Pager pageNum={pageNum} totalPages={totalPages} onPage={setPage} />
      <ProofDialog gameCode={game.gameCode} numero={proof} onClose={() => setProof(null)} />
    </section>
  );
}
