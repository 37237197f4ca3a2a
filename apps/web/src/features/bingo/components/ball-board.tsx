import { useTranslation } from 'react-i18next';
import { letterOf } from '../bingo-data';

/** The caller's board: every number of the game, the called ones lit, and the last balls, the newest first and largest. */
export function BallBoard({ balls, format, total }: { balls: readonly number[]; format: '75' | '90'; total: number }) {
  const { t } = useTranslation();
  const called = new Set(balls);
  return (
    <details className="bingo-board" open>
      <summary>{t('bingo.board')}</summary>
      <ol className={`bingo-board__grid bingo-board__grid--${format}`} aria-label={t('bingo.board')}>
        {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
          <li
            key={n}
            className={called.has(n) ? 'bingo-board__n bingo-board__n--called' : 'bingo-board__n'}
            aria-current={n === balls.at(-1) ? 'true' : undefined}
          >
            {n}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The last balls called, the newest first (75-ball balls with their letter). */
export function LastBalls({ balls, format }: { balls: readonly number[]; format: '75' | '90' }) {
  const { t } = useTranslation();
  const last = balls.slice(-5).reverse();
  return (
    <ol className="bingo-balls" aria-label={t('bingo.lastBalls')} data-testid="bingo-last-balls">
      {last.map((ball, index) => (
        <li key={`${ball}-${index}`} className={index === 0 ? 'bingo-ball bingo-ball--current' : 'bingo-ball'} data-ball={ball}>
          {format === '75' && <small>{letterOf(ball)}</small>}
          {ball}
        </li>
      ))}
    </ol>
  );
}
