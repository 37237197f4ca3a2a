import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { lotteryKeys, type VnMenuEntry } from '../api/lottery-api';
import type { LotteryView } from '../lottery-params';
import { useServerNow } from '../use-clock';
import { BettingView } from './betting-view';
import { LotteryCard } from './lottery-card';
import { ResultsView } from './results-view';
import { RulesView } from './rules-view';
import { TicketsView } from './tickets-view';
import { TrendView } from './trend-view';

type Station = VnMenuEntry['stations'][number];

interface GameViewProps {
  view: LotteryView;
  game: LotteryGame;
  station: Station | null;
  /** The app's game list (the lobby view). */
  games: readonly LotteryGame[];
  vn: boolean;
}

/** The chosen view of the chosen game (SPEC's lottoView=lobby is the game list). */
export function GameView({ view, game, station, games, vn }: GameViewProps) {
  switch (view) {
    case 'results':
      return <ResultsView game={game} stationCode={station?.stationCode ?? null} />;
    case 'trend':
      return <TrendView game={game} />;
    case 'tickets':
      return <TicketsView game={game} />;
    case 'rules':
      return <RulesView game={game} />;
    case 'lobby':
      return <GameList games={games} vn={vn} />;
    default:
      return <BettingView game={game} station={station} />;
  }
}

/** The app's games as lobby cards, each with its countdown and last result. */
function GameList({ games, vn }: { games: readonly LotteryGame[]; vn: boolean }) {
  const { t } = useTranslation();
  const nowMs = useServerNow();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.menus });
  if (games.length === 0) return <p className="lottery-muted">{t(vn ? 'lottery.vn.lobbyHint' : 'lottery.app.noGames')}</p>;
  return (
    <ul className="lottery-cards">
      {games.map((game) => (
        <LotteryCard key={game.gameCode} game={game} nowMs={nowMs} onExpired={refresh} />
      ))}
    </ul>
  );
}
