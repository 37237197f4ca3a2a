import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { FallbackImage } from '../../../components/ui/fallback-image';

/** The brand's e-lottery games as a row of chips (scrolling sideways on a phone); the shown one is marked current. */
export function GameSwitcher({
  games,
  selected,
  onSelect,
}: {
  games: readonly LotteryGame[];
  selected: string | null;
  onSelect: (gameCode: string) => void;
}) {
  const { t } = useTranslation();
  if (games.length <= 1) return null;
  return (
    <nav className="lottery-games" aria-label={t('lottery.app.games')}>
      <ul>
        {games.map((game) => (
          <li key={game.gameCode}>
            <button
              type="button"
              className="lottery-games__game"
              aria-current={game.gameCode === selected ? 'true' : undefined}
              onClick={() => onSelect(game.gameCode)}
            >
              <FallbackImage src={game.iconUrl} alt="" width={24} height={24} retries={1} />
              <span>{game.gameName}</span>
              {game.maintenance && <span className="badge">{t('lottery.lobby.maintenance')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
