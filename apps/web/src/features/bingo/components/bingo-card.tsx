import { useTranslation } from 'react-i18next';
import type { CardStatus } from '../bingo-data';

/**
 * One of the player's cards, daubed automatically by the balls called: a 75-ball card as its 5 × 5
 * grid under B I N G O (the centre free), a 90-ball ticket as its 3 × 9 grid; with how many numbers
 * it still needs for the prize in play, or that it won.
 */
export function BingoCard({ card, index, called }: { card: CardStatus; index: number; called: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const { layout } = card;
  const label = t('bingo.cards.card', { n: index + 1 });
  const badge = card.won.length > 0 ? t('bingo.cards.bingo') : card.toGo === null ? '' : t('bingo.cards.toGo', { count: card.toGo });
  return (
    <figure
      className={`bingo-card bingo-card--${layout.format}${card.won.length > 0 ? ' bingo-card--won' : ''}${card.toGo === 1 ? ' bingo-card--close' : ''}`}
      data-testid="bingo-card"
      data-to-go={card.toGo ?? ''}
    >
      <figcaption className="bingo-card__caption">
        <span>{label}</span>
        {badge && <strong className="bingo-card__badge">{badge}</strong>}
      </figcaption>
      <table className="bingo-card__grid" aria-label={label}>
        {layout.format === '75' && (
          <thead>
            <tr>
              {['B', 'I', 'N', 'G', 'O'].map((letter) => (
                <th key={letter} scope="col">
                  {letter}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {layout.grid.map((row, r) => (
            <tr key={r}>
              {row.map((n, c) => {
                const free = layout.format === '75' && n === 0;
                const blank = layout.format === '90' && n === 0;
                const daubed = free || (!blank && called.has(n));
                return (
                  <td
                    key={c}
                    className={`bingo-card__cell${daubed ? ' bingo-card__cell--daubed' : ''}${blank ? ' bingo-card__cell--blank' : ''}`}
                    aria-label={free ? t('bingo.cards.free') : blank ? undefined : String(n)}
                  >
                    {free ? '★' : blank ? '' : n}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
