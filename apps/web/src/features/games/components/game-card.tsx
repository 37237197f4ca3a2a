import { useTranslation } from 'react-i18next';
import type { Game } from '@pkg/contracts/game-catalogue';
import { FallbackImage } from '../../../components/ui/fallback-image';

/** The icon a game shows once its own failed twice (SPEC.md section 4: one retry). */
export const DEFAULT_GAME_ICON = '/games/default-game.svg';

interface GameCardProps {
  game: Game;
  onPlay: (game: Game) => void;
  /** This card's launch is on its way. */
  launching: boolean;
  /** Another launch is on its way: cards wait. */
  busy: boolean;
  /** Shown only to logged-in players with a real account. */
  onFavourite?: ((game: Game) => void) | undefined;
  favouritePending?: boolean;
  /** In the list's first screen: its icon is asked for at once rather than after layout. */
  eager?: boolean;
}

/**
 * One game: its icon and name (the button that launches it), hot and new badges, a maintenance
 * cover that disables it, and a star for marking it a favourite.
 */
export function GameCard({ game, onPlay, launching, busy, onFavourite, favouritePending = false, eager = false }: GameCardProps) {
  const { t } = useTranslation();
  const favourite = game.favourite === true;
  return (
    <li className="game-card" data-icon={game.iconUrl} aria-busy={launching || undefined}>
      <button
        type="button"
        className="game-card__play"
        onClick={() => onPlay(game)}
        disabled={game.maintenance || busy}
        aria-label={game.maintenance ? t('games.inMaintenanceOf', { name: game.displayName }) : t('games.play', { name: game.displayName })}
      >
        <FallbackImage
          className="game-card__icon"
          src={game.iconUrl}
          alt=""
          retries={1}
          fallbackSrc={DEFAULT_GAME_ICON}
          width={160}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className="game-card__name">{game.displayName}</span>
      </button>
      {(game.isHot || game.isNew) && (
        <span className="game-card__badges">
          {game.isHot && <span className="badge badge--hot">{t('games.hot')}</span>}
          {game.isNew && <span className="badge badge--new">{t('games.new')}</span>}
        </span>
      )}
      {game.maintenance && (
        <span className="game-card__maintenance" aria-hidden="true">
          {t('games.maintenance')}
        </span>
      )}
      {launching && (
        <span className="game-card__maintenance" aria-hidden="true">
          {t('games.starting')}
        </span>
      )}
      {onFavourite && (
        <button
          type="button"
          className="game-card__star"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.displayName })}
          disabled={favouritePending}
          onClick={() => onFavourite(game)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </li>
  );
}
