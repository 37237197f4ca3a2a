import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { trendOf } from '@pkg/games/lottery/trends';
import { Spinner } from '../../../components/ui/spinner';
import { useTrend } from '../api/use-lottery';
import { useRuleTexts } from '../rules-text';
import { TrendTable } from './trend-table';

const COUNTS = [30, 50, 100] as const;

/**
 * The trend chart (走势图) of the last 30, 50 or 100 draws: one table per row of the result
 * (positions, ranks, sum, dice or lô), the draws down the side and each token's column, hits
 * marked and misses counted, with the current and longest gaps and the hits at the foot; and the
 * current big/small and odd/even streaks. Each table scrolls sideways in its own box on a phone.
 */
export function TrendView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const [count, setCount] = useState<(typeof COUNTS)[number]>(30);
  const trend = useTrend(game.gameCode, count);
  const drawn = (trend.data?.results ?? []).filter((draw): draw is typeof draw & { result: string[] } => draw.result !== null);
  // Figures computed here with the same trendOf the server uses, from the results it sent.
  const figures = trend.data
    ? trendOf(
        trend.data.format,
        drawn.map((draw) => ({ format: trend.data.format, numbers: draw.result })),
      )
    : null;
  const oldestFirst = [...drawn].reverse();
  return (
    <section className="lottery-trend" aria-label={t('lottery.views.trend')} data-testid="lottery-trend">
      <div className="lottery-trend__counts" role="group" aria-label={t('lottery.trend.countLabel')}>
        {COUNTS.map((option) => (
          <button key={option} type="button" className="lottery-chip" aria-pressed={option === count} onClick={() => setCount(option)}>
            {t('lottery.trend.count', { count: option })}
          </button>
        ))}
      </div>
      {trend.isPending ? (
        <Spinner />
      ) : trend.isError || !figures ? (
        <p className="form-error" role="alert">
          {t('lottery.trend.loadFailed')}
        </p>
      ) : drawn.length === 0 ? (
        <p className="lottery-muted">{t('lottery.results.empty')}</p>
      ) : (
        <>
          {figures.streaks.some((streak) => streak.length >= 3) && (
            <ul className="lottery-trend__streaks" aria-label={t('lottery.trend.streaks')}>
              {figures.streaks
                .filter((streak) => streak.length >= 3)
                .slice(0, 6)
                .map((streak) => (
                  <li key={`${streak.label}-${streak.kind}`} className="lottery-chip lottery-chip--static">
                    {t('lottery.trend.streak', { row: texts.row(streak.label), token: texts.token(streak.token), count: streak.length })}
                  </li>
                ))}
            </ul>
          )}
          {figures.rows.map((row) => (
            <TrendTable key={row.label} row={row} draws={oldestFirst} />
          ))}
        </>
      )}
    </section>
  );
}
