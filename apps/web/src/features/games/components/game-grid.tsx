import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@pkg/contracts/game-catalogue';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useToggleFavourite } from '../api/use-games';
import { failureText } from '../failure';
import type { LaunchTarget } from '../launch';
import { targetOf } from '../launch';
import { useScrollWatch } from '../use-scroll-watch';
import { GameCard } from './game-card';

/** Cards in a phone's first screen (two columns, three rows): their icons load at once. */
const EAGER_CARDS = 6;

interface GameGridProps {
  games: Game[];
  /** Name of the list for screen readers. */
  label: string;
  launch: (target: LaunchTarget) => void;
  launching: LaunchTarget | undefined;
  /** More pages to load as the player scrolls (infinite lists only). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The cards of a list. Icons ahead of the viewport are fetched early and the next page loads as
 * the end comes near (one scroll check every 200 ms). Logged-in players with a real account get
 * the favourite stars.
 */
export function GameGrid({ games, label, launch, launching, hasMore = false, loadingMore = false, onLoadMore }: GameGridProps) {
  const { t } = useTranslation();
  const { loggedIn, isTrial } = useSession();
  const favourite = useToggleFavourite();
  const list = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useScrollWatch({
    container: list,
    sentinel,
    onNearEnd: () => hasMore && !loadingMore && onLoadMore?.(),
    version: `${games.length}/${hasMore}`,
  });
  const pending = favourite.isPending ? favourite.variables : undefined;
  const isLaunching = (game: Game) => {
    const target = targetOf(game);
    return (
      launching !== undefined &&
      launching.vassalage === target.vassalage &&
      launching.gameId === target.gameId &&
      launching.roomId === target.roomId
    );
  };
  return (
    <>
      {favourite.isError && (
        <p className="form-error" role="alert">
          {failureText(t, favourite.error)}
        </p>
      )}
      <ul className="game-grid" ref={list} aria-label={label}>
        {games.map((game, index) => (
          <GameCard
            key={`${game.vendorCode}/${game.gameCode}`}
            game={game}
            onPlay={(chosen) => launch(targetOf(chosen))}
            launching={isLaunching(game)}
            busy={launching !== undefined}
            onFavourite={
              loggedIn && !isTrial
                ? (chosen) =>
                    favourite.mutate({ vendorCode: chosen.vendorCode, gameCode: chosen.gameCode, favourite: chosen.favourite !== true })
                : undefined
            }
            favouritePending={pending?.vendorCode === game.vendorCode && pending.gameCode === game.gameCode}
            eager={index < EAGER_CARDS}
          />
        ))}
      </ul>
      <div ref={sentinel} className="games-more">
        {loadingMore && <Spinner />}
      </div>
    </>
  );
}
