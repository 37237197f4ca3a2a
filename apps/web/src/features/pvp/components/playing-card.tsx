import { useTranslation } from 'react-i18next';
import { isRed, rankText, SUIT_NAMES, suitSymbol } from '../cards';

/**
 * A card face (or its back): rank and suit in the corner and the suit in the middle, red for hearts
 * and diamonds. Screen readers hear its name ("Queen of hearts"); a back is "a card face down".
 */
export function PlayingCard({ card, small = false }: { card: number | null; small?: boolean }) {
  const { t } = useTranslation();
  if (card === null) {
    return <span className={`pvp-card pvp-card--back${small ? ' pvp-card--small' : ''}`} role="img" aria-label={t('pvp.cards.faceDown')} />;
  }
  const name = t('pvp.cards.name', { rank: t(`pvp.cards.ranks.${rankText(card)}`), suit: t(`pvp.cards.suits.${SUIT_NAMES[card & 3]}`) });
  return (
    <span
      className={`pvp-card${isRed(card) ? ' pvp-card--red' : ''}${small ? ' pvp-card--small' : ''}`}
      role="img"
      aria-label={name}
      data-card={card}
    >
      <span className="pvp-card__corner" aria-hidden="true">
        {rankText(card)}
        <br />
        {suitSymbol(card)}
      </span>
      <span className="pvp-card__pip" aria-hidden="true">
        {suitSymbol(card)}
      </span>
    </span>
  );
}

/** A row of cards (a play, a meld). */
export function CardRow({ cards, small = true, label }: { cards: readonly number[]; small?: boolean; label?: string }) {
  return (
    <span className="pvp-card-row" role="group" aria-label={label}>
      {cards.map((card) => (
        <PlayingCard key={card} card={card} small={small} />
      ))}
    </span>
  );
}
