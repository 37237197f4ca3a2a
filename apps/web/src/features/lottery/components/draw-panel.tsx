import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { formatGmt8 } from '@pkg/web-kit/time';
import { isVnFormat } from '../lottery-params';
import type { DrawState } from '../use-draw-state';
import { DrawClock } from './draw-clock';
import { ProofDialog } from './proof-dialog';
import { ResultBalls } from './result-balls';
import { VnPrizeTable } from './vn-prize-table';

/**
 * The top of the betting screen: the draw open for bets (its number, a big countdown, the seed
 * hash published before the close with a link to its proof) and the last result. A result that
 * arrives while the player watches is revealed ball by ball (a Vietnamese table in its draw
 * order) and read out once.
 */
export function DrawPanel({ game, stationName, state }: { game: LotteryGame; stationName: string | null; state: DrawState }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<string | null>(null);
  const { current, last, nowMs } = state;
  const fresh = useFresh(last?.result ? last.numero : null);
  return (
    <section className="draw-panel" aria-label={t('lottery.draw.panel')}>
      <div className="draw-panel__current">
        {current ? (
          <>
            <p className="draw-panel__numero">
              {stationName && <span className="draw-panel__station">{stationName}</span>}
              {t('lottery.draw.numero', { numero: current.numero })}
            </p>
            <DrawClock draw={current} nowMs={nowMs} size="large" announce />
            <p className="draw-panel__times">{t('lottery.draw.drawAt', { time: formatGmt8(current.drawAt) })}</p>
            {current.seedHash && (
              <p className="draw-panel__seed">
                <span>{t('lottery.draw.seedHash')}</span> <code title={current.seedHash}>{current.seedHash}</code>{' '}
                <button type="button" className="link-button" onClick={() => setProof(current.numero)}>
                  {t('lottery.draw.proof')}
                </button>
              </p>
            )}
          </>
        ) : (
          <p className="lottery-muted">{t(game.maintenance ? 'lottery.lobby.maintenance' : 'lottery.draw.noDraw')}</p>
        )}
      </div>
      {last && (
        <div className="draw-panel__last">
          <h2 className="draw-panel__heading">
            {t('lottery.draw.lastResult')}{' '}
            <button type="button" className="link-button" onClick={() => setProof(last.numero)}>
              {t('lottery.draw.numero', { numero: last.numero })}
            </button>
          </h2>
          {!last.result ? (
            <p className="lottery-muted">{t(last.status === 'void' ? 'lottery.draw.phases.void' : 'lottery.draw.noResult')}</p>
          ) : isVnFormat(game.format) ? (
            <VnPrizeTable
              key={last.numero}
              format={game.format}
              numbers={last.result}
              reveal={fresh}
              caption={t('lottery.draw.numero', { numero: last.numero })}
            />
          ) : (
            <ResultBalls key={last.numero} numbers={last.result} size="large" reveal={fresh} />
          )}
          <p className="visually-hidden" aria-live="polite">
            {fresh && last.result ? t('lottery.draw.newResult', { numero: last.numero, numbers: last.result.join(' ') }) : ''}
          </p>
        </div>
      )}
      <ProofDialog gameCode={game.gameCode} numero={proof} onClose={() => setProof(null)} />
    </section>
  );
}

/** Whether a result is new since the panel first showed one (so it is revealed, not just shown). */
function useFresh(numero: string | null): boolean {
  const [first, setFirst] = useState<string | null>(numero);
  useEffect(() => {
    if (first === null && numero !== null) setFirst(numero);
  }, [first, numero]);
  return numero !== null && first !== null && numero !== first;
}
