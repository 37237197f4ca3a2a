import { useTranslation } from 'react-i18next';
import type { MissionLeaderboardValue } from '@pkg/contracts/missions';
import type { Currency } from '@pkg/money/money';
import { goalFigure } from '../mission-figures';
import { formatAmountTokens } from '@pkg/money/amount-tokens';

/** The leaderboard: the period's top players of the ranking mission (names masked) and the caller's rank. */
export function MissionLeaderboard({ board, currency }: { board: MissionLeaderboardValue; currency: Currency }) {
  const { t } = useTranslation();
  const mission = board.mission;
  return (
    <section className="mission-board" aria-labelledby="mission-board-title" data-testid="mission-leaderboard">
      <h4 id="mission-board-title" className="mission-board__title">
        {t('missions.leaderboard.title')}
        {mission && <span className="mission-board__mission"> · {formatAmountTokens(mission.title, currency)}</span>}
      </h4>
      {!mission ? (
        <p className="mission-board__note">{t('missions.leaderboard.none')}</p>
      ) : (
        <>
          <p className="mission-board__me" data-testid="mission-my-rank">
            {board.me.rank === null
              ? t('missions.leaderboard.meNone')
              : `${t('missions.leaderboard.me', { rank: board.me.rank })} · ${goalFigure(mission.goal, board.me.progress, currency)}`}
          </p>
          {board.list.length === 0 ? (
            <p className="mission-board__note">{t('missions.leaderboard.empty')}</p>
          ) : (
            <table className="mission-board__table">
              <thead>
                <tr>
                  <th scope="col">{t('missions.leaderboard.rank')}</th>
                  <th scope="col">{t('missions.leaderboard.player')}</th>
                  <th scope="col" className="mission-board__num">
                    {t('missions.leaderboard.progress')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.list.map((line) => (
                  <tr key={line.rank}>
                    <td>{line.rank}</td>
                    <td>{line.username}</td>
                    <td className="mission-board__num">{goalFigure(mission.goal, line.progress, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
