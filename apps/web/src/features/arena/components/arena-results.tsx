import { useTranslation } from 'react-i18next';
import type { ArenaFightView, ArenaPoolView } from '@pkg/contracts/arena';
import { formatMoney, type Currency } from '@pkg/money/money';

/** A fight's result in words. */
function ResultText({ fight, pool }: { fight: ArenaFightView; pool: ArenaPoolView | undefined }) {
  const { t } = useTranslation();
  if (fight.result === null) return <>{t('arena.results.pending')}</>;
  if (fight.result === 'cancelled' || pool?.outcome === 'refunded') return <>{t('arena.results.refunded')}</>;
  if (fight.result === 'meron') return <>{t('arena.result.meron')}</>;
  if (fight.result === 'wala') return <>{t('arena.result.wala')}</>;
  return <>{t('arena.result.draw')}</>;
}

/** The event's fights, newest first, each with its pool and final odds in the player's money (published per fight). */
export function ArenaResults({ fights, currency }: { fights: readonly ArenaFightView[]; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <section className="arena-results" aria-label={t('arena.results.title')}>
      <h2>{t('arena.results.title')}</h2>
      {fights.length === 0 ? (
        <p className="arena-muted">{t('arena.results.none')}</p>
      ) : (
        <ol className="arena-results__list">
          {fights.map((fight) => {
            const pool = fight.pools.find((entry) => entry.currency === currency.code);
            return (
              <li
                key={fight.roundId}
                className={`arena-results__item arena-results__item--${fight.result ?? 'pending'}`}
                data-testid={`result-${fight.fightNo}`}
              >
                <span className="arena-results__no">{t('arena.fightNo', { number: fight.fightNo })}</span>
                <span className="arena-results__cocks">{t('arena.results.cocks', { meron: fight.meron.name, wala: fight.wala.name })}</span>
                <strong className="arena-results__winner">
                  <ResultText fight={fight} pool={pool} />
                </strong>
                {pool && (
                  <span className="arena-results__pool">
                    {t('arena.results.pool', {
                      meron: formatMoney(BigInt(pool.meronMinor), currency),
                      wala: formatMoney(BigInt(pool.walaMinor), currency),
                      meronOdds: pool.meronPer100 ?? '—',
                      walaOdds: pool.walaPer100 ?? '—',
                    })}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
