import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { useHotGames } from '../api/use-games';
import { failureText } from '../failure';
import { targetOf } from '../launch';
import { useLaunchGame } from '../use-launch-game';
import { GameCard } from './game-card';
import '../games.css';

/** Home's hot games strip (GCSGAME_hotGamesV2): cards that launch, sideways scrolling on phones. */
export function HotGames() {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const hot = useHotGames(brand?.merchantCode);
  const launcher = useLaunchGame();
  const games = hot.data?.list ?? [];
  return (
    <section className="home-section" aria-labelledby="home-hot-games">
      <h2 id="home-hot-games">{t('games.hotGames')}</h2>
      {launcher.error && (
        <p className="form-error launch-error" role="alert">
          {failureText(t, launcher.error)}
        </p>
      )}
      {hot.isPending ? (
        <Spinner />
      ) : hot.isError ? (
        <EmptyState title={t('games.loadFailed')} text={failureText(t, hot.error)} />
      ) : games.length === 0 ? (
        <EmptyState title={t('games.empty.hot')} />
      ) : (
        <ul className="hot-strip" aria-label={t('games.hotGames')}>
          {games.map((game) => (
            <GameCard
              key={`${game.vendorCode}/${game.gameCode}`}
              game={game}
              onPlay={(chosen) => launcher.launch(targetOf(chosen))}
              launching={launcher.pending && launcher.target?.gameId === game.gameCode && launcher.target.vassalage === game.vassalage}
              busy={launcher.pending}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
