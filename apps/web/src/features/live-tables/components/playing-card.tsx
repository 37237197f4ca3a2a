import { useTranslation } from 'react-i18next';

const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** A card code's rank as printed on the card (T is 10). */
const rankText = (rank: string) => (rank === 'T' ? '10' : rank);

/**
 * A playing card drawn in SVG from its code ('KH', 'TD': rank then suit, table-shoe.ts). Face
 * down until `faceUp`; turning it over is a CSS flip (none with reduced motion). Screen readers
 * hear the card's name once it is up.
 */
export function PlayingCard({ code, faceUp, small = false }: { code: string; faceUp: boolean; small?: boolean }) {
  const { t } = useTranslation();
  const rank = code.charAt(0);
  const suit = code.charAt(1);
  const red = suit === 'H' || suit === 'D';
  const name = t('liveTables.cards.name', {
    rank: t(`liveTables.cards.ranks.${rank}`),
    suit: t(`liveTables.cards.suits.${SUIT_NAMES[suit] ?? 'spades'}`),
  });
  return (
    <span
      className={`lt-card${faceUp ? ' lt-card--up' : ''}${small ? ' lt-card--small' : ''}`}
      role="img"
      aria-label={faceUp ? name : t('liveTables.cards.faceDown')}
      data-card={faceUp ? code : undefined}
    >
      <span className="lt-card__inner" aria-hidden="true">
        <svg className="lt-card__face lt-card__front" viewBox="0 0 50 70">
          <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#fdfdfb" stroke="#c9ccd1" />
          <g fill={red ? '#c8102e' : '#1b1f24'} fontFamily="Georgia, 'Times New Roman', serif" fontWeight="700">
            <text x="5" y="15" fontSize="13">
              {rankText(rank)}
            </text>
            <text x="5" y="27" fontSize="11">
              {SUIT_SYMBOLS[suit]}
            </text>
            <text x="25" y="48" fontSize="26" textAnchor="middle">
              {SUIT_SYMBOLS[suit]}
            </text>
          </g>
        </svg>
        <svg className="lt-card__face lt-card__back" viewBox="0 0 50 70">
          <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="var(--brand-primary)" stroke="#c9ccd1" />
          <rect x="5" y="5" width="40" height="60" rx="3" fill="none" stroke="var(--brand-accent)" strokeWidth="1.5" />
          <path d="M25 15 L38 35 L25 55 L12 35 Z" fill="none" stroke="var(--brand-accent)" strokeWidth="1.5" />
        </svg>
      </span>
    </span>
  );
}
