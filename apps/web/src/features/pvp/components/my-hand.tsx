import { useTranslation } from 'react-i18next';
import type { PvpGame } from '@pkg/contracts/pvp';
import { sortHand, type SortOrder } from '../cards';
import { PlayingCard } from './playing-card';

/**
 * The player's own cards, sorted by rank or by suit (the player's choice), each a toggle: tap to
 * select. Cards that take part in a legal move now are highlighted; the others are dimmed on the
 * player's turn.
 */
export function MyHand({
  game,
  cards,
  order,
  selected,
  playable,
  myTurn,
  onToggle,
  onOrder,
}: {
  game: PvpGame;
  cards: readonly number[];
  order: SortOrder;
  selected: readonly number[];
  playable: ReadonlySet<number>;
  myTurn: boolean;
  onToggle: (card: number) => void;
  onOrder: (order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="pvp-hand" aria-label={t('pvp.yourCards', { count: cards.length })}>
      <div className="pvp-hand__tools">
        <span>{t('pvp.yourCards', { count: cards.length })}</span>
        <button type="button" className="button button--ghost" onClick={() => onOrder(order === 'rank' ? 'suit' : 'rank')}>
          {order === 'rank' ? t('pvp.sortBySuit') : t('pvp.sortByRank')}
        </button>
      </div>
      <ul className="pvp-hand__cards">
        {sortHand(game, cards, order).map((card) => {
          const chosen = selected.includes(card);
          const legal = playable.has(card);
          return (
            <li key={card}>
              <button
                type="button"
                className={`pvp-hand__card${chosen ? ' pvp-hand__card--chosen' : ''}${myTurn && legal ? ' pvp-hand__card--legal' : ''}${myTurn && !legal ? ' pvp-hand__card--dim' : ''}`}
                aria-pressed={chosen}
                data-legal={legal ? 'true' : 'false'}
                onClick={() => onToggle(card)}
              >
                <PlayingCard card={card} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
